import { isValidPassword } from '@releve/contracts/password-rules';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { Page } from '../../../components/Page';
import { resetPassword, signIn } from '../api/auth-calls';
import { profileQueryKey } from '../api/get-profile';

/**
 * Connects an account. From the claim link of an imported member (`e`: their e-mail, `x`: the
 * single-use token) they choose a password, which updates the account the studio moved here, and are
 * signed in. Without `x` a member who already has a password connects with it (accounts-and-billing.md
 * §7: email, password, optional x). The spec's two failures: updating the connected account (the
 * token's password) and connecting (signing in).
 */
export default function AccountConnectPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const token = params.get('x');
  const [email, setEmail] = useState(params.get('e') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('moving.needBoth'));
      return;
    }
    if (token && !isValidPassword(password)) {
      setError(t('registration.invalid_password'));
      return;
    }
    setBusy(true);
    setError(undefined);
    const fail = (key: string) => {
      setError(t(key));
      setBusy(false);
    };
    if (token) {
      try {
        await resetPassword(token, password);
      } catch {
        return fail('moving.updateFailed');
      }
    }
    try {
      await signIn(email.trim(), password);
    } catch {
      return fail('moving.connectFailed');
    }
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    navigate('/');
  };

  return (
    <Page title={t('moving.connectTitle')}>
      <p>{t(token ? 'moving.connectIntro' : 'moving.connectWithPassword')}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          value={email}
          readOnly={!!params.get('e')}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t(token ? 'moving.choosePassword' : 'form.password')}
          autoComplete={token ? 'new-password' : 'current-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {token && <p className={styles.optional}>{t('registration.passwordRule')}</p>}
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('moving.connect')}
        </button>
      </form>
    </Page>
  );
}
