import type { z } from 'zod';
import { WebhookVerificationError } from './payment-provider';

/**
 * A signed webhook's body checked against the shape Relevé reads from it (decision 029): a provider's
 * own machines signed it, but a body Relevé cannot read must answer 400, saying what is wrong, not
 * fail halfway through applying it (500, and the provider would retry it for days).
 */
export function readWebhookBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  throw new WebhookVerificationError(`The event is malformed. ${details}`);
}
