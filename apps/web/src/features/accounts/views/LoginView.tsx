import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { useConfig } from '../../../lib/config-context';
import { signIn } from '../api/auth-calls';
import { fetchProfile, profileQueryKey } from '../api/get-profile';
import { loginError } from '../auth-errors';
import { SocialButtons } from '../components/SocialButtons';
import { ViewLink } from './ViewLink';

const schema = z.object({
  email: z.string().trim().min(1, 'login.field_required').email('login.field_is_not_valid_email'),
  password: z.string().min(1, 'login.field_required'),
});
type Values = z.infer<typeof schema>;

export default function LoginView({ params, go, close }: DialogViewProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { custom } = useConfig();
  const lockedEmail = params.get('email');
  const notice = params.get('message');
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: lockedEmail ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (error) {
      const { field, key } = loginError(error);
      resetField('password');
      setError(field === 'email' ? 'email' : 'root', { message: key });
      return;
    }
    const profile = await queryClient.fetchQuery({
      queryKey: profileQueryKey,
      queryFn: fetchProfile,
      staleTime: 0,
    });
    // Members who never gave the personal details the studio asks for are asked once more.
    if (custom.capture.enabled && profile && !profile.user.hasGivenPersonalDetails)
      go('personal-details', { email: null });
    else close();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <SocialButtons />
      {notice && <FormMessage kind="notice">{t(`notices.${notice}`, { defaultValue: '' })}</FormMessage>}
      {errors.root?.message && <FormMessage kind="error">{t(errors.root.message)}</FormMessage>}
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="email"
        readOnly={!!lockedEmail}
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('form.password')}
        autoComplete="current-password"
        error={errors.password?.message && t(errors.password.message)}
        {...register('password')}
      />
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('login.signingIn') : t('login.submit')}
      </button>
      <div className={styles.links}>
        <ViewLink view="forgot-password" go={go}>
          {t('login.forgotPassword')}
        </ViewLink>
        <ViewLink view="create-account" go={go}>
          {t('login.join')}
        </ViewLink>
      </div>
    </form>
  );
}
