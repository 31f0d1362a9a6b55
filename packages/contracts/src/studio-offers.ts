import { z } from 'zod';

/**
 * The console's Offers (issue 35, decision 053): the studio's plans and passes, their price, currency,
 * period, trial days, what they grant, whether /pricing lists them and in which order; retired rather
 * than deleted. The server checks the same schemas and rules as the console's form.
 */
export const studioOfferPaths = {
  list: '/api/studio/offers',
  one: (id: string) => `/api/studio/offers/${encodeURIComponent(id)}`,
  retire: (id: string) => `/api/studio/offers/${encodeURIComponent(id)}/retire`,
  order: '/api/studio/offers/order',
} as const;

/**
 * The currencies an offer may be sold in: ISO 4217 codes with two decimals (prices are kept in cents;
 * a currency without cents, as the yen, would need another rule), which Stripe takes.
 */
export const OFFER_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'MXN',
  'BRL',
  'SGD',
  'HKD',
  'ZAR',
  'INR',
] as const;
export type OfferCurrency = (typeof OFFER_CURRENCIES)[number];

/** $1,000,000.00 in cents: past that a price is a typo (the checkout's own limit). */
export const OFFER_MAX_PRICE = 100_000_000;
export const OFFER_MAX_PERIODS = 36;
export const OFFER_MAX_TRIAL_DAYS = 90;
export const OFFER_MAX_DAY_PASSES = 100;
export const OFFER_PRODUCTS = ['on-demand', 'live'] as const;

export const studioOfferMessages = {
  exists: 'An offer with this key exists already',
  notFound: 'No offer has this id',
  sold: 'This offer has been bought: its kind, period, currency and what it grants cannot change (its holders keep what they bought). Make a new offer instead.',
  orderMismatch: 'must list every offer once',
} as const;

const wholeNumber = 'must be a whole number';
/** A number field left empty (or not a number) says so, not zod's own words. */
const number = () => z.number({ error: 'must be a number' });

const shape = {
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be 1 to 40 lower-case letters, digits or dashes'),
  title: z.string().trim().min(1, 'must be given').max(80, 'must be at most 80 characters'),
  kind: z.enum(['subscription', 'one-time']),
  /** A subscription's billing period, or how long a pass lasts; null only for a pass of day passes. */
  period: z.enum(['month', 'year']).nullable(),
  periodCount: number()
    .int(wholeNumber)
    .min(1, 'must be at least 1')
    .max(OFFER_MAX_PERIODS, `must be at most ${OFFER_MAX_PERIODS}`),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => (OFFER_CURRENCIES as readonly string[]).includes(code), {
      message: `must be one of ${OFFER_CURRENCIES.join(', ')}`,
    }),
  /** In cents. */
  price: number()
    .int('must be a whole number of cents')
    .min(0, 'must be at least 0')
    .max(OFFER_MAX_PRICE, `must be at most ${OFFER_MAX_PRICE}`),
  trialDays: number()
    .int(wholeNumber)
    .min(0, 'must be at least 0')
    .max(OFFER_MAX_TRIAL_DAYS, `must be at most ${OFFER_MAX_TRIAL_DAYS}`),
  audience: z.enum(['everyone', 'members', 'non-members']),
  grantsProducts: z.array(z.enum(OFFER_PRODUCTS)).max(2),
  grantsDayPasses: number()
    .int(wholeNumber)
    .min(0, 'must be at least 0')
    .max(OFFER_MAX_DAY_PASSES, `must be at most ${OFFER_MAX_DAY_PASSES}`),
  shownOnPricing: z.boolean(),
};

type Terms = {
  kind: 'subscription' | 'one-time';
  period: 'month' | 'year' | null;
  price: number;
  trialDays: number;
  grantsProducts: readonly string[];
  grantsDayPasses: number;
};

/** The rules between an offer's fields, each named by the field to fix (the server checks an edit's result too). */
export function offerTermsProblems(terms: Terms): { path: keyof typeof shape; message: string }[] {
  const problems: { path: keyof typeof shape; message: string }[] = [];
  if (terms.kind === 'subscription' && terms.period === null)
    problems.push({ path: 'period', message: 'must be given for a subscription' });
  if (terms.kind === 'one-time' && terms.period === null && terms.grantsProducts.length > 0)
    problems.push({ path: 'period', message: 'must be given for a pass that grants access' });
  if (terms.kind === 'one-time' && terms.trialDays > 0)
    problems.push({ path: 'trialDays', message: 'must be 0 for a pass (only subscriptions have a trial)' });
  if (terms.kind === 'subscription' && terms.price === 0)
    problems.push({ path: 'price', message: 'must be more than 0 for a subscription' });
  if (terms.grantsProducts.length === 0 && terms.grantsDayPasses === 0)
    problems.push({ path: 'grantsProducts', message: 'must grant access or day passes' });
  if (new Set(terms.grantsProducts).size !== terms.grantsProducts.length)
    problems.push({ path: 'grantsProducts', message: 'must name each product once' });
  return problems;
}

const checkTerms = (terms: Terms, context: z.RefinementCtx) => {
  for (const { path, message } of offerTermsProblems(terms))
    context.addIssue({ code: 'custom', path: [path], message });
};

/** POST /api/studio/offers. */
export const studioOfferCreateSchema = z
  .object({
    ...shape,
    period: shape.period.default(null),
    periodCount: shape.periodCount.default(1),
    trialDays: shape.trialDays.default(0),
    audience: shape.audience.default('everyone'),
    grantsProducts: shape.grantsProducts.default([]),
    grantsDayPasses: shape.grantsDayPasses.default(0),
    shownOnPricing: shape.shownOnPricing.default(true),
  })
  .strict()
  .superRefine(checkTerms);
export type StudioOfferCreate = z.input<typeof studioOfferCreateSchema>;

/**
 * PATCH /api/studio/offers/:id: the fields to change. The key stays (links and coupons name it); a
 * changed price is for new purchases: running subscriptions keep theirs (decision 053).
 */
export const studioOfferEditSchema = z
  .object({
    title: shape.title,
    kind: shape.kind,
    period: shape.period,
    periodCount: shape.periodCount,
    currency: shape.currency,
    price: shape.price,
    trialDays: shape.trialDays,
    audience: shape.audience,
    grantsProducts: shape.grantsProducts,
    grantsDayPasses: shape.grantsDayPasses,
    shownOnPricing: shape.shownOnPricing,
    /** True brings a retired offer back. */
    active: z.boolean(),
  })
  .partial()
  .strict();
export type StudioOfferEdit = z.infer<typeof studioOfferEditSchema>;

/** The fields an offer keeps once bought: its holders keep what they bought. */
export const OFFER_FIXED_ONCE_SOLD = [
  'kind',
  'period',
  'periodCount',
  'currency',
  'grantsProducts',
  'grantsDayPasses',
] as const;

/** POST /api/studio/offers/:id/retire: why, for the log (optional). */
export const studioOfferRetireSchema = z
  .object({ reason: z.string().trim().max(500, 'must be at most 500 characters').default('') })
  .strict();
export type StudioOfferRetire = z.input<typeof studioOfferRetireSchema>;

/** PUT /api/studio/offers/order: every offer's id, in the new order. */
export const studioOfferOrderSchema = z
  .object({ ids: z.array(z.string().min(1).max(40)).min(1).max(500) })
  .strict();

export const studioOfferParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });

export const studioOfferSchema = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  kind: shape.kind,
  period: shape.period,
  periodCount: z.number().int(),
  currency: z.string(),
  price: z.number().int(),
  trialDays: z.number().int(),
  audience: shape.audience,
  grantsProducts: z.array(z.string()),
  grantsDayPasses: z.number().int(),
  shownOnPricing: z.boolean(),
  active: z.boolean(),
  position: z.number().int(),
  /** A special offer the console does not edit the grants of (the 24-hour pass's tag and hours). */
  special: z.boolean(),
  /** Orders paid for it: its kind, period, currency and grants are fixed. */
  sold: z.boolean(),
  /** Running subscriptions on it (they keep their own price). */
  subscribers: z.number().int(),
  /** Its current Stripe Price, when Stripe is set up and Relevé made one. */
  stripePriceId: z.string().nullable(),
});
export type StudioOffer = z.infer<typeof studioOfferSchema>;

export const studioOfferListSchema = z.object({
  offers: z.array(studioOfferSchema),
  /** Whether the server has Stripe's keys: prices are made at Stripe on save. */
  stripe: z.boolean(),
});
export type StudioOfferList = z.infer<typeof studioOfferListSchema>;

export const studioOfferAnswerSchema = z.object({ offer: studioOfferSchema });
export const studioOffersAnswerSchema = z.object({ offers: z.array(studioOfferSchema) });
