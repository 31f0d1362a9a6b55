import { useTranslation } from 'react-i18next';
import styles from '../../../components/form/Form.module.css';
import type { DialogViewProps } from '../../../lib/account-dialog';

/** "Check your e-mail": shown after a reset link was asked for. */
export default function SendConfirmationView({ params, go }: DialogViewProps) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.form}>
      <p>{t('confirmation.sent', { email: params.get('sentTo') ?? '' })}</p>
      <p className={styles.optional}>{t('confirmation.validity')}</p>
      <button type="button" className={styles.primary} onClick={() => go('login', { sentTo: null })}>
        {t('confirmation.back')}
      </button>
    </div>
  );
}
