import { z } from 'zod';
import { giftIds, type PromotionPhase, promotionPhase } from './promotion-rules';
import { promotionSchema } from './promotions';
import { isDay } from './zoned-time';

/**
 * The console's Promotions (issue 35, decision 054): the sale windows, gifts and stock that
 * `npm run admin -- promotion ...` edits, and a preview of the promotional page at a chosen instant.
 * Times are the studio's wall clock (`2026-11-27T05:00`, the form's `datetime-local`); the server
 * turns them into instants in the studio's time zone.
 */
export const studioPromotionPaths = {
  list: '/api/studio/promotions',
  preview: '/api/studio/promotions/preview',
  one: (id: string) => `/api/studio/promotions/${encodeURIComponent(id)}`,
  end: (id: string) => `/api/studio/promotions/${encodeURIComponent(id)}/end`,
} as const;

export const PROMOTION_KINDS = ['promo-pricing', 'new-year-sale', 'vita'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_ID_PATTERN = /^[a-z0-9-]{1,40}$/;
export const PROMOTION_MAX_STOCK = 1_000_000;
export const PROMOTION_TITLE_MAX = 120;

export const studioPromotionMessages = {
  exists: 'A promotion with this id exists already',
  notFound: 'No promotion has this id',
  endAfterStart: 'must be after the start',
  notStarted: 'This promotion has not started yet: delete it, or change its dates',
  ended: 'This promotion has already ended',
} as const;

/** A wall-clock time of the studio, minutes precision: what `<input type="datetime-local">` gives. */
export const LOCAL_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;
export const isLocalTime = (text: string) => {
  const match = LOCAL_TIME_PATTERN.exec(text);
  return !!match && isDay(match[1] ?? '');
};
const localTimeSchema = z
  .string()
  .refine(isLocalTime, 'must be a date and time written YYYY-MM-DDTHH:MM (the studio’s time zone)');

const giftSchema = z.object({
  id: z.enum(giftIds),
  /** How many the studio gives in all (given out and left); null: not counted ("FREE SHIPPING"). */
  stock: z
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(PROMOTION_MAX_STOCK, `must be at most ${PROMOTION_MAX_STOCK}`)
    .nullable(),
});

const settingsShape = {
  kind: z.enum(PROMOTION_KINDS),
  title: z.string().trim().min(1, 'must be given').max(PROMOTION_TITLE_MAX),
  startsAt: localTimeSchema,
  endsAt: localTimeSchema,
  offerKeys: z.array(z.string().trim().min(1).max(80)).min(1, 'must name at least one offer').max(20),
  /** The offer a gift comes with; the first offer when gifts are given and none is named. */
  giftOfferKey: z.string().trim().min(1).max(80).nullable().default(null),
  /** The promo code the page applies (the vita code). */
  couponCode: z.string().trim().toUpperCase().min(1).max(32).nullable().default(null),
  gifts: z.array(giftSchema).max(giftIds.length).default([]),
};

export interface PromotionFormProblem {
  path: string;
  message: string;
}

/**
 * The rules between a promotion's fields, each named by the field to fix; the server checks an edit's
 * result too (and the instants: a wall time the clocks skip may move).
 */
export function promotionSettingsProblems(settings: {
  startsAt: string;
  endsAt: string;
  offerKeys: string[];
  giftOfferKey: string | null;
  gifts: { id: string }[];
}): PromotionFormProblem[] {
  const problems: PromotionFormProblem[] = [];
  if (isLocalTime(settings.startsAt) && isLocalTime(settings.endsAt) && settings.endsAt <= settings.startsAt)
    problems.push({ path: 'endsAt', message: studioPromotionMessages.endAfterStart });
  if (settings.giftOfferKey !== null && !settings.offerKeys.includes(settings.giftOfferKey))
    problems.push({ path: 'giftOfferKey', message: 'must be one of the promotion’s offers' });
  settings.gifts.forEach((gift, index) => {
    if (settings.gifts.findIndex((other) => other.id === gift.id) !== index)
      problems.push({ path: `gifts.${index}.id`, message: 'is given twice' });
  });
  return problems;
}

const checkSettings = (
  settings: Parameters<typeof promotionSettingsProblems>[0],
  context: z.RefinementCtx,
) => {
  for (const { path, message } of promotionSettingsProblems(settings))
    context.addIssue({ code: 'custom', path: path.split('.'), message });
};

/** POST /api/studio/promotions. */
export const studioPromotionCreateSchema = z
  .object({
    id: z.string().trim().regex(PROMOTION_ID_PATTERN, 'must be 1 to 40 lowercase letters, digits or dashes'),
    ...settingsShape,
  })
  .strict()
  .superRefine(checkSettings);
export type StudioPromotionCreate = z.input<typeof studioPromotionCreateSchema>;

/** PATCH /api/studio/promotions/:id: the fields to change (the id, its page's address, stays). */
export const studioPromotionEditSchema = z
  .object({
    kind: settingsShape.kind,
    title: settingsShape.title,
    startsAt: settingsShape.startsAt,
    endsAt: settingsShape.endsAt,
    offerKeys: settingsShape.offerKeys,
    giftOfferKey: settingsShape.giftOfferKey.removeDefault(),
    couponCode: settingsShape.couponCode.removeDefault(),
    gifts: settingsShape.gifts.removeDefault(),
  })
  .partial()
  .strict();
export type StudioPromotionEdit = z.infer<typeof studioPromotionEditSchema>;

export const studioPromotionParamsSchema = z.object({
  id: z.string().regex(PROMOTION_ID_PATTERN, 'must be a promotion id'),
});

/** GET /api/studio/promotions/preview?at=: what a visitor is shown at that wall-clock time. */
export const studioPromotionPreviewQuerySchema = z.object({ at: localTimeSchema }).strict();

export const studioPromotionGiftSchema = z.object({
  id: z.enum(giftIds),
  title: z.string(),
  /** Given out and left; null: not counted. */
  stock: z.number().int().nullable(),
  /** Given out with paid orders. */
  claimed: z.number().int(),
  /** Left to give; null: not counted. */
  left: z.number().int().nullable(),
});
export type StudioPromotionGift = z.infer<typeof studioPromotionGiftSchema>;

export const studioPromotionSchema = z.object({
  id: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  /** Instants (ISO 8601). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The same on the studio's wall clock, as the form shows them. */
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  offerKeys: z.array(z.string()),
  giftOfferKey: z.string().nullable(),
  couponCode: z.string().nullable(),
  gifts: z.array(studioPromotionGiftSchema),
  /** Gifts were given or orders were opened under it: it may be ended, not deleted. */
  used: z.boolean(),
});
export type StudioPromotion = z.infer<typeof studioPromotionSchema>;

export const studioPromotionListSchema = z.object({
  promotions: z.array(studioPromotionSchema),
  timeZone: z.string(),
  /** The studio's wall clock now (`YYYY-MM-DDTHH:MM`): the preview's first time. */
  now: z.string(),
  offers: z.array(z.object({ key: z.string(), title: z.string(), active: z.boolean() })),
});
export type StudioPromotionList = z.infer<typeof studioPromotionListSchema>;

export const studioPromotionAnswerSchema = z.object({ promotion: studioPromotionSchema });
export const studioPromotionDeletedSchema = z.object({ deleted: z.string() });

/**
 * The preview: the instant asked, and the promotions as GET /api/promotions answers at that instant
 * (not yet ended, soonest first); `live` names those running then.
 */
export const studioPromotionPreviewSchema = z.object({
  at: z.string(),
  timeZone: z.string(),
  promotions: z.array(promotionSchema),
  live: z.array(z.string()),
});
export type StudioPromotionPreview = z.infer<typeof studioPromotionPreviewSchema>;

/** The list's badge: where a promotion stands at `now`. */
export const studioPromotionPhase = (promotion: Pick<StudioPromotion, 'startsAt' | 'endsAt'>, now: Date) =>
  promotionPhase(
    { startTime: Date.parse(promotion.startsAt), endTime: Date.parse(promotion.endsAt) },
    now.getTime(),
  ) satisfies PromotionPhase;

/**
 * The overlap rule (decision 054): two promotions of the same kind may not run at the same time (the
 * pricing page, the home row and the promo stats each show one promotion of a kind); promotions of
 * different kinds may. Windows include their start and exclude their end, so one may start when the
 * other ends.
 */
export function windowsOverlap(
  a: { startTime: number; endTime: number },
  b: { startTime: number; endTime: number },
): boolean {
  return a.startTime < b.endTime && b.startTime < a.endTime;
}

/** A gift's stock may not go below what was given out: the problem, or null. */
export function stockProblem(stock: number | null, claimed: number): string | null {
  if (stock === null) return null;
  if (stock < 0) return 'must be 0 or more';
  return stock < claimed ? `must be at least the ${claimed} already given` : null;
}
