import type { StudioOffer, StudioOfferCreate, StudioOfferEdit } from '@releve/contracts';

/** The offer form's fields as typed (numbers as text until sent). */
export interface OfferDraft {
  key: string;
  title: string;
  kind: 'subscription' | 'one-time';
  /** '' for a pass of day passes only. */
  period: 'month' | 'year' | '';
  periodCount: string;
  currency: string;
  /** In the currency's units ("40.00"). */
  price: string;
  trialDays: string;
  audience: 'everyone' | 'members' | 'non-members';
  onDemand: boolean;
  live: boolean;
  dayPasses: string;
  shownOnPricing: boolean;
}

export const emptyDraft: OfferDraft = {
  key: '',
  title: '',
  kind: 'one-time',
  period: 'month',
  periodCount: '1',
  currency: 'USD',
  price: '',
  trialDays: '0',
  audience: 'everyone',
  onDemand: true,
  live: false,
  dayPasses: '0',
  shownOnPricing: true,
};

export function draftOf(offer: StudioOffer): OfferDraft {
  return {
    key: offer.key,
    title: offer.title,
    kind: offer.kind,
    period: offer.period ?? '',
    periodCount: String(offer.periodCount),
    currency: offer.currency,
    price: (offer.price / 100).toFixed(2),
    trialDays: String(offer.trialDays),
    audience: offer.audience,
    onDemand: offer.grantsProducts.includes('on-demand'),
    live: offer.grantsProducts.includes('live'),
    dayPasses: String(offer.grantsDayPasses),
    shownOnPricing: offer.shownOnPricing,
  };
}

/** A number typed, or NaN (which the schema refuses with the field's message). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** "40" or "40.5" in cents; a typed amount with more than two decimals is not rounded away silently. */
const centsOf = (text: string) => {
  const value = numberOf(text);
  return Number.isFinite(value) ? Math.round(value * 1000) / 10 : value;
};

export function createRequestOf(draft: OfferDraft): StudioOfferCreate {
  return {
    key: draft.key.trim(),
    title: draft.title,
    kind: draft.kind,
    period: draft.period === '' ? null : draft.period,
    periodCount: numberOf(draft.periodCount),
    currency: draft.currency,
    price: centsOf(draft.price),
    trialDays: draft.kind === 'subscription' ? numberOf(draft.trialDays) : 0,
    audience: draft.audience,
    grantsProducts: [
      ...(draft.onDemand ? (['on-demand'] as const) : []),
      ...(draft.live ? (['live'] as const) : []),
    ],
    grantsDayPasses: numberOf(draft.dayPasses),
    shownOnPricing: draft.shownOnPricing,
  };
}

/** Only what changed: an offer bought refuses a change of its fixed terms, not their repetition. */
export function editRequestOf(offer: StudioOffer, draft: OfferDraft): StudioOfferEdit {
  const { key: _, ...wanted } = createRequestOf(draft);
  const edit: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(wanted)) {
    const before = (offer as unknown as Record<string, unknown>)[field];
    const plain = (one: unknown) => JSON.stringify(Array.isArray(one) ? [...one].sort() : one);
    if (plain(before) !== plain(value)) edit[field] = value;
  }
  return edit as StudioOfferEdit;
}
