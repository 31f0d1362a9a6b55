import type { Offer } from '@releve/contracts';
import { type FormEvent, useState } from 'react';
import { PageLoading } from '../../../app/PageLoading';
import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { useTrialEligible, useViewer } from '../../accounts';
import { useOffers } from '../api/billing-api';
import { usePurchaseRules } from '../checkout/use-purchase-rules';
import { startsTrial } from '../pricing/use-buy';
import { useBillingTranslation } from '../texts';
import { OffersFailed } from './OffersFailed';
import { offerPriceLabel } from './offer-price';
import styles from './Views.module.css';

type Kind = Offer['kind'];

/**
 * choose-offer (accounts-and-billing.md §2, §5): membership or one-time purchase, the offers of that
 * kind this person may buy, Continue to checkout. An offer is required ("choose_offer.field_required");
 * an offerId in the URL that is not offered gives "choose_offer.offer_not_found"; with no offers at all
 * nothing can be submitted ("no pricing available").
 */
export default function ChooseOfferView(props: DialogViewProps) {
  const { t } = useBillingTranslation();
  const viewer = useViewer();
  const offers = useOffers();
  const rules = usePurchaseRules();
  if (offers.isPending || viewer.status === 'loading') return <PageLoading />;
  if (offers.isError) return <OffersFailed retry={() => void offers.refetch()} />;
  const buyable = offers.data.filter(rules.mayBuy);
  // A subscriber changes plan with the switch (decision 026): a second subscription is not sold.
  const subscribed = offers.data.some((offer) => rules.refusal(offer) === 'already-subscribed');
  if (buyable.length === 0) return <FormMessage kind="notice">{t('choose_offer.noPricing')}</FormMessage>;
  return <ChooseOfferForm {...props} buyable={buyable} subscribed={subscribed} />;
}

function ChooseOfferForm({
  params,
  go,
  close,
  buyable,
  subscribed,
}: DialogViewProps & { buyable: Offer[]; subscribed: boolean }) {
  const { t } = useBillingTranslation();
  const rules = usePurchaseRules();
  const trialEligible = useTrialEligible();
  const requested = params.get('offerId');
  const preselected = buyable.find((offer) => offer.offerId === requested);
  const [chosen, setChosen] = useState<string | null>(preselected?.offerId ?? null);
  const [error, setError] = useState<string | null>(
    requested && !preselected ? 'choose_offer.offer_not_found' : null,
  );
  const kinds = (['subscription', 'one-time'] as const).filter((k) => buyable.some((o) => o.kind === k));
  const [kind, setKind] = useState<Kind>(preselected?.kind ?? kinds[0] ?? 'subscription');
  const shown = buyable.filter((offer) => offer.kind === kind);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError('choose_offer.field_required');
      return;
    }
    if (!buyable.some((offer) => offer.offerId === chosen)) {
      setError('choose_offer.offer_not_found');
      return;
    }
    go('checkout', { offerId: chosen, message: null });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {kinds.length > 1 && (
        <fieldset className={styles.kinds}>
          <legend className="visually-hidden">{t('choose_offer.kindLabel')}</legend>
          {kinds.map((option) => (
            <label key={option} data-checked={option === kind || undefined}>
              <input
                type="radio"
                name="offer-kind"
                value={option}
                checked={option === kind}
                onChange={() => setKind(option)}
              />
              {t(option === 'subscription' ? 'choose_offer.subscription' : 'choose_offer.oneTime')}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset className={styles.offers} aria-describedby={error ? 'choose-offer-error' : undefined}>
        <legend className="visually-hidden">{t('choose_offer.offersLabel')}</legend>
        {shown.map((offer) => (
          <label
            key={offer.offerId}
            className={styles.offer}
            data-checked={chosen === offer.offerId || undefined}
          >
            <input
              type="radio"
              name="offerId"
              value={offer.offerId}
              checked={chosen === offer.offerId}
              onChange={() => {
                setChosen(offer.offerId);
                setError(null);
              }}
            />
            <span className={styles.offerTitle}>{offer.offerTitle}</span>
            <span className={styles.offerPrice}>{offerPriceLabel(offer, t)}</span>
            {startsTrial(offer, trialEligible) && (
              <span className={styles.offerNote}>{t('choose_offer.trialNote')}</span>
            )}
            {rules.endsSubscription(offer) && (
              <span className={styles.offerNote}>{t('choose_offer.endsSubscription')}</span>
            )}
          </label>
        ))}
      </fieldset>
      {subscribed && (
        <p className={styles.note}>
          {t('choose_offer.subscribed')} <a href="/u/payments">{t('choose_offer.paymentsLink')}</a>
        </p>
      )}
      {error && (
        <p id="choose-offer-error" className={formStyles.error} role="alert">
          {t(error)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('choose_offer.back')}
        </button>
        <button type="submit" className={formStyles.primary}>
          {t('choose_offer.continue')}
        </button>
      </div>
    </form>
  );
}
