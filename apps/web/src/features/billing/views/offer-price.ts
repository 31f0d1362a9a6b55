import type { Offer } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import type { TFunction } from 'i18next';

/**
 * An offer's price as choose-offer and checkout list it: "$25.00 per month" for a membership,
 * "$79.80 for 6 months" for a pass, "$15.00 once" for a day pass.
 */
export function offerPriceLabel(offer: Offer, t: TFunction): string {
  const price = formatMoney(offer.price, offer.currency);
  if (!offer.period) return `${price} ${t('choose_offer.once')}`;
  const per = offer.kind === 'subscription' ? 'everyPeriod' : 'forPeriod';
  return `${price} ${t(`choose_offer.${per}_${offer.period}`, { count: offer.periodCount })}`;
}
