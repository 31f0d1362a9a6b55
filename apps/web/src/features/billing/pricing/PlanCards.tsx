import type { Offer } from '@releve/contracts';
import { formatMoney, formatWholeMoney } from '@releve/contracts/billing-rules';
import { useState } from 'react';
import { useViewer } from '../../accounts';
import { usePurchaseRules } from '../checkout/use-purchase-rules';
import { useBillingTranslation } from '../texts';
import { PlanCard, type PlanFeature } from './PlanCard';
import styles from './PlanCards.module.css';
import { type PricingPlans, perPeriod, savingAgainstMonthly } from './plans';
import { startsTrial } from './use-buy';

interface Props {
  plans: PricingPlans;
  trialEligible: boolean;
  busyKey: string | null;
  onBuy: (offer: Offer) => void;
}

const money = (offer: Offer, cents = offer.price) => formatMoney(cents, offer.currency);
/** A saving reads "$100", not "$100.00", when it is a whole amount. */
const roundMoney = (offer: Offer, cents: number) => formatWholeMoney(cents, offer.currency);

/** The pricing page's cards, as the spec lists them for this person (accounts-and-billing.md §2). */
export function PlanCards({ plans, trialEligible, busyKey, onBuy }: Props) {
  const { t } = useBillingTranslation();
  const viewer = useViewer();
  const [passLength, setPassLength] = useState<'year' | 'six-months'>('year');
  const pass = (passLength === 'year' ? plans.annual : plans.sixMonths) ?? plans.annual ?? plans.sixMonths;
  // A member without a renewing membership holds a pass: buying another extends it.
  const holdsPass = viewer.isMember && !viewer.membership?.isSubscriber;
  const action = (offer: Offer, label: string) => ({
    label,
    onClick: () => onBuy(offer),
    busy: busyKey === offer.key,
    disabled: busyKey !== null,
  });
  const library: PlanFeature[] = [
    { text: t('plans.features.library') },
    { text: t('plans.features.programs') },
    { text: t('plans.features.everyDevice') },
  ];

  return (
    <section className={styles.cards} aria-label={t('pricing.cardsLabel')}>
      {plans.monthly && (
        <PlanCard
          id="on-demand-monthly"
          name={t('plans.onDemandMonthly.name')}
          summary={t('plans.onDemandMonthly.summary')}
          price={money(plans.monthly)}
          per={t('plans.onDemandMonthly.perMonth')}
          notes={
            startsTrial(plans.monthly, trialEligible) && (
              <p>{t('plans.onDemandMonthly.trialNote', { price: money(plans.monthly) })}</p>
            )
          }
          features={library}
          action={action(
            plans.monthly,
            startsTrial(plans.monthly, trialEligible) ? t('plans.startTrial') : t('plans.joinNow'),
          )}
        />
      )}
      {pass && (
        <PlanCard
          id="on-demand-pass"
          featured
          badge={t('plans.mostPopular')}
          name={t('plans.onDemandPass.name')}
          summary={t('plans.onDemandPass.summary')}
          control={
            plans.annual &&
            plans.sixMonths && (
              <fieldset className={styles.toggle}>
                <legend className="visually-hidden">{t('plans.onDemandPass.periodLabel')}</legend>
                {(['six-months', 'year'] as const).map((length) => (
                  <label key={length} data-checked={passLength === length || undefined}>
                    <input
                      type="radio"
                      name="pass-length"
                      value={length}
                      checked={passLength === length}
                      onChange={() => setPassLength(length)}
                    />
                    {t(length === 'year' ? 'plans.onDemandPass.yearly' : 'plans.onDemandPass.sixMonths')}
                  </label>
                ))}
              </fieldset>
            )
          }
          price={pass.period === 'year' ? money(pass) : money(pass, perPeriod(pass))}
          per={pass.period === 'year' ? t('plans.onDemandPass.perYear') : t('plans.onDemandPass.perMonth')}
          notes={<PassNotes pass={pass} monthly={plans.monthlyReference} />}
          features={library}
          action={action(pass, holdsPass ? t('plans.extendPass') : t('plans.buyPass'))}
        />
      )}
      {plans.dayPass && (
        <PlanCard
          id="day-pass"
          name={t('plans.dayPass.name')}
          summary={t('plans.dayPass.summary')}
          price={money(plans.dayPass)}
          per={t('plans.dayPass.perDay')}
          notes={<DayPassNotes plans={plans} />}
          features={[{ text: t('plans.features.live') }]}
          action={action(plans.dayPass, t('plans.buyDayPass'))}
        />
      )}
      {plans.dayPassPack && (
        <PlanCard
          id="day-pass-pack"
          badge={t('plans.dayPassPack.bonus')}
          name={t('plans.dayPassPack.name')}
          summary={t('plans.dayPassPack.summary')}
          price={money(plans.dayPassPack)}
          per={t('plans.dayPassPack.perPack')}
          features={[{ text: t('plans.features.live') }, { text: t('plans.features.keep') }]}
          action={action(plans.dayPassPack, t('plans.buyPack'))}
        />
      )}
      {plans.others.map((offer) => {
        const trial = startsTrial(offer, trialEligible);
        const features = [
          ...(offer.grants.product.includes('on-demand') ? [{ text: t('plans.other.onDemand') }] : []),
          ...(offer.grants.product.includes('live') ? [{ text: t('plans.other.live') }] : []),
          ...(offer.grants.dayPasses > 0
            ? [{ text: t('plans.other.dayPasses', { count: offer.grants.dayPasses }) }]
            : []),
        ];
        const length = { count: offer.periodCount };
        return (
          <PlanCard
            key={offer.key}
            id={`offer-${offer.key}`}
            name={offer.offerTitle}
            price={money(offer)}
            per={
              !offer.period
                ? t('plans.other.once')
                : offer.kind === 'subscription'
                  ? t(`plans.other.per_${offer.period}`, length)
                  : t(`plans.other.for_${offer.period}`, length)
            }
            notes={
              trial && <p>{t('plans.other.trialNote', { count: offer.freeDays, price: money(offer) })}</p>
            }
            features={features}
            action={action(
              offer,
              offer.kind === 'subscription' ? t('plans.other.subscribe') : t('plans.other.buy'),
            )}
          />
        );
      })}
    </section>
  );
}

function PassNotes({ pass, monthly }: { pass: Offer; monthly: Offer | null }) {
  const { t } = useBillingTranslation();
  const saving = savingAgainstMonthly(pass, monthly);
  // Said before a subscriber pays (decision 026): the pass ends the subscription.
  const endsSubscription = usePurchaseRules().endsSubscription(pass);
  return (
    <>
      {pass.period !== 'year' && <p>{t('plans.onDemandPass.billedOnce', { price: money(pass) })}</p>}
      {saving > 0 && (
        <p className={styles.saving}>{t('plans.onDemandPass.save', { amount: roundMoney(pass, saving) })}</p>
      )}
      {endsSubscription && <p data-testid="pass-ends-subscription">{t('plans.endsSubscription')}</p>}
    </>
  );
}

function DayPassNotes({ plans }: { plans: PricingPlans }) {
  const { t } = useBillingTranslation();
  const { dayPass, memberDayPass, regularDayPass } = plans;
  if (!dayPass || !memberDayPass || !regularDayPass) return null;
  if (dayPass.key === memberDayPass.key) {
    const saving = regularDayPass.price - memberDayPass.price;
    return saving > 0 ? (
      <p className={styles.saving}>
        {t('plans.dayPass.memberSaving', { amount: roundMoney(dayPass, saving) })}
      </p>
    ) : null;
  }
  return <p>{t('plans.dayPass.memberPrice', { price: money(memberDayPass) })}</p>;
}
