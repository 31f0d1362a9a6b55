import type { Offer } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import type { ReactNode } from 'react';
import { useTrialEligible, useViewer } from '../../accounts';
import { PlanCard, type PlanFeature } from '../pricing/PlanCard';
import planStyles from '../pricing/PlanCards.module.css';
import { savingAgainstMonthly } from '../pricing/plans';
import { startsTrial } from '../pricing/use-buy';
import { useBillingTranslation } from '../texts';
import styles from './Promotion.module.css';
import { holdsPass, monthlyUnavailable, type PromoPlans } from './promo-plans';

interface Props {
  plans: PromoPlans;
  running: boolean;
  busyKey: string | null;
  onBuy: (offer: Offer) => void;
  giftChooser: ReactNode;
  /**
   * As a visitor sees them (the console's preview, decision 054): not a member, a trial open, and no
   * button does anything.
   */
  preview?: boolean;
}

const money = (offer: Offer, cents = offer.price) => formatMoney(cents, offer.currency).replace(/\.00$/, '');

/** Annual (Most Popular, with the gift), monthly and Flex, as §2 lists them. */
export function PromoPlanCards({ plans, running, busyKey, onBuy, giftChooser, preview = false }: Props) {
  const { t } = useBillingTranslation();
  const viewer = useViewer();
  const trialEligible = useTrialEligible() || preview;
  const who = preview
    ? { isMember: false, isSubscriber: false, hasOneYearOnDemand: false }
    : {
        isMember: viewer.isMember,
        isSubscriber: !!viewer.membership?.isSubscriber,
        hasOneYearOnDemand: !!viewer.membership?.hasOneYearOnDemand,
      };
  const action = (offer: Offer, label: string) => ({
    // Outside the window every plan button reads "Coming Soon" and is disabled (§2).
    label: running ? label : t('promo.comingSoon'),
    onClick: () => onBuy(offer),
    disabled: preview || !running || busyKey !== null,
    busy: busyKey === offer.key,
  });
  const saving = plans.annual ? savingAgainstMonthly(plans.annual, plans.monthly) : 0;
  const library: PlanFeature[] = [
    { text: t('plans.features.library') },
    { text: t('plans.features.programs') },
  ];
  const annualOnly: PlanFeature[] = [
    { text: t('promo.features.magazine'), href: '#promo-faq-magazine' },
    ...(saving > 0 && plans.annual
      ? [{ text: t('promo.features.saving', { amount: money(plans.annual, saving) }) }]
      : []),
    { text: t('promo.features.gift'), href: '#promo-faq-day-passes' },
    { text: t('promo.features.shipping'), href: '#promo-faq-calendar' },
  ];
  const crossedOut = annualOnly.map((feature) => ({ text: feature.text, excluded: true }));
  const unavailable = monthlyUnavailable(who);

  return (
    <section className={planStyles.cards} aria-label={t('pricing.cardsLabel')}>
      {plans.annual && (
        <PlanCard
          id="promo-annual"
          featured
          badge={t('plans.mostPopular')}
          name={t('plans.onDemandPass.name')}
          price={money(plans.annual)}
          per={t('plans.onDemandPass.perYear')}
          notes={
            saving > 0 && (
              <p className={planStyles.saving}>
                {t('plans.onDemandPass.save', { amount: money(plans.annual, saving) })}
              </p>
            )
          }
          features={[...library, ...annualOnly]}
          action={action(plans.annual, holdsPass(who) ? t('plans.extendPass') : t('promo.buyAnnual'))}
        >
          {giftChooser && <div className={styles.inlineGifts}>{giftChooser}</div>}
        </PlanCard>
      )}
      {plans.monthly && (
        <PlanCard
          id="promo-monthly"
          name={t('plans.onDemandMonthly.name')}
          price={money(plans.monthly)}
          per={t('plans.onDemandMonthly.perMonth')}
          features={[...library, ...crossedOut]}
          action={
            unavailable
              ? { unavailable: unavailable === 'annual' ? t('promo.haveAnnual') : t('plans.youHaveThis') }
              : action(
                  plans.monthly,
                  startsTrial(plans.monthly, trialEligible) ? t('promo.startTrial') : t('plans.joinNow'),
                )
          }
        />
      )}
      {plans.flex && (
        <PlanCard
          id="promo-flex"
          name={t('promo.flex.name')}
          price={money(plans.flex)}
          per={t('promo.flex.per')}
          notes={
            <>
              <p className={planStyles.saving}>{t('promo.flex.save')}</p>
              <p>{t('promo.flex.noRenewal')}</p>
            </>
          }
          features={[...library, ...crossedOut]}
          action={action(plans.flex, holdsPass(who) ? t('plans.extendPass') : t('promo.buyNow'))}
        />
      )}
    </section>
  );
}
