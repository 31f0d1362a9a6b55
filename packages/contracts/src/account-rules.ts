import { PASS24 } from './promotion-rules';

/**
 * Tags that grant or refuse something (decision 027): only the server puts them on an account or takes
 * them off (fulfilment, the admin commands); the tags route (POST /api/users/{id}/tags) refuses a change
 * of any of them. `pass24` marks the newsletter's 24-hour pass (has24HourPass reads it).
 */
export const SERVER_OWNED_TAGS: readonly string[] = [PASS24];

export const isServerOwnedTag = (tag: string) => SERVER_OWNED_TAGS.includes(tag);

/** The first server-owned tag the request would add or remove, or null when it changes none. */
export function serverOwnedTagChanged(
  current: readonly string[],
  requested: readonly string[],
): string | null {
  for (const tag of SERVER_OWNED_TAGS) {
    if (current.includes(tag) !== requested.includes(tag)) return tag;
  }
  return null;
}

/** The server's words for a refused tag change. */
export const serverOwnedTagMessage = (tag: string) =>
  `The tag ${tag} is set by the studio: it cannot be added or removed here`;

/**
 * What waits until the member opens the link e-mailed to their address (decision 027); browsing,
 * buying and everything else do not wait.
 */
export const emailVerificationMessages = {
  required:
    'Confirm your e-mail address first: open the link we e-mailed you (My Account can send a new one).',
  alreadyVerified: 'Your e-mail address is already confirmed',
  /** An expired, used or altered link (better-auth's TOKEN_EXPIRED / INVALID_TOKEN). */
  invalidLink: 'This confirmation link is not valid any more. Ask for a new one from your account.',
} as const;

/** The spec's "delete" refusal when the payment provider cannot stop the member's subscription. */
export const ACCOUNT_DELETION_PROVIDER_DOWN =
  'We could not reach the payment provider to stop your subscription, so your account was not deleted. Please try again in a few minutes.';
