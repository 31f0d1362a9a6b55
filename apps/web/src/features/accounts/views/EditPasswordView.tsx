import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { PasswordField } from '../../../components/form/PasswordField';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { changePassword, signOut } from '../api/auth-calls';
import { profileQueryKey } from '../api/get-profile';
import { changePasswordError } from '../auth-errors';
import { useViewer } from '../use-viewer';
import { NewPasswordFields } from './NewPasswordFields';
import { mismatch, mustMatch, newPasswordFields } from './new-password-schema';

const schema = z
  .object({ current: z.string().min(1, 'login.field_required'), ...newPasswordFields })
  .refine(mustMatch, mismatch);

/**
 * Changes the password with the old one, then signs in anew with the new one (the spec: success goes
 * to login). Signed out, or for an account without a password (social sign-in), it offers the reset
 * flow instead.
 */
export default function EditPasswordView({ go }: DialogViewProps) {
  const { t } = useTranslation('account');
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const [noPassword, setNoPassword] = useState(false);
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

  if (!viewer.signedIn || noPassword) {
    return (
      <div className={styles.form}>
        <p>{t(noPassword ? 'editPassword.noPassword' : 'editPassword.signedOut')}</p>
        <button type="button" className={styles.primary} onClick={() => go('forgot-password')}>
          {t(noPassword ? 'editPassword.sendLink' : 'reset.askAgain')}
        </button>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ current, password }) => {
    try {
      await changePassword(current, password);
    } catch (error) {
      const failure = changePasswordError(error);
      if (failure === 'no-password') setNoPassword(true);
      else if (failure === 'wrong-current') {
        resetField('current');
        setError('current', { message: 'editPassword.wrong_current' });
      } else setError('root', { message: 'editPassword.failed' });
      return;
    }
    // Other devices were signed out by the change; this one signs in again with the new password.
    await signOut().catch(() => undefined);
    queryClient.setQueryData(profileQueryKey, null);
    go('login', { message: 'password_changed' });
  });

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
