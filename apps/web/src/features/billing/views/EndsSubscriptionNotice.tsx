import { FormMessage } from '../../../components/form/FormMessage';
import { useSubscription } from '../api/payments-api';
import { formatBillingDate } from '../payments/billing-dates';
import { useBillingTranslation } from '../texts';

/**
 * Said before a subscriber pays for an on-demand pass (decision 026): the pass ends the subscription
 * at the end of the period already paid, and runs on from there.
 */
export function EndsSubscriptionNotice() {
  const { t } = useBillingTranslation();
  const subscription = useSubscription().data;
  return (
    <FormMessage kind="notice">
      {subscription
        ? t('checkout.endsSubscription', {
            title: subscription.offerTitle,
            date: formatBillingDate(subscription.expiresAt),
          })
        : t('checkout.endsSubscriptionUndated')}
    </FormMessage>
  );
}
