import { billingPaths, type UsAddress } from '@releve/contracts';
import { insertDemoOffers } from '@releve/db/seed';
import { registerUser, type SignedIn } from '../../../testing/accounts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { sandboxTestCards } from '../sandbox/test-cards';

export { sandboxTestCards };

export const origin = { origin: 'http://localhost:3000' };

/** The server with the demo offers, webhooks delivered in-process at once (no job queue). */
export async function createBillingTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  await insertDemoOffers(t.database.db);
  return t;
}

export const card = (cardNumber: string = sandboxTestCards.succeeds) => ({
  cardName: 'Anna Pavlova',
  cardNumber,
  cvc: '123',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
});

/** Opens a checkout session for `key` as `member`; the answer's JSON. */
export async function openCheckout(
  t: TestApp,
  member: SignedIn,
  body: Record<string, unknown>,
): Promise<{ statusCode: number; json: Record<string, string> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: billingPaths.checkoutSession,
    headers: { cookie: member.cookie, ...origin },
    payload: { redirectUrl: '/?u=finalize-payment', cancelUrl: '/pricing', ...body },
  });
  return { statusCode: res.statusCode, json: res.json() };
}

export const sessionIdOf = (url: string) => url.split('/checkout/sandbox/')[1] ?? '';

/** Buys `key` with a card that succeeds (and a shipping address when given): checkout, pay; the order id. */
export async function buy(
  t: TestApp,
  member: SignedIn,
  body: Record<string, unknown>,
  cardNumber?: string,
  shipping?: UsAddress,
) {
  const opened = await openCheckout(t, member, body);
  if (opened.statusCode !== 200) throw new Error(`checkout failed: ${JSON.stringify(opened.json)}`);
  const paid = await t.app.inject({
    method: 'POST',
    url: billingPaths.sandboxPay(sessionIdOf(opened.json.url ?? '')),
    payload: { ...card(cardNumber), ...(shipping ? { shipping } : {}) },
  });
  if (paid.json().status !== 'succeeded') throw new Error(`payment failed: ${paid.body}`);
  return opened.json.orderId ?? '';
}

/** The Stripe test app, for other modules' tests (a studio selling through Stripe). */
export { createStripeTestApp } from '../stripe/testing/stripe-test-app';
export { registerUser };
