import { z } from 'zod';
import { staffRoleSchema } from './studio';

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
