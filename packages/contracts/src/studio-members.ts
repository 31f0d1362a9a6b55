import { z } from 'zod';
import { subscriptionSchema, transactionsSchema } from './billing';
import { staffRoleSchema } from './studio';
import { auditEntrySchema } from './studio-audit';
import { DEVICE_KINDS } from './viewport';
import { weekDays } from './week-plan';

/*
 * The console's Members list (issue 35, decision 047): its query, which the server checks and the
 * console keeps in its address (`/studio/members?segment=past-due&q=ana`), its pages and its CSV.
 * What puts a member in a segment is said in decision 047 and done in the server's one SQL query.
 */

/** The segments, in the order the console shows them; `all` is no segment. A member may be in several. */
export const MEMBER_SEGMENTS = [
  'trial',
  'subscription',
  'pass',
  'day-passes',
  'past-due',
  'cancelled',
  'paused',
  'newsletter-pass',
  'none',
] as const;
export type MemberSegment = (typeof MEMBER_SEGMENTS)[number];

export const STUDIO_MEMBERS_PAGE_SIZE = 25;

export const studioMemberQuerySchema = z
  .object({
    /** Part of a name or an e-mail. */
    q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
    segment: z.enum(MEMBER_SEGMENTS, { error: `must be one of ${MEMBER_SEGMENTS.join(', ')}` }).optional(),
    page: z.coerce
      .number({ error: 'must be a page number from 1' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(100_000, 'must be at most 100000')
      .default(1),
  })
  .strict();
export type StudioMemberQuery = z.infer<typeof studioMemberQuerySchema>;
export type StudioMemberQueryInput = z.input<typeof studioMemberQuerySchema>;

/** The CSV takes the list's filter, not its page: every matching member. */
export const studioMemberCsvQuerySchema = studioMemberQuerySchema.omit({ page: true });
export type StudioMemberCsvQuery = z.infer<typeof studioMemberCsvQuerySchema>;

const instant = z.iso.datetime({ offset: true });

/** What one member holds, in fields the console words ("renews on 3 March", "3 day passes left"). */
export const studioMemberRowSchema = z.object({
  id: z.string(),
  /** First and last name, else the e-mail (as everywhere in Relevé). */
  name: z.string(),
  email: z.string(),
  joinedAt: instant,
  /** Staff are listed too, marked. */
  staffRole: staffRoleSchema.nullable(),
  segments: z.array(z.enum(MEMBER_SEGMENTS)),
  /** The member's current subscription (not ended), the latest if several. */
  subscription: z
    .object({
      offerTitle: z.string(),
      status: z.string(),
      /** When it next charges (null: it will not, it is cancelled or waiting on a failed payment). */
      nextChargeAt: instant.nullable(),
      /** Access paid (or in trial) until then. */
      periodEnd: instant,
      cancelAtPeriodEnd: z.boolean(),
      /** A failed renewal: access held until then while the provider tries again. */
      graceUntil: instant.nullable(),
      /** Paused by the member (issue 35): nothing is charged until then. */
      pausedUntil: instant.nullable(),
    })
    .nullable(),
  /** The last expiry of the running passes (neither renewing nor a day's), null without one. */
  passUntil: instant.nullable(),
  dayPassesLeft: z.number(),
  /**
   * Renewing access held without a subscription behind it (an owner's recurring grant): its type and
   * when its current period ends; null otherwise (a subscription says it in `subscription`).
   */
  renewingAccess: z.object({ type: z.enum(['on-demand', 'live']), until: instant }).nullable(),
});
export type StudioMemberRow = z.infer<typeof studioMemberRowSchema>;

export const studioMemberPageSchema = z.object({
  members: z.array(studioMemberRowSchema),
  /** Members matching the search and the segment. */
  total: z.number(),
  /** Members matching the search in each segment, and in all (`all`). */
  counts: z.record(z.enum([...MEMBER_SEGMENTS, 'all']), z.number()),
  page: z.number(),
  pageSize: z.number(),
});
export type StudioMemberPage = z.infer<typeof studioMemberPageSchema>;

export const studioMemberPaths = {
  list: '/api/studio/members',
  csv: '/api/studio/members.csv',
  grants: (userId: string) => `/api/studio/members/${encodeURIComponent(userId)}/grants`,
  dayPasses: (userId: string) => `/api/studio/members/${encodeURIComponent(userId)}/day-passes`,
  detail: (userId: string) => `/api/studio/members/${encodeURIComponent(userId)}`,
  receipt: (userId: string, transactionId: string) =>
    `/api/studio/members/${encodeURIComponent(userId)}/payments/${encodeURIComponent(transactionId)}/receipt`,
  refund: (userId: string, transactionId: string) =>
    `/api/studio/members/${encodeURIComponent(userId)}/payments/${encodeURIComponent(transactionId)}/refund`,
  subscriptionCancel: (userId: string) =>
    `/api/studio/members/${encodeURIComponent(userId)}/subscription/cancel`,
  subscriptionResume: (userId: string) =>
    `/api/studio/members/${encodeURIComponent(userId)}/subscription/resume`,
  passwordReset: (userId: string) => `/api/studio/members/${encodeURIComponent(userId)}/password-reset`,
  email: (userId: string) => `/api/studio/members/${encodeURIComponent(userId)}/email`,
  revoke: (userId: string, productId: number) =>
    `/api/studio/members/${encodeURIComponent(userId)}/products/${productId}/revoke`,
  export: (userId: string) => `/api/studio/members/${encodeURIComponent(userId)}/export`,
  remove: (userId: string) => `/api/studio/members/${encodeURIComponent(userId)}/remove`,
} as const;

/** Why a staff member changed a member's account: required, kept in the activity log. */
const staffReason = z.string().trim().min(1, 'needs a reason').max(500, 'must be at most 500 characters');

/** The longest free access a grant gives at once: ten years. */
export const GRANT_MAX_DAYS = 3650;

/**
 * An owner gives a member free access (issue 35): on-demand or live, for a number of days from now,
 * with the reason the audit log keeps. `key` is made once per dialog: the same grant sent again (a
 * retry after a timeout) grants once.
 */
export const studioGrantSchema = z
  .object({
    type: z.enum(['on-demand', 'live'], { error: 'must be on-demand or live' }),
    days: z
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(GRANT_MAX_DAYS, `must be at most ${GRANT_MAX_DAYS} days`),
    reason: staffReason,
    key: z.uuid('must be a grant key'),
  })
  .strict();
export type StudioGrant = z.infer<typeof studioGrantSchema>;

/** Day passes an owner adds (positive) or takes away (negative), with the reason the audit log keeps. */
export const studioDayPassChangeSchema = z
  .object({
    change: z
      .number({ error: 'must be a number of day passes' })
      .int('must be a whole number of day passes')
      .min(-100, 'must remove at most 100 day passes')
      .max(100, 'must add at most 100 day passes')
      .refine((change) => change !== 0, 'must add or remove at least one day pass'),
    reason: staffReason,
  })
  .strict();
export type StudioDayPassChange = z.infer<typeof studioDayPassChangeSchema>;
export const studioDayPassAnswerSchema = z.object({ dayPassesLeft: z.number().int() });

export const studioGrantAnswerSchema = z.object({
  type: z.enum(['on-demand', 'live']),
  expiresAt: z.string(),
  /** False when this key had granted already: nothing new was given. */
  granted: z.boolean(),
});
export type StudioGrantAnswer = z.infer<typeof studioGrantAnswerSchema>;

/** How many of a member's latest entries each part of their page lists (the rest: the CSV, the log). */
export const MEMBER_PAGE_LIMIT = 50;

/** A product the member holds or held: what it gives, from when to when, and where it came from. */
export const memberProductSchema = z.object({
  id: z.number(),
  type: z.enum(['on-demand', 'live']),
  startedAt: instant,
  expiresAt: instant,
  recurring: z.boolean(),
  /** `order:…` for a purchase, `studio-grant:…` from the console, `admin`, `seed`, `import`, `day-pass`. */
  source: z.string(),
  /** Still giving access now. */
  running: z.boolean(),
  /** A subscription keeps it (moves its end at each renewal): only ending the subscription ends it. */
  heldBySubscription: z.boolean(),
});
export type MemberProduct = z.infer<typeof memberProductSchema>;

/** Whether an owner may revoke a product: running, and not one a subscription would give back. */
export const mayRevokeProduct = (product: Pick<MemberProduct, 'running' | 'heldBySubscription'>) =>
  product.running && !product.heldBySubscription;

/** One class a member watched: how far, how long, how often finished, last on which kind of device. */
export const memberWatchSchema = z.object({
  mediaId: z.string(),
  title: z.string(),
  lastWatchedAt: instant,
  /** Minutes of the class seen: the furthest point of each viewing, added up (decision 048). */
  minutes: z.number(),
  /** How far into the class the member is now, 0 to 1. */
  completion: z.number(),
  timesFinished: z.number(),
  device: z.enum(DEVICE_KINDS).nullable(),
});
export type MemberWatch = z.infer<typeof memberWatchSchema>;

/** A class in the member's week plan, on its day (the plan's own order, Sunday first). */
export const memberPlanEntrySchema = z.object({
  day: z.enum(weekDays),
  mediaId: z.string(),
  title: z.string(),
});

export const memberReservationSchema = z.object({
  classId: z.number(),
  title: z.string(),
  startsAt: instant,
  reservedAt: instant,
  /** The studio cancelled the class. */
  cancelled: z.boolean(),
  /** The member was given the class's link (as My Week counts it done). */
  attended: z.boolean(),
});
export type MemberReservation = z.infer<typeof memberReservationSchema>;

/**
 * GET /api/studio/members/{id}: everything the studio knows of one member, for their page in the
 * console (issue 35): the list's row, their products, billing as the member sees it on their own
 * payments page, what they watched, their week plan, reservations, and staff changes about them.
 */
export const studioMemberDetailSchema = z.object({
  member: studioMemberRowSchema,
  emailVerified: z.boolean(),
  /** The latest activity of a session still open (to the day: sessions are refreshed daily), null with none. */
  lastSeenAt: instant.nullable(),
  tags: z.array(z.string()),
  products: z.array(memberProductSchema),
  subscription: subscriptionSchema.nullable(),
  payments: transactionsSchema,
  watchHistory: z.array(memberWatchSchema),
  weekPlan: z.array(memberPlanEntrySchema),
  reservations: z.array(memberReservationSchema),
  audit: z.array(auditEntrySchema),
});
export type StudioMemberDetail = z.infer<typeof studioMemberDetailSchema>;

/**
 * An action on a member that needs nothing but why (the log keeps it): ending a product now (it stays
 * on the member's page, ended), cancelling or resuming their subscription.
 */
export const studioReasonSchema = z.object({ reason: staffReason }).strict();
export type StudioReason = z.infer<typeof studioReasonSchema>;

/**
 * An owner gives back money from one of a member's payments (issue 35): an amount in cents (at most
 * what is left of it; the server says how much beside the field), the reason the log keeps, and the
 * dialog's key, so the refund sent twice (a second click, a retry after a timeout) refunds once.
 */
export const studioRefundSchema = z
  .object({
    amount: z
      .number({ error: 'must be an amount' })
      .int('must be a whole number of cents')
      .min(1, 'must be more than nothing')
      .max(100_000_000, 'must be at most 1000000.00'),
    reason: staffReason,
    key: z.uuid('must be a refund key'),
  })
  .strict();
export type StudioRefund = z.infer<typeof studioRefundSchema>;

export const studioRefundAnswerSchema = z.object({
  /** Given back of the payment in all, this refund included. */
  refundedAmount: z.number().int(),
  status: z.enum(['succeeded', 'refunded']),
  /** False when this key had refunded already: nothing more was given back. */
  refunded: z.boolean(),
});
export type StudioRefundAnswer = z.infer<typeof studioRefundAnswerSchema>;

/** What an owner may still give back of a payment: none of a failed or disputed one. */
export function refundableAmount(payment: {
  amount: number;
  status: string;
  refundedAmount?: number | undefined;
}) {
  if (payment.status !== 'succeeded') return 0;
  return Math.max(0, payment.amount - (payment.refundedAmount ?? 0));
}

/**
 * An owner changes a member's e-mail (they lost the old inbox): the new address must be free, and is
 * unconfirmed until its link is opened; the old address is told.
 */
export const studioEmailChangeSchema = z
  .object({
    email: z
      .email('must be an e-mail address')
      .trim()
      .toLowerCase()
      .max(254, 'must be at most 254 characters'),
    reason: staffReason,
  })
  .strict();
export type StudioEmailChange = z.infer<typeof studioEmailChangeSchema>;

/**
 * An owner removes a member's account (issue 35, decision 056): the member's e-mail typed again, so
 * the wrong member is never removed by a slip, and the reason the log keeps.
 */
export const studioMemberRemovalSchema = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "must be the member's e-mail")
      .max(254, 'must be at most 254 characters'),
    reason: staffReason,
  })
  .strict();
export type StudioMemberRemoval = z.infer<typeof studioMemberRemovalSchema>;
export const studioMemberRemovedSchema = z.object({ removed: z.literal(true) });

/** What a password reset or an e-mail change from the console did: the address the e-mail went to. */
export const studioMailSentSchema = z.object({ sentTo: z.string() });
