import type { Offer, Order } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { INVALID_TRIAL_ERROR, useTrialEligible, useViewer } from '../../accounts';
import { priceCheckoutOrder, useOffers } from '../api/billing-api';
import { CouponField } from '../checkout/CouponField';
import { OrderSummary } from '../checkout/OrderSummary';
import { failureMessage, isTrialRefused, startCheckout } from '../checkout/start-checkout';
import { usePurchaseRules } from '../checkout/use-purchase-rules';
import { startsTrial } from '../pricing/use-buy';
import { trackPurchaseFailed } from '../purchase-events';
import { useBillingTranslation } from '../texts';
import { EndsSubscriptionNotice } from './EndsSubscriptionNotice';
import { OffersFailed } from './OffersFailed';
import styles from './Views.module.css';

/** The server's answer when the order a coupon was applied to is gone: back to choosing (§8). */
const ORDER_NOT_FOUND = /^Order with id .* not found/;

/**
 * checkout (accounts-and-billing.md §2, §4): the order summary priced by the server, an optional
 * coupon, and the button that starts the hosted checkout ("Continue" when nothing is to be paid).
 * An offer that is not offered goes back to choose-offer, which says so.
 */
export default function CheckoutView(props: DialogViewProps) {
  const viewer = useViewer();
  const offers = useOffers();
  const rules = usePurchaseRules();
  const offerId = props.params.get('offerId');
  const offer = offers.data?.find((candidate) => candidate.offerId === offerId && rules.mayBuy(candidate));
  const missing = offers.isSuccess && viewer.status !== 'loading' && !offer;
  const { go } = props;

  useEffect(() => {
    if (missing) go('choose-offer', { offerId });
  }, [missing, go, offerId]);

  if (offers.isError) return <OffersFailed retry={() => void offers.refetch()} />;
  if (!offer) return <PageLoading />;
  return <Checkout offer={offer} {...props} />;
}

function Checkout({ offer, go }: DialogViewProps & { offer: Offer }) {
  const { t } = useBillingTranslation();
  const endsSubscription = usePurchaseRules().endsSubscription(offer);
  const [, navigate] = useLocation();
  const hasTrial = startsTrial(offer, useTrialEligible());
  const priced = useQuery({
    queryKey: ['billing', 'order', offer.key, hasTrial],
    queryFn: () => priceCheckoutOrder({ key: offer.key, hasTrial }),
    staleTime: 0,
    retry: false,
  });
  const [withCoupon, setWithCoupon] = useState<{ code: string; order: Order } | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const order = withCoupon?.order ?? priced.data;
  const refusedTrial = priced.isError && isTrialRefused(priced.error, hasTrial);

  useEffect(() => {
    if (refusedTrial) navigate(`/pricing?error=${INVALID_TRIAL_ERROR}`);
  }, [refusedTrial, navigate]);

  const applyCoupon = async (code: string) => {
    setApplying(true);
    try {
      const order = await priceCheckoutOrder({ key: offer.key, coupon: code, hasTrial });
      // Codes are the studio's in capitals, whatever case was typed (decision 051).
      setWithCoupon({ code: code.toUpperCase(), order });
      setCouponError(null);
    } catch (failure) {
      const message = failureMessage(failure, t('checkout.couponNotValid'));
      if (ORDER_NOT_FOUND.test(message)) go('choose-offer', { offerId: null });
      else setCouponError(message);
    } finally {
      setApplying(false);
    }
  };

  const pay = async () => {
    setPaying(true);
    setPayError(null);
    try {
      await startCheckout({ key: offer.key, hasTrial, coupon: withCoupon?.code });
    } catch (failure) {
      setPaying(false);
      const message = failureMessage(failure, t('payment.errorFallback'));
      trackPurchaseFailed({ key: offer.key, message });
      if (isTrialRefused(failure, hasTrial)) navigate(`/pricing?error=${INVALID_TRIAL_ERROR}`);
      else setPayError(message);
    }
  };

  if (priced.isError && !refusedTrial) {
    return (
      <div className={formStyles.form}>
        <FormMessage kind="error">{failureMessage(priced.error, t('checkout.noOrder'))}</FormMessage>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => go('choose-offer', { offerId: null })}
        >
          {t('checkout.changeOffer')}
        </button>
      </div>
    );
  }
  if (!order) return <PageLoading />;

  const payLabel = !order.requiredPaymentDetails
    ? t('checkout.continue')
    : hasTrial
      ? t('checkout.startTrial')
      : t('checkout.pay', { amount: formatMoney(order.totalPrice, order.currency) });

  return (
    <div className={formStyles.form}>
      <OrderSummary order={order} />
      {endsSubscription && <EndsSubscriptionNotice />}
      {hasTrial && (
        <p className={styles.note}>
          {t('checkout.thenPrice', {
            price: formatMoney(offer.price, offer.currency),
            period: t(`choose_offer.everyPeriod_${offer.period ?? 'month'}`, { count: offer.periodCount }),
          })}
        </p>
      )}
      {!hasTrial && (
        <CouponField
          applied={withCoupon?.code ?? null}
          error={couponError}
          busy={applying}
          onApply={applyCoupon}
          onRemove={() => setWithCoupon(null)}
        />
      )}
      {payError && <FormMessage kind="error">{payError}</FormMessage>}
      <button type="button" className={formStyles.primary} onClick={pay} disabled={paying || applying}>
        {payLabel}
      </button>
      {order.requiredPaymentDetails && <p className={styles.note}>{t('checkout.secureNote')}</p>}
      <button
        type="button"
        className={styles.link}
        onClick={() => go('choose-offer', { offerId: offer.offerId })}
      >
        {t('checkout.changeOffer')}
      </button>
    </div>
  );
}
