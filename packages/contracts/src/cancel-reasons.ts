import { z } from 'zod';

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

/** Body of POST /api/me/subscription/cancel: both fields optional; an unknown code is a 400; text is trimmed. */
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
