import { z } from 'zod';
import { giftIds } from './promotion-rules';

/** The promotions' API (issue 17; accounts-and-billing.md §3, §7). */
export const promotionPaths = {
  promotions: '/api/promotions',
  /** §7: the promotional page's counts, polled every 30 s. */
  blackFridayStats: '/api/promos/black-friday',
  newsletterConfirm: '/api/newsletter/confirm',
} as const;

export const giftSchema = z.object({
  id: z.enum(giftIds),
  title: z.string(),
  /** Left in stock; -1 when not counted. */
  remaining: z.int().min(-1),
  requiresUSAddress: z.boolean(),
});
export type Gift = z.infer<typeof giftSchema>;

export const promotionSchema = z.object({
  id: z.string(),
  kind: z.enum(['promo-pricing', 'new-year-sale', 'vita']),
  title: z.string(),
  /** ms since the epoch (§3). */
  startTime: z.number(),
  endTime: z.number(),
  offerKeys: z.string().array(),
  giftOfferKey: z.string().nullable(),
  couponCode: z.string().nullable(),
  gifts: giftSchema.array(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** GET /api/promotions: those not yet ended, soonest first. */
export const promotionsAnswerSchema = z.object({ promotions: promotionSchema.array() });

/** GET /api/promos/black-friday (§7): `data` absent when no promotional page is on. */
export const promoStatsAnswerSchema = z.object({
  data: z.object({ inspirationCollections: z.int().min(-1), calendars: z.int().min(-1) }).optional(),
});

/**
 * The newsletter link's e-mail and its token: the studio's signature of that e-mail (HMAC with the
 * server's secret, decision 027), so only a link the studio made activates the pass.
 */
export const newsletterConfirmRequestSchema = z.strictObject({
  email: z.email().max(254),
  token: z
    .string()
    .max(100)
    .regex(/^[\w-]+$/, 'must be the token of the newsletter link'),
});

/**
 * Whether the confirmed reader may activate the 24-hour pass now (pass24Refusal); when not (already
 * entitled, or the pass was used), the page goes to /.
 */
export const newsletterConfirmAnswerSchema = z.object({ canActivate: z.boolean() });
