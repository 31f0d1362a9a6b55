import { z } from 'zod';

/**
 * The console's Coupons (issue 35, decision 051): percent or amount off, for a subscription's first
 * payment, every payment or its first N, on some offers, for new or existing customers, between two
 * dates, up to a cap; one code or a batch of random ones; and who used each. The server checks the
 * same schemas and rules as the console's forms.
 */
export const studioCouponPaths = {
  list: '/api/studio/coupons',
  one: (code: string) => `/api/studio/coupons/${encodeURIComponent(code)}`,
  archive: (code: string) => `/api/studio/coupons/${encodeURIComponent(code)}/archive`,
  redemptions: (code: string) => `/api/studio/coupons/${encodeURIComponent(code)}/redemptions`,
} as const;

export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;
/** A batch's codes: the prefix, a dash, and this many random characters. */
export const COUPON_BATCH_RANDOM_LENGTH = 10;
export const COUPON_BATCH_MAX = 500;
export const COUPON_PREFIX_MAX = 32 - COUPON_BATCH_RANDOM_LENGTH - 1;
export const COUPON_MAX_PERIODS = 36;
/** An amount off is at most $100,000.00 (in minor units): a typo, not a discount, past that. */
export const COUPON_MAX_AMOUNT = 10_000_000;
export const COUPON_MAX_REDEMPTIONS = 1_000_000;
/** The list's longest page: a big batch is found by its prefix with the search. */
export const COUPON_LIST_LIMIT = 200;

export const COUPON_DURATIONS = ['once', 'forever', 'repeating'] as const;
export type CouponDuration = (typeof COUPON_DURATIONS)[number];
export const COUPON_CUSTOMERS = ['everyone', 'new', 'existing'] as const;
export type CouponCustomers = (typeof COUPON_CUSTOMERS)[number];

export const studioCouponMessages = {
  used: 'This coupon has been used: its code, kind, amount and duration cannot change. Make a new coupon instead.',
  exists: 'A coupon with this code exists already',
  notFound: 'No coupon has this code',
  unknownOffer: 'No offer has this key',
  capBelowUses: 'must be at least the number of times it was used',
} as const;

/** A code as stored: trimmed, upper-case, letters, digits and dashes. */
export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, 'must be 3 to 32 letters, digits or dashes');

const instant = z.iso.datetime({ offset: true, error: 'must be a date and time' });

/** What a coupon gives and to whom: every field but its code. */
const termsShape = {
  kind: z.enum(['percent', 'amount']),
  percentOff: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .nullable()
    .default(null),
  amountOff: z
    .number()
    .int('must be a whole number of cents')
    .min(1, 'must be more than 0')
    .max(COUPON_MAX_AMOUNT, `must be at most ${COUPON_MAX_AMOUNT}`)
    .nullable()
    .default(null),
  duration: z.enum(COUPON_DURATIONS).default('once'),
  durationPeriods: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(COUPON_MAX_PERIODS, `must be at most ${COUPON_MAX_PERIODS}`)
    .nullable()
    .default(null),
  /** The offers it may be used on (their keys); empty: every offer. */
  offerKeys: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  validFrom: instant.nullable().default(null),
  validUntil: instant.nullable().default(null),
  customers: z.enum(COUPON_CUSTOMERS).default('everyone'),
  maxRedemptions: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(COUPON_MAX_REDEMPTIONS, `must be at most ${COUPON_MAX_REDEMPTIONS}`)
    .nullable()
    .default(null),
};
const termsObject = z.object(termsShape);
export type CouponTerms = z.infer<typeof termsObject>;

/** The rules between a coupon's fields, each named by the field to fix (the server checks an edit's result too). */
export function couponTermsProblems(
  terms: Pick<
    CouponTerms,
    'kind' | 'percentOff' | 'amountOff' | 'duration' | 'durationPeriods' | 'validFrom' | 'validUntil'
  >,
): { path: keyof CouponTerms; message: string }[] {
  const problems: { path: keyof CouponTerms; message: string }[] = [];
  if (terms.kind === 'percent' && terms.percentOff === null)
    problems.push({ path: 'percentOff', message: 'must be given for a percent off' });
  if (terms.kind === 'percent' && terms.amountOff !== null)
    problems.push({ path: 'amountOff', message: 'must be empty for a percent off' });
  if (terms.kind === 'amount' && terms.amountOff === null)
    problems.push({ path: 'amountOff', message: 'must be given for an amount off' });
  if (terms.kind === 'amount' && terms.percentOff !== null)
    problems.push({ path: 'percentOff', message: 'must be empty for an amount off' });
  if (terms.duration === 'repeating' && terms.durationPeriods === null)
    problems.push({ path: 'durationPeriods', message: 'must be given for a coupon that repeats' });
  if (terms.duration !== 'repeating' && terms.durationPeriods !== null)
    problems.push({ path: 'durationPeriods', message: 'must be empty unless the coupon repeats' });
  if (terms.validFrom && terms.validUntil && Date.parse(terms.validUntil) <= Date.parse(terms.validFrom))
    problems.push({ path: 'validUntil', message: 'must be after the start' });
  return problems;
}

const checkTerms = (terms: Parameters<typeof couponTermsProblems>[0], context: z.RefinementCtx) => {
  for (const { path, message } of couponTermsProblems(terms))
    context.addIssue({ code: 'custom', path: [path], message });
};

/** One code chosen by the owner, or `count` random codes after a prefix (`SPRING-7KQ2M9X4PA`). */
export const couponCodesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), code: couponCodeSchema }),
  z.object({
    kind: z.literal('batch'),
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{1,21}$/, `must be 1 to ${COUPON_PREFIX_MAX} letters, digits or dashes`),
    count: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(COUPON_BATCH_MAX, `must be at most ${COUPON_BATCH_MAX}`),
  }),
]);
export type CouponCodes = z.infer<typeof couponCodesSchema>;

/** POST /api/studio/coupons. */
export const studioCouponCreateSchema = z
  .object({ codes: couponCodesSchema, ...termsShape })
  .strict()
  .superRefine(checkTerms);
export type StudioCouponCreate = z.input<typeof studioCouponCreateSchema>;

/** PATCH /api/studio/coupons/:code: the fields to change; a used coupon keeps its code, kind, amount and duration. */
export const studioCouponEditSchema = z
  .object({
    code: couponCodeSchema,
    kind: termsShape.kind,
    percentOff: termsShape.percentOff.removeDefault(),
    amountOff: termsShape.amountOff.removeDefault(),
    duration: z.enum(COUPON_DURATIONS),
    durationPeriods: termsShape.durationPeriods.removeDefault(),
    offerKeys: termsShape.offerKeys.removeDefault(),
    validFrom: instant.nullable(),
    validUntil: instant.nullable(),
    customers: z.enum(COUPON_CUSTOMERS),
    maxRedemptions: termsShape.maxRedemptions.removeDefault(),
    active: z.boolean(),
  })
  .partial()
  .strict();
export type StudioCouponEdit = z.infer<typeof studioCouponEditSchema>;

/** The fields a coupon keeps once an order used it. */
export const COUPON_FIXED_ONCE_USED = [
  'code',
  'kind',
  'percentOff',
  'amountOff',
  'duration',
  'durationPeriods',
] as const;

export const studioCouponParamsSchema = z.object({ code: couponCodeSchema });

export const studioCouponQuerySchema = z
  .object({
    q: z.string().trim().max(40).default(''),
    show: z.enum(['current', 'archived']).default('current'),
  })
  .strict();
export type StudioCouponQuery = z.infer<typeof studioCouponQuerySchema>;

export const studioCouponSchema = termsObject.extend({
  code: z.string(),
  timesRedeemed: z.number().int(),
  active: z.boolean(),
  batchId: z.string().nullable(),
  createdAt: z.string(),
});
export type StudioCoupon = z.infer<typeof studioCouponSchema>;

/** An offer a coupon may name, for the form's choices. */
export const studioCouponOfferSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['subscription', 'one-time']),
  period: z.enum(['month', 'year']).nullable(),
  currency: z.string(),
  active: z.boolean(),
});
export type StudioCouponOffer = z.infer<typeof studioCouponOfferSchema>;

export const studioCouponListSchema = z.object({
  coupons: z.array(studioCouponSchema),
  /** How many match, of which `coupons` holds the newest COUPON_LIST_LIMIT. */
  total: z.number().int(),
  offers: z.array(studioCouponOfferSchema),
});
export type StudioCouponList = z.infer<typeof studioCouponListSchema>;

export const studioCouponsAnswerSchema = z.object({ coupons: z.array(studioCouponSchema) });
export const studioCouponAnswerSchema = z.object({ coupon: studioCouponSchema });

export const studioCouponRedemptionSchema = z.object({
  orderId: z.string(),
  /** The member who used it; null once they deleted their account. */
  member: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  offerTitle: z.string(),
  amountOff: z.number().int(),
  currency: z.string(),
  redeemedAt: z.string(),
});
export type StudioCouponRedemption = z.infer<typeof studioCouponRedemptionSchema>;
export const studioCouponRedemptionsSchema = z.object({
  code: z.string(),
  redemptions: z.array(studioCouponRedemptionSchema),
});
export type StudioCouponRedemptions = z.infer<typeof studioCouponRedemptionsSchema>;

/** Where a coupon stands for a checkout at `now`: the list's badge. */
export type CouponState = 'archived' | 'scheduled' | 'ended' | 'used-up' | 'active';
export function couponState(
  coupon: Pick<StudioCoupon, 'active' | 'validFrom' | 'validUntil' | 'maxRedemptions' | 'timesRedeemed'>,
  now: Date,
): CouponState {
  if (!coupon.active) return 'archived';
  if (coupon.validUntil && Date.parse(coupon.validUntil) <= now.getTime()) return 'ended';
  if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions) return 'used-up';
  if (coupon.validFrom && Date.parse(coupon.validFrom) > now.getTime()) return 'scheduled';
  return 'active';
}

/** Stripe's `duration_in_months` for a repeating coupon: N periods of the offer (a year is 12 months). */
export function couponMonths(periods: number, period: 'month' | 'year', count = 1): number {
  return periods * count * (period === 'year' ? 12 : 1);
}
