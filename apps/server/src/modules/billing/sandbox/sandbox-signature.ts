import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadSecretFile } from '../../../config/secret-file';

/** The header carrying a sandbox webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`, like Stripe's. */
export const SANDBOX_SIGNATURE_HEADER = 'releve-sandbox-signature';

/** A delivery signed longer ago than this is refused, so a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Signs a body at `now` (seconds): the header value to send with it. */
export function signSandboxWebhook(secret: string, body: string, now: number): string {
  const timestamp = Math.floor(now);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Why a signature is refused, or null when it checks out (any v1 may match, as during a key change). */
export function sandboxSignatureProblem(
  secret: string,
  body: string,
  header: string | undefined,
  now: number,
): string | null {
  if (!header) return 'No signature';
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) return 'Malformed signature';
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'Signature too old';
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'Signature does not match';
}

/**
 * The secret the sandbox signs its webhooks with, generated on first start into
 * DATA_DIR/sandbox-webhook-secret (owner-readable only), like the other secrets. Several processes
 * starting at once agree on one file.
 */
export function loadSandboxWebhookSecret(dataDir: string): string {
  return loadSecretFile(dataDir, 'sandbox-webhook-secret', 'whsec_');
}
