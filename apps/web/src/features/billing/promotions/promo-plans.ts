import type { Offer, Promotion } from '@releve/contracts';
import { productKeys } from '@releve/contracts/billing-rules';

/** The promotional page's three plans (§2): the offers the promotion sells, by their keys. */
export interface PromoPlans {
  annual: Offer | null;
  monthly: Offer | null;
  flex: Offer | null;
}

export function promoPlans(promotion: Promotion, offers: readonly Offer[]): PromoPlans {
  const sold = (key: string) =>
    promotion.offerKeys.includes(key) ? (offers.find((offer) => offer.key === key) ?? null) : null;
  return {
    annual: sold(productKeys.onDemandAnnual),
    monthly: sold(productKeys.onDemandMonthly),
    flex: sold(productKeys.onDemandFlex),
  };
}

/** Who is looking, as the plans' buttons read it. */
export interface PlanViewer {
  isMember: boolean;
  isSubscriber: boolean;
  hasOneYearOnDemand: boolean;
}

/**
 * On-Demand Monthly is unavailable to an annual pass holder ("You have an Annual Pass") and to someone
 * who has on-demand access already ("You have this plan"); null when they may buy it.
 */
export function monthlyUnavailable(viewer: PlanViewer): 'annual' | 'this-plan' | null {
  if (viewer.hasOneYearOnDemand) return 'annual';
  return viewer.isMember ? 'this-plan' : null;
}

/** A member holding a pass (not renewing) extends it by buying another. */
export const holdsPass = (viewer: PlanViewer) => viewer.isMember && !viewer.isSubscriber;
