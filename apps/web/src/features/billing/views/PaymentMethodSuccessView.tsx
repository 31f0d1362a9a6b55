import formStyles from '../../../components/form/Form.module.css';
import type { DialogViewProps } from '../../accounts';
import { usePaymentMethod } from '../api/payments-api';
import { brandName } from '../payments/PaymentMethodPanel';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/** payment-method-success: the new card is saved. */
export default function PaymentMethodSuccessView({ close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const card = usePaymentMethod().data;
  return (
    <div className={formStyles.form}>
      <p role="status" className={styles.lead}>
        {t('manage.methodSaved', { brand: brandName(card?.brand ?? ''), last4: card?.last4 ?? '' })}
      </p>
      <div className={styles.actions}>
        <button type="button" className={formStyles.primary} onClick={close}>
          {t('manage.close')}
        </button>
      </div>
    </div>
  );
}
