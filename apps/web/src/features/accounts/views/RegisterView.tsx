import { zodResolver } from '@hookform/resolvers/zod';
import { isValidPassword, passwordStrength, strengthLevels } from '@releve/contracts/password-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { type DialogViewProps, REGISTERED_PARAM } from '../../../lib/account-dialog';
import { useConfig } from '../../../lib/config-context';
import { signUp } from '../api/auth-calls';
import { profileQueryKey } from '../api/get-profile';
import { registrationError } from '../auth-errors';
import { useAfterRegistration } from './use-after-registration';
import { ViewLink } from './ViewLink';

export default function RegisterView({ params, go, close }: DialogViewProps) {
  const { t } = useTranslation('account');
  const { custom } = useConfig();
  const queryClient = useQueryClient();
  const lockedEmail = params.get('email');
  const afterRegistration = useAfterRegistration({ params, go, close });

  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, 'registration.field_required')
      .email('registration.field_is_not_valid_email'),
    password: z.string().refine(isValidPassword, 'registration.invalid_password'),
    consents: z.object(
      Object.fromEntries(
        custom.consents.map((consent) => [
          consent.name,
          consent.required ? z.literal(true, { error: 'registration.consent_required' }) : z.boolean(),
        ]),
      ),
    ),
  });
  type Values = z.infer<typeof schema>;

  const {
    register,
    handleSubmit,
    setError,
    resetField,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: lockedEmail ?? '',
      password: '',
      consents: Object.fromEntries(custom.consents.map((c) => [c.name, false])),
    },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const strength = passwordStrength(password);

  const onSubmit = handleSubmit(async ({ email, password: chosen, consents }) => {
    try {
      await signUp(email, chosen, consents);
    } catch (error) {
      const { field, key } = registrationError(error);
      resetField('password');
      setError(field, { message: key });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    // Registration goes on to the personal details when the studio asks for them, then on as §4 says.
    if (custom.capture.enabled) go('personal-details', { email: null, [REGISTERED_PARAM]: '1' });
    else afterRegistration();
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
        autoComplete="new-password"
        error={errors.password?.message && t(errors.password.message)}
        hint={
          <div className={styles.meter}>
            <meter min={0} max={4} value={strength} aria-label={t('registration.strength')} />
            <span data-testid="password-strength">
              {t(`registration.strength_${strengthLevels[strength]}`)}
            </span>
          </div>
        }
        {...register('password')}
      />
      <p className={styles.optional}>{t('registration.passwordRule')}</p>
      {custom.consents.map((consent) => {
        const error = (errors.consents as Record<string, { message?: string }> | undefined)?.[consent.name]
          ?.message;
        return (
          <div key={consent.name}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                {...register(`consents.${consent.name}`)}
                aria-invalid={error ? true : undefined}
              />
              <span>
                {consent.label}
                {!consent.required && <span className={styles.optional}> {t('form.optional')}</span>}
              </span>
            </label>
            {error && (
              <p className={styles.error} role="alert">
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
      {custom.termsUrl && (
        <p className={styles.optional}>
          <a href={custom.termsUrl} target="_blank" rel="noreferrer">
            {t('registration.terms')}
          </a>
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={isSubmitting}>
        {isSubmitting ? t('registration.creating') : t('registration.submit')}
      </button>
      <div className={styles.links}>
        <ViewLink view="login" go={go}>
          {t('registration.haveAccount')}
        </ViewLink>
      </div>
    </form>
  );
}
