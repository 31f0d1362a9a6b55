import { zodResolver } from '@hookform/resolvers/zod';
import { NO_SUCH_ACCOUNT, STAFF_ROLES } from '@releve/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useChangeStaffRole } from '../../api/staff';
import { FormField, fieldControlClass } from '../../shared/FormField';
import { useStudioTranslation } from '../../texts';
import styles from './StaffPage.module.css';

const NO_ROLE = 'none';
const schema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'staff.emailRequired').email('staff.emailInvalid').max(254),
  role: z.enum([...STAFF_ROLES, NO_ROLE]),
});
type Values = z.infer<typeof schema>;

interface Props {
  /** Says what the change did, or why the server refused it (the last owner kept). */
  onDone: (outcome: { kind: 'notice' | 'error'; text: string }) => void;
}

/** Gives the account with an e-mail a staff role, or takes it ("No role"). */
export function RoleForm({ onDone }: Props) {
  const { t } = useStudioTranslation();
  const change = useChangeStaffRole();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', role: 'instructor' } });

  const onSubmit = handleSubmit(async ({ email, role }) => {
    try {
      await change.mutateAsync({ email, role: role === NO_ROLE ? null : role });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // An unknown e-mail is the field's own error; anything else (the last owner) the form's.
      if (message === NO_SUCH_ACCOUNT) setError('email', { message }, { shouldFocus: true });
      else onDone({ kind: 'error', text: message });
      return;
    }
    onDone({
      kind: 'notice',
      text:
        role === NO_ROLE
          ? t('staff.removed', { email })
          : t('staff.saved', { email, role: t(`roles.${role}`) }),
    });
    reset({ email: '', role });
  });

  // zod's messages are keys of the console's texts; the server's are sentences already.
  const emailError = errors.email?.message;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="role-form-title">
      <h2 id="role-form-title" className={styles.formTitle}>
        {t('staff.change')}
      </h2>
      <div className={styles.fields}>
        <FormField
          label={t('staff.email')}
          hint={t('staff.changeHint')}
          error={emailError && (emailError.startsWith('staff.') ? t(emailError) : emailError)}
        >
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="off"
              className={fieldControlClass}
            />
          )}
        </FormField>
        <FormField label={t('staff.role')}>
          {(control) => (
            <select {...control} {...register('role')} className={fieldControlClass}>
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
              <option value={NO_ROLE}>{t('staff.roleNone')}</option>
            </select>
          )}
        </FormField>
        <button type="submit" className={styles.submit} disabled={isSubmitting}>
          {isSubmitting ? t('staff.saving') : t('staff.submit')}
        </button>
      </div>
    </form>
  );
}
