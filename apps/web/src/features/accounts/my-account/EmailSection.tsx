import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormMessage } from '../../../components/form/FormMessage';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { changeEmail } from '../api/change-email';
import { profileQueryKey } from '../api/get-profile';
import { profileErrors } from './profile-messages';
import { SaveCancel } from './SaveCancel';
import { Section } from './Section';
import styles from './Section.module.css';
import { useEditableSection } from './use-editable-section';

const schema = z.object({
  email: z.string().trim().min(1, 'errors.field_required').email('errors.invalid_email'),
  confirmationPassword: z.string().min(1, 'errors.field_required'),
});
type Values = z.infer<typeof schema>;

/** The member's e-mail; a change asks for the new address and the current password. */
export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    resetField,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema) });

  const section = useEditableSection(setFocus, 'email');
  // The address the confirmation link went to: the e-mail changes when it is opened (decision 027).
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const startEditing = () => {
    reset({ email: '', confirmationPassword: '' });
    section.open();
  };

  const onSubmit = handleSubmit(async ({ email, confirmationPassword }) => {
    try {
      setPendingEmail(await changeEmail(email, confirmationPassword));
    } catch (error) {
      resetField('confirmationPassword');
      for (const { field, key } of profileErrors(error)) {
        setError(field === 'email' || field === 'confirmationPassword' ? field : 'root', { message: key });
      }
      return;
    }
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    reset({ email: '', confirmationPassword: '' });
    section.close(true);
  });

  if (!section.editing) {
    return (
      <Section title={t('email.title')}>
        {section.saved && (
          <FormMessage kind="notice">
            {pendingEmail ? t('email.pending', { email: pendingEmail }) : t('email.saved')}
          </FormMessage>
        )}
        <p className={styles.value} data-testid="account-email">
          {user.email}
        </p>
        <div className={styles.actions}>
          <button ref={section.openButton} type="button" className={styles.secondary} onClick={startEditing}>
            {t('email.change')}
          </button>
        </div>
      </Section>
    );
  }

  return (
    <Section title={t('email.title')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        {errors.root?.message && <FormMessage kind="error">{t(errors.root.message)}</FormMessage>}
        <TextField
          label={t('email.newEmail')}
          type="email"
          autoComplete="email"
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <PasswordField
          label={t('email.password')}
          autoComplete="current-password"
          hint={<p className={styles.text}>{t('email.passwordHint')}</p>}
          error={errors.confirmationPassword?.message && t(errors.confirmationPassword.message)}
          {...register('confirmationPassword')}
        />
        <SaveCancel busy={isSubmitting} onCancel={() => section.close()} />
      </form>
    </Section>
  );
}
