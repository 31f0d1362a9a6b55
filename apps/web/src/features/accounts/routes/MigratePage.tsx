import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { TextField } from '../../../components/form/TextField';
import { Page } from '../../../components/Page';
import { useConfig } from '../../../lib/config-context';
import { requestPasswordReset } from '../api/auth-calls';

/**
 * For members whose studio moved them here from another platform: they give the e-mail
 * they used, and receive a link to claim the account (choose a password). The answer is
 * the same whether or not the address is known.
 */
export default function MigratePage() {
  const { t } = useTranslation('account');
  const { siteName } = useConfig();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^\S+@\S+\.\S+$/.test(address)) {
      setError(t('login.field_is_not_valid_email'));
      return;
    }
    setError(undefined);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch {
      setError(t('moving.failed'));
    }
  };

  return (
    <Page title={t('moving.migrateTitle', { siteName })}>
      <p>{t('moving.migrateIntro', { siteName })}</p>
      {sentTo ? (
        <FormMessage kind="notice">{t('moving.sent', { email: sentTo })}</FormMessage>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <button type="submit" className={styles.primary}>
            {t('moving.send')}
          </button>
        </form>
      )}
    </Page>
  );
}
