import type { Env } from '../../../config/env';

/** Said at start-up and on `/healthz` while a studio open to the world sells through the sandbox. */
export const SANDBOX_TAKES_PAYMENTS =
  'Payments go to the sandbox provider: any test card buys access and no money is taken. ' +
  'Configure Stripe (STRIPE_* settings and integrations.stripe in the site config) before selling.';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A public address other people can reach: not this machine's own. */
export function isPublicAddress(url: string | undefined): boolean {
  if (!url) return false;
  const { hostname } = new URL(url);
  return !LOCAL_HOSTS.has(hostname) && !hostname.endsWith('.localhost');
}

/**
 * The warning when the sandbox takes payments on a server meant for real buyers: run in production
 * (NODE_ENV, production by default) or reachable at a public address (decision 029).
 */
export function sandboxInProductionWarning(
  env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL'>,
  sandboxTakesPayments: boolean,
): string | null {
  if (!sandboxTakesPayments) return null;
  return env.NODE_ENV === 'production' || isPublicAddress(env.PUBLIC_URL) ? SANDBOX_TAKES_PAYMENTS : null;
}
