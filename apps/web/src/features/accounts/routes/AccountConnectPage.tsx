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
import { isValidPassword } from '../password-strength';

/**
 * Where the claim link of an imported member lands (`e`: their e-mail, `x`: the single-use
 * token): they choose a password, which connects them to the account the studio moved here,
 * and are signed in.
 */
export default function AccountConnectPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const token = params.get('x') ?? '';
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
    if (!isValidPassword(password)) {
      setError(t('registration.invalid_password'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await resetPassword(token, password);
      await signIn(email.trim(), password);
    } catch {
      setError(t('moving.connectFailed'));
      setBusy(false);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    navigate('/');
  };

  return (
    <Page title={t('moving.connectTitle')}>
      <p>{t('moving.connectIntro')}</p>
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
          label={t('moving.choosePassword')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p className={styles.optional}>{t('registration.passwordRule')}</p>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('moving.connect')}
        </button>
      </form>
    </Page>
  );
}
