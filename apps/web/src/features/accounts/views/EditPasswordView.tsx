import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { PasswordField } from '../../../components/form/PasswordField';
import { changePassword } from '../api/auth-calls';
import { useViewer } from '../use-viewer';
import { NewPasswordFields } from './NewPasswordFields';
import { mismatch, mustMatch, newPasswordFields } from './new-password-schema';
import type { DialogViewProps } from './view-props';

const schema = z
  .object({ current: z.string().min(1, 'login.field_required'), ...newPasswordFields })
  .refine(mustMatch, mismatch);

/** Changes the password with the old one; signed out, it offers the reset flow instead. */
export default function EditPasswordView({ go, close }: DialogViewProps) {
  const { t } = useTranslation('account');
  const viewer = useViewer();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { current: '', password: '', confirmation: '' },
  });

  if (!viewer.signedIn) {
    return (
      <div className={styles.form}>
        <p>{t('editPassword.signedOut')}</p>
        <button type="button" className={styles.primary} onClick={() => go('forgot-password')}>
          {t('reset.askAgain')}
        </button>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ current, password }) => {
    try {
      await changePassword(current, password);
    } catch {
      resetField('current');
      setError('current', { message: 'editPassword.wrong_current' });
      return;
    }
    setDone(true);
  });

  if (done) {
    return (
      <div className={styles.form}>
        <FormMessage kind="notice">{t('editPassword.done')}</FormMessage>
        <button type="button" className={styles.primary} onClick={close}>
          {t('common:close')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {errors.root?.message && <FormMessage kind="error">{t(errors.root.message)}</FormMessage>}
      <PasswordField
        label={t('form.currentPassword')}
        autoComplete="current-password"
        error={errors.current?.message && t(errors.current.message)}
        {...register('current')}
      />
      <NewPasswordFields register={register} errors={errors} />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {t('editPassword.submit')}
      </button>
    </form>
  );
}
