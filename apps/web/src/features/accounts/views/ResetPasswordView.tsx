import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { resetPassword } from '../api/auth-calls';
import { resetError } from '../auth-errors';
import { NewPasswordFields } from './NewPasswordFields';
import { mismatch, mustMatch, newPasswordFields } from './new-password-schema';

const schema = z.object(newPasswordFields).refine(mustMatch, mismatch);

/** Sets a new password with the token from the e-mailed link; success goes to sign-in. */
export default function ResetPasswordView({ params, go }: DialogViewProps) {
  const { t } = useTranslation('account');
  const token = params.get('resetPasswordToken');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirmation: '' } });

  if (!token) {
    return (
      <div className={styles.form}>
        <FormMessage kind="error">{t('reset.invalid_link')}</FormMessage>
        <button type="button" className={styles.primary} onClick={() => go('forgot-password')}>
          {t('reset.askAgain')}
        </button>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token, password);
    } catch (error) {
      setError('root', { message: resetError(error) });
      return;
    }
    go('login', { resetPasswordToken: null, message: 'password_reset' });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {errors.root?.message && <FormMessage kind="error">{t(errors.root.message)}</FormMessage>}
      <NewPasswordFields register={register} errors={errors} />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {t('reset.submit')}
      </button>
    </form>
  );
}
