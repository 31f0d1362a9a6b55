import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { TextField } from '../../../components/form/TextField';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { requestPasswordReset } from '../api/auth-calls';
import { resetError } from '../auth-errors';
import { useViewer } from '../use-viewer';
import { ViewLink } from './ViewLink';

const schema = z.object({
  email: z.string().trim().min(1, 'login.field_required').email('login.field_is_not_valid_email'),
});

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordView({ params, go }: DialogViewProps) {
  const { t } = useTranslation('account');
  const viewer = useViewer();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: params.get('email') ?? viewer.profile?.user.email ?? '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
    } catch (error) {
      setError('root', { message: resetError(error) });
      return;
    }
    // Where the link went, said on the next view; not as `email`, which would lock the dialog open.
    go('send-confirmation', { email: null, sentTo: email });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('forgot.intro')}</p>
      {errors.root?.message && <FormMessage kind="error">{t(errors.root.message)}</FormMessage>}
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {t('forgot.submit')}
      </button>
      <div className={styles.links}>
        <ViewLink view="login" go={go} params={{ email: null }}>
          {t('forgot.back')}
        </ViewLink>
      </div>
    </form>
  );
}
