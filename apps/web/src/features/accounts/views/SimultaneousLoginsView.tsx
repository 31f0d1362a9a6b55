import { useTranslation } from 'react-i18next';
import styles from '../../../components/form/Form.module.css';
import type { DialogViewProps } from '../../../lib/account-dialog';

/** Shown to a browser whose session ended because the account signed in on too many others. */
export default function SimultaneousLoginsView({ go }: DialogViewProps) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.form}>
      <p>{t('simultaneous.body')}</p>
      <button type="button" className={styles.primary} onClick={() => go('login')}>
        {t('simultaneous.signIn')}
      </button>
    </div>
  );
}
