import { z } from 'zod';
import { isDay } from './zoned-time';

/**
 * The audit log (decision 036) as the owner reads it in Settings › Activity: its kinds of change,
 * its filters and its pages. The server validates the filters with these schemas and the console
 * builds its address from them, so the two agree on every name and value.
 */

/** What a console change is, `area.verb`: every `recordStudioChange` names one of these. */
export const STUDIO_CHANGE_ACTIONS = [
  'staff.role',
  'class.create',
  'class.update',
  'class.publish',
  'class.schedule',
  'class.unpublish',
  'class.delete',
  'class.bulk-edit',
  'class.poster',
  'upload.create',
  'upload.cancel',
  'upload.refuse',
  'video.retry',
  'video.chapters',
  'video.counts',
  'video.angle-remove',
  'video.captions',
  'magazine.upload',
  'magazine.update',
  'magazine.publish',
  'magazine.unpublish',
  'magazine.retry',
  'magazine.delete',
  'resource.upload',
  'resource.update',
  'resource.delete',
  'program.create',
  'program.update',
  'program.publish',
  'program.retire',
  'program.duplicate',
  'program.reorder',
  'live.create',
  'live.update',
  'live.cancel',
  'live.recording',
  'live.break',
  'live.day-names',
  'home.publish',
  'home.daily',
  'playlist.create',
  'playlist.update',
  'playlist.delete',
  'collection.create',
  'collection.update',
  'collection.delete',
  'series.create',
  'series.update',
  'series.delete',
  'member.grant',
  'member.day-passes',
  'member.revoke',
  'member.refund',
  'member.subscription-cancel',
  'member.subscription-resume',
  'member.password-reset',
  'member.email',
  'member.export',
  'member.remove',
  'coupon.create',
  'coupon.update',
  'coupon.archive',
  'offer.create',
  'offer.update',
  'offer.retire',
  'offer.reorder',
  'promotion.create',
  'promotion.update',
  'promotion.end',
  'promotion.delete',
  'billing.pause-offer',
] as const;
export type StudioChangeAction = (typeof STUDIO_CHANGE_ACTIONS)[number];

/** What the log held before the console: calls made acting as a member, and the command line's changes. */
export const MEMBER_AUDIT_ACTIONS = [
  'impersonate',
  'view-as',
  'admin-access',
  'grant',
  'revoke',
  'set-day-passes',
  'staff-role',
  'import',
] as const;

/** Every kind of entry the log holds, in the order the console offers them as a filter. */
export const AUDIT_ACTIONS = [...STUDIO_CHANGE_ACTIONS, ...MEMBER_AUDIT_ACTIONS] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Where a page of the log starts or ends: an entry's time in microseconds since 1970 (the database
 * keeps microseconds; milliseconds would skip or repeat entries made within one) and its id.
 */
export const AUDIT_CURSOR = /^(\d{1,17})_(\d{1,12})$/;
const cursorSchema = z.string().regex(AUDIT_CURSOR, 'must be a position in the log from a previous page');

const daySchema = z.string().refine(isDay, 'must be a day written YYYY-MM-DD');

/** The log's entries per page unless asked otherwise. */
export const AUDIT_PAGE_SIZE = 25;

/**
 * GET /api/studio/audit's filters: who made the change (`actor`, a user id), what kind (`action`), on
 * which days in the studio's time zone (`from`, `to`, both included); `before` or `after` an entry
 * (a cursor from the previous answer), newest first.
 */
export const auditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
    actor: z.string().min(1).max(80).optional(),
    /** The member the change was about (a member's page in the console lists theirs). */
    subject: z.string().min(1).max(80).optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'must be one of the kinds of change the log holds' }).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
    before: cursorSchema.optional(),
    after: cursorSchema.optional(),
  })
  .strict()
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
    if (query.before && query.after)
      context.addIssue({ code: 'custom', path: ['after'], message: 'cannot be given with before' });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** The filters alone, as the console keeps them in its address. */
export type AuditFilters = Pick<AuditQuery, 'actor' | 'subject' | 'action' | 'from' | 'to'>;

/** One change made in the console: who, what, when, the thing changed, before and after. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.object({ userId: z.string().nullable(), email: z.string().nullable() }),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * A page of the log, newest first. `newer` and `older` are where the next pages start (`after=` and
 * `before=`), null where there is nothing more that way; `timeZone` is the studio's, the days of the
 * filters and the times shown.
 */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  newer: z.string().nullable(),
  older: z.string().nullable(),
  limit: z.number(),
  timeZone: z.string(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/**
 * GET /api/studio/audit/actors: everyone who has made a change the log holds, former staff too (the
 * Activity page's "who" filter), by e-mail; `staff` says whether they are on the staff today.
 */
export const auditActorsSchema = z.object({
  actors: z.array(z.object({ userId: z.string(), email: z.string().nullable(), staff: z.boolean() })),
});
export type AuditActors = z.infer<typeof auditActorsSchema>;
