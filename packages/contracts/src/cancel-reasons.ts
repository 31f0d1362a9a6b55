import { z } from 'zod';
import { isDay } from './zoned-time';

/** Issue 35: why a member cancels (optional; answering never blocks the one-step cancel). */
export const cancelReasonCodes = [
  'too-expensive',
  'not-enough-time',
  'missing-classes',
  'technical-problems',
  'taking-a-break',
  'other',
] as const;
export type CancelReasonCode = (typeof cancelReasonCodes)[number];

export const cancelReasonTextMax = 500;

/** Body of POST /api/billing/subscription/cancel (none at all is the same as `{}`): both fields optional; an unknown code is a 400; text is trimmed. */
export const subscriptionCancelRequestSchema = z.strictObject({
  reason: z.enum(cancelReasonCodes).optional(),
  text: z
    .string()
    .trim()
    .max(cancelReasonTextMax)
    .optional()
    .transform((t) => (t ? t : undefined)),
});
export type SubscriptionCancelRequest = z.infer<typeof subscriptionCancelRequestSchema>;
/** What a client sends (the text before it is trimmed). */
export type SubscriptionCancelInput = z.input<typeof subscriptionCancelRequestSchema>;

/*
 * The console's Cancellations (decision 050): why members cancelled, between two of the studio's days.
 */
export const studioCancellationPaths = {
  list: '/api/studio/cancellations',
  /** Whether members are offered a pause instead of cancelling (issue 35). */
  settings: '/api/studio/cancellations/settings',
} as const;

export const studioCancellationSettingsSchema = z.strictObject({ pauseOffered: z.boolean() });
export type StudioCancellationSettings = z.infer<typeof studioCancellationSettingsSchema>;

/** The longest range the console asks for at once: a year and a day. */
export const CANCELLATIONS_MAX_DAYS = 366;
/** The latest cancellations the console lists (the counts cover the whole range). */
export const CANCELLATIONS_LISTED = 50;

const studioDay = z.string().refine(isDay, 'must be a day (YYYY-MM-DD)');

/** `?from=&to=`: the studio's days, both included; without them, the last 30 days up to today. */
export const studioCancellationQuerySchema = z
  .object({ from: studioDay.optional(), to: studioDay.optional() })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type StudioCancellationQuery = z.infer<typeof studioCancellationQuerySchema>;

const instant = z.iso.datetime({ offset: true });

export const studioCancellationSchema = z.object({
  id: z.string(),
  /** When the member cancelled. */
  at: instant,
  /** The member's name (else e-mail); null once their account was deleted. */
  member: z.string().nullable(),
  offerTitle: z.string(),
  reason: z.enum(cancelReasonCodes).nullable(),
  text: z.string().nullable(),
  /** They renewed after cancelling. */
  renewedAt: instant.nullable(),
});
export type StudioCancellation = z.infer<typeof studioCancellationSchema>;

/** Counts per reason (`none`: cancelled without saying why), in the range; the latest entries. */
export const studioCancellationReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  total: z.number().int(),
  /** Of them, renewed since. */
  renewed: z.number().int(),
  counts: z.record(z.enum([...cancelReasonCodes, 'none']), z.number().int()),
  recent: z.array(studioCancellationSchema),
});
export type StudioCancellationReport = z.infer<typeof studioCancellationReportSchema>;
