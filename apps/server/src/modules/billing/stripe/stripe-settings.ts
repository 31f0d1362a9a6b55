import type { AppConfig } from '@releve/contracts';
import type Stripe from 'stripe';
import { EnvError } from '../../../config/env';
import type { ProviderCatalogueRepository } from '../provider-catalogue.repository';
import { StripeCatalogue } from './stripe-catalogue';
import { StripePaymentProvider } from './stripe-provider';

/** The environment variables the Stripe provider reads (config/env.ts validates them). */
export interface StripeEnv {
  /** The secret (or restricted) API key of the studio's Stripe account: `sk_test_…`, `sk_live_…`. */
  STRIPE_SECRET_KEY?: string;
  /** The signing secret of the webhook endpoint Stripe delivers to: `whsec_…`. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Another address for Stripe's API than https://api.stripe.com (tests point it at a stand-in). */
  STRIPE_API_URL?: string;
  /** The longest one call to Stripe may take, its retries included (decision 060). */
  STRIPE_TIMEOUT_MS?: number;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
  timeoutMs?: number;
}

/** Without STRIPE_TIMEOUT_MS: a checkout that Stripe leaves hanging fails within 15 s. */
const DEFAULT_TIMEOUT_MS = 15_000;
/** Retries of a call that failed on the network (with its idempotency key: never a second object). */
const NETWORK_RETRIES = 2;

const keyNames = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** The Stripe keys the environment lacks (both are needed to take payments with Stripe). */
export function missingStripeKeys(env: StripeEnv): string[] {
  return keyNames.filter((name) => !env[name]);
}

/** The provider's settings, or undefined when the keys are not both set. */
export function stripeSettingsOf(env: StripeEnv): StripeSettings | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
    ...(env.STRIPE_TIMEOUT_MS ? { timeoutMs: env.STRIPE_TIMEOUT_MS } : {}),
  };
}

/**
 * The SDK's client. The key stays inside it: it is sent only in the Authorization header of calls to
 * Stripe, and never written to a log. `apiUrl` (tests) becomes the SDK's host, port and protocol.
 */
export async function createStripeClient(
  settings: Pick<StripeSettings, 'secretKey' | 'apiUrl' | 'timeoutMs'>,
): Promise<Stripe> {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  // Imported only by a server that takes payments with Stripe: about 15 MB resident (decision 019).
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(settings.secretKey, {
    // Each try gets its share of the whole call's time, so a Stripe that hangs fails the call within
    // STRIPE_TIMEOUT_MS, retries included, and the member hears why (decision 060).
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: Math.ceil((settings.timeoutMs ?? DEFAULT_TIMEOUT_MS) / (NETWORK_RETRIES + 1)),
    telemetry: false,
    appInfo: { name: 'Relevé' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/** The Stripe provider when its keys are set; the site config decides whether checkouts use it. */
export async function createStripeProvider(
  env: StripeEnv,
  kept: ProviderCatalogueRepository,
): Promise<StripePaymentProvider | undefined> {
  const settings = stripeSettingsOf(env);
  if (!settings) return undefined;
  const stripe = await createStripeClient(settings);
  return new StripePaymentProvider(
    stripe,
    settings.webhookSecret,
    new StripeCatalogue(stripe, kept),
    settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
}

/**
 * Start-up's check (main.ts): a site config that takes payments with Stripe needs both keys, or the
 * server stops with the list, like any other bad environment.
 */
export function requireStripeKeys(env: StripeEnv, config: Pick<AppConfig, 'integrations'> | undefined): void {
  if (!config?.integrations.stripe) return;
  const missing = missingStripeKeys(env);
  if (missing.length === 0) return;
  throw new EnvError(
    missing.map(
      (name) => `${name}: must be set: the site config takes payments with Stripe (integrations.stripe)`,
    ),
  );
}
