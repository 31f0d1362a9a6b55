import { billingPaths, NEW_CUSTOMERS_ONLY, promotionPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { insertDemoPromotions, VITA_COUPON } from '@releve/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, type SignedIn } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';
import {
  buy,
  createBillingTestApp,
  openCheckout,
  origin,
  registerUser,
  sessionIdOf,
} from '../testing/billing-test-app';
import { NEWSLETTER_LINK_PURPOSE } from './newsletter-links';
import { promotionErrors } from './promotion-checkout';
import { NEWSLETTER_EMAIL_MISMATCH } from './promotions.service';

let t: TestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
  await insertDemoPromotions(t.database.db);
});
afterAll(() => t.close());

let count = 0;
/** A signed-in reader whose address is confirmed (the newsletter pass waits for it, decision 027). */
const newReader = async () => {
  const email = `reader-${++count}@example.com`;
  const member = await registerUser(t.app, email);
  await confirmEmail(t.app, t.dataDir, email);
  return { email, ...member };
};
const productsOf = (userId: string) =>
  t.database.db.select().from(schema.product).where(eq(schema.product.userId, userId));
const tagsOf = async (userId: string) =>
  (await t.database.db.select().from(schema.user).where(eq(schema.user.id, userId)))[0]?.tags;
const confirm = (member: SignedIn | null, email: string) =>
  t.app.inject({
    method: 'POST',
    url: promotionPaths.newsletterConfirm,
    headers: { ...(member ? { cookie: member.cookie } : {}), ...origin },
    // The newsletter's link for that e-mail, as the studio makes it.
    payload: { email, token: t.app.accounts.linkSigner(NEWSLETTER_LINK_PURPOSE).sign(email.toLowerCase()) },
  });
const vita = { key: 'on-demand', coupon: VITA_COUPON };

describe('/vita: the on-demand membership, first month free, for new customers only', () => {
  it("prices a new customer's first month at $0 (discount $25) and starts the subscription", async () => {
    const reader = await newReader();
    const priced = await t.app.inject({
      method: 'POST',
      url: billingPaths.checkoutOrder,
      headers: { cookie: reader.cookie, ...origin },
      payload: vita,
    });
    expect(priced.json()).toMatchObject({
      totalPrice: 0,
      discount: { type: 'coupon', applied: true },
      priceBreakdown: { offerPrice: 2500, discountAmount: 2500 },
    });
    // The payment page says what is charged now and what follows: $0 now, then $25 a month.
    const opened = await openCheckout(t, reader, vita);
    const page = await t.app.inject({ url: billingPaths.sandboxSession(sessionIdOf(opened.json.url ?? '')) });
    expect(page.json()).toMatchObject({
      mode: 'subscription',
      amount: 0,
      recurring: { amount: 2500, period: 'month', count: 1 },
    });
    await buy(t, reader, vita);
    const [product] = await productsOf(reader.userId);
    expect(product).toMatchObject({ type: 'on-demand', isRecurring: true });
  });

  it('tells an existing member and a former member why it does not apply', async () => {
    const member = await newReader();
    await buy(t, member, { key: 'on-demand-flex' });
    const refused = await openCheckout(t, member, { ...vita, key: 'on-demand-flex' });
    expect(refused.json.message).toBe('coupon not valid');
    // The membership offer itself is for non-members: the code's own reason comes first for a former one.
    const former = await newReader();
    await buy(t, former, { key: 'on-demand-flex' });
    await t.database.db
      .update(schema.product)
      .set({
        createdAt: new Date(Date.now() - 200 * 86_400_000),
        expiresAt: new Date(Date.now() - 86_400_000),
      })
      .where(eq(schema.product.userId, former.userId));
    const formerTry = await openCheckout(t, former, vita);
    expect([formerTry.statusCode, formerTry.json.message]).toEqual([
      409,
      NEW_CUSTOMERS_ONLY['former-member'],
    ]);
    const memberTry = await openCheckout(t, member, vita);
    expect([memberTry.statusCode, memberTry.json.message]).toEqual([409, 'Already have an active access']);
  });

  it('refuses a reader who has had a trial', async () => {
    const reader = await newReader();
    await buy(t, reader, { key: 'on-demand', hasTrial: true });
    await t.database.db.delete(schema.product).where(eq(schema.product.userId, reader.userId));
    const refused = await openCheckout(t, reader, vita);
    expect([refused.statusCode, refused.json.message]).toEqual([409, NEW_CUSTOMERS_ONLY['former-member']]);
  });
});

describe("the newsletter's 24-hour pass", () => {
  it("needs a session, and the link's e-mail must be the account's (case-insensitive)", async () => {
    const reader = await newReader();
    expect((await confirm(null, reader.email)).statusCode).toBe(401);
    const other = await confirm(reader, 'someone-else@example.com');
    expect([other.statusCode, other.json().message]).toEqual([403, NEWSLETTER_EMAIL_MISMATCH]);
    const shouted = await confirm(reader, reader.email.toUpperCase());
    expect([shouted.statusCode, shouted.json()]).toEqual([200, { canActivate: true }]);
  });

  it('is activated through checkout (m=pass24) after the confirmation: exactly 24 hours, tagged pass24, once', async () => {
    const reader = await newReader();
    const early = await openCheckout(t, reader, { key: 'pass24' });
    expect([early.statusCode, early.json.message]).toEqual([403, promotionErrors.newsletterFirst]);
    await confirm(reader, reader.email);
    const opened = await openCheckout(t, reader, { key: 'pass24' });
    expect(opened.statusCode).toBe(200);
    // Nothing to pay, nothing to ship: fulfilled at once through the billing fulfilment, back home.
    expect(new URL(opened.json.url ?? '').pathname).toBe('/');
    const [pass] = await productsOf(reader.userId);
    expect(pass?.expiresAt.getTime()).toBe((pass?.createdAt.getTime() ?? 0) + 24 * 3_600_000);
    expect(await tagsOf(reader.userId)).toContain('pass24');
    const profile = await t.app.inject({ url: '/api/users/me', headers: { cookie: reader.cookie } });
    expect(profile.json().membership.has24HourPass).toBe(true);
    expect((await confirm(reader, reader.email)).json()).toEqual({ canActivate: false });
    const again = await openCheckout(t, reader, { key: 'pass24' });
    expect(again.statusCode).toBe(409);
  });

  it('is once per account, even after it ran out', async () => {
    const reader = await newReader();
    await confirm(reader, reader.email);
    await openCheckout(t, reader, { key: 'pass24' });
    await t.database.db
      .update(schema.product)
      .set({
        createdAt: new Date(Date.now() - 48 * 3_600_000),
        expiresAt: new Date(Date.now() - 24 * 3_600_000),
      })
      .where(eq(schema.product.userId, reader.userId));
    expect((await confirm(reader, reader.email)).json()).toEqual({ canActivate: false });
    const again = await openCheckout(t, reader, { key: 'pass24' });
    expect([again.statusCode, again.json.message]).toEqual([409, promotionErrors.pass24Used]);
  });

  it('is not on the price list', async () => {
    const res = await t.app.inject({ url: billingPaths.offers });
    expect(res.json().offers.map((offer: { key: string }) => offer.key)).not.toContain('pass24');
  });
});
