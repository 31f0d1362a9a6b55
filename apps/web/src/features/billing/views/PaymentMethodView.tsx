import formStyles from '../../../components/form/Form.module.css';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { usePaymentMethod } from '../api/payments-api';
import { brandName } from '../payments/PaymentMethodPanel';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/** payment-method: the card the subscription is charged to, and the way to change it. */
export default function PaymentMethodView({ go, close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const method = usePaymentMethod();
  if (method.isPending) return null;
  const card = method.data;
  return (
    <div className={formStyles.form}>
      <p className={styles.lead}>{t('manage.methodLead')}</p>
      <p>
        {card
          ? t('payments.card', {
              brand: brandName(card.brand),
              last4: card.last4,
              month: String(card.expMonth).padStart(2, '0'),
              year: card.expYear,
            })
          : t('payments.noMethod')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('manage.close')}
        </button>
        <button type="button" className={formStyles.primary} onClick={() => go('edit-card')}>
          {t('payments.editCard')}
        </button>
      </div>
    </div>
  );
}
