import { readFileSync } from 'node:fs';
import path from 'node:path';
import { billingPaths } from '@releve/contracts';
import { insertDemoOffers } from '@releve/db/seed';
import type { LightMyRequestResponse } from 'fastify';
import { builtInConfigDir } from '../../../../config/site-configs';
import type { SignedIn } from '../../../../testing/accounts';
import { createTestApp, type TestApp, writeSiteConfig } from '../../../../testing/test-app';
import type { StripeObject } from './stand-in-books';
import { StripeStandIn } from './stripe-stand-in';

export { StripeStandIn };

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_releve_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_releve_stand_in_secret',
};
export const origin = { origin: 'http://localhost:3000' };
const STRIPE_SITE = 'stripest';

/** The demo studio's config, taking payments with Stripe instead of the sandbox. */
export function stripeSiteConfig(id = STRIPE_SITE) {
  const demo = JSON.parse(readFileSync(path.join(builtInConfigDir, 'relevedm.json'), 'utf8'));
  return { ...demo, id, integrations: { stripe: demo.integrations.sandbox } };
}

export interface StripeTestApp extends TestApp {
  standIn: StripeStandIn;
  /** Delivers a webhook to Relevé's Stripe route, signed as Stripe signs it; the answer. */
  deliver(
    type: string,
    object: StripeObject,
    eventId?: string,
    created?: number,
    previousAttributes?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse>;
}

/** The server with the demo offers, a site config choosing Stripe, and the SDK pointed at a stand-in. */
export async function createStripeTestApp(env: Record<string, string> = {}): Promise<StripeTestApp> {
  const standIn = await StripeStandIn.start();
  const t = await createTestApp({
    ...env,
    ...STRIPE_TEST_KEYS,
    STRIPE_API_URL: standIn.url,
    DEFAULT_CONFIG_SOURCE: STRIPE_SITE,
  });
  writeSiteConfig(t.dataDir, STRIPE_SITE, stripeSiteConfig());
  await insertDemoOffers(t.database.db);
  return {
    ...t,
    standIn,
    deliver(type, object, eventId, created, previousAttributes) {
      const { payload, headers } = standIn.signedEvent(
        type,
        object,
        STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
        eventId,
        created,
        previousAttributes,
      );
      return t.app.inject({ method: 'POST', url: billingPaths.webhook('stripe'), payload, headers });
    },
    async close() {
      await t.close();
      await standIn.close();
    },
  };
}

/** Opens a checkout session as `member`; the answer. */
export function openCheckout(t: TestApp, member: SignedIn, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: billingPaths.checkoutSession,
    headers: { cookie: member.cookie, ...origin },
    payload: { redirectUrl: '/?u=finalize-payment', cancelUrl: '/pricing', ...body },
  });
}

/** The Checkout Session Relevé asked the stand-in for last. */
export function lastSessionRequest(standIn: StripeStandIn) {
  const sent = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1);
  if (!sent) throw new Error('No Checkout Session was created');
  return sent.body;
}

/** Opens a checkout for `key` and has the buyer pay on "Stripe's page"; the order and completed session. */
export async function buyWithStripe(t: StripeTestApp, member: SignedIn, body: Record<string, unknown>) {
  const opened = await openCheckout(t, member, body);
  if (opened.statusCode !== 200) throw new Error(`checkout failed: ${opened.body}`);
  const { orderId, url } = opened.json() as { orderId: string; url: string };
  const sessionId = url.split('/c/pay/')[1] ?? '';
  return { orderId, sessionId, session: t.standIn.books.completeSession(sessionId) };
}
