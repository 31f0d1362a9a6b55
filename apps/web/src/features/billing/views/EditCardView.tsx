import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { paymentMethodQueryKey, updatePaymentMethod } from '../api/payments-api';
import { CardForm } from '../card/CardForm';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/** edit-card: a new card for the subscription's next payments (the sandbox; Stripe uses its portal). */
export default function EditCardView({ go }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>{t('manage.editCardTitle')}</p>
      <CardForm
        submitLabel={t('manage.saveCard')}
        busyLabel={t('manage.savingCard')}
        error={error}
        onSubmit={async (card) => {
          setError(null);
          try {
            const saved = await updatePaymentMethod(card);
            queryClient.setQueryData(paymentMethodQueryKey, saved);
            go('payment-method-success');
          } catch (failure) {
            setError((failure as Error).message || t('manage.cardFailed'));
          }
        }}
      />
    </div>
  );
}
