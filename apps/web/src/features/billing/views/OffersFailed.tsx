import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/**
 * The offers could not be read (§8 "Failed to get offers"): says so, and offers to try again. The view
 * that read them passes its refetch (a second reader mounting here would ask again, and again).
 */
export function OffersFailed({ retry }: { retry: () => void }) {
  const { t } = useBillingTranslation();
  return (
    <div className={formStyles.form}>
      <FormMessage kind="error">{t('pricing.offersFailed')}</FormMessage>
      <button type="button" className={styles.secondary} onClick={retry}>
        {t('pricing.retry')}
      </button>
    </div>
  );
}
