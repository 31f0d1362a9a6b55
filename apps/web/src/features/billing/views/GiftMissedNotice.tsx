import formStyles from '../../../components/form/Form.module.css';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/** The payment went through, but the last of the chosen gift had gone to another buyer a moment before. */
export function GiftMissedNotice({ gift, onContinue }: { gift: string; onContinue: () => void }) {
  const { t } = useBillingTranslation();
  return (
    <div className={formStyles.form}>
      <p role="status">{t('payment.giftMissed', { gift })}</p>
      <div className={styles.actions}>
        <button type="button" className={formStyles.primary} onClick={onContinue}>
          {t('payment.continue')}
        </button>
      </div>
    </div>
  );
}
