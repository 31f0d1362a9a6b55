import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';
import { readOutbox, waitForMailTo } from '../../mail/testing/outbox';
import {
  card,
  createBillingTestApp,
  openCheckout,
  registerUser,
  sessionIdOf,
} from '../testing/billing-test-app';
import { promotionErrors } from './promotion-checkout';
import { PromotionsRepository } from './promotions.repository';

// Runs on PGlite and, through `npm run test:postgres`, on PostgreSQL, where the payments really race.
let t: TestApp;
let promotions: PromotionsRepository;
beforeAll(async () => {
  t = await createBillingTestApp();
  promotions = new PromotionsRepository(t.database.db);
});
afterAll(() => t.close());

const address = { name: 'Anna Pavlova', line1: '1 Barre Street', city: 'Austin', state: 'TX', zip: '73301' };
let buyers = 0;

async function saleWithCalendars(id: string, stock: number) {
  await promotions.save(
    {
      id,
      kind: 'promo-pricing',
      title: 'Black Friday',
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 3_600_000),
      offerKeys: ['on-demand-annual'],
      giftOfferKey: 'on-demand-annual',
    },
    [{ promotionId: id, giftId: 'calendar', title: '2025 Calendar', stock, requiresUSAddress: true }],
  );
}

/** `count` buyers each open a checkout for the calendar while some are left, then all pay at once. */
async function buyersPayAtOnce(promotionId: string, count: number) {
  const opened = [];
  const cookies = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const email = `gift-${++buyers}@example.com`;
    const buyer = await registerUser(t.app, email);
    // A gift waits for a confirmed address (decision 027).
    await confirmEmail(t.app, t.dataDir, email);
    const checkout = await openCheckout(t, buyer, {
      key: 'on-demand-annual',
      promoType: promotionId,
      gift: 'calendar',
    });
    expect(checkout.statusCode).toBe(200);
    opened.push(checkout.json);
    cookies.set(checkout.json.orderId ?? '', buyer.cookie);
  }
  const paid = await Promise.all(
    opened.map((checkout) =>
      t.app.inject({
        method: 'POST',
        url: billingPaths.sandboxPay(sessionIdOf(checkout.url ?? '')),
        payload: { ...card(), shipping: address },
      }),
    ),
  );
  expect(paid.map((answer) => answer.json().status)).toEqual(opened.map(() => 'succeeded'));
  const orders = await t.database.db
    .select()
    .from(schema.billingOrder)
    .where(
      inArray(
        schema.billingOrder.id,
        opened.map((checkout) => checkout.orderId ?? ''),
      ),
    );
  return orders.map((order) => ({ ...order, cookie: cookies.get(order.id) ?? '' }));
}

/** The order's status as the buyer's return page reads it. */
async function statusOf(orderId: string, cookie: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/checkout/orders/${orderId}`,
    headers: { cookie },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const emailOf = async (userId: string) =>
  (await t.database.db.select().from(schema.user).where(eq(schema.user.id, userId)))[0]?.email ?? '';

describe('the last gift', () => {
  it("goes to one of two buyers paying at the same moment; the other's order says it got none", async () => {
    await saleWithCalendars('last-one', 1);
    const orders = await buyersPayAtOnce('last-one', 2);
    expect(orders.map((order) => order.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(orders.map((order) => order.giftClaimed).sort()).toEqual([false, true]);
    const calendar = (await promotions.byId('last-one'))?.gifts[0];
    expect(calendar?.remaining).toBe(0);

    // The one who missed it is told, on the return page and by e-mail; the winner hears nothing of it.
    const [missed, won] = [false, true].map((claimed) =>
      orders.find((order) => order.giftClaimed === claimed),
    );
    if (!missed || !won) throw new Error('expected a winner and a loser');
    expect(await statusOf(missed.id, missed.cookie)).toMatchObject({
      accessGranted: true,
      giftMissed: '2025 Calendar',
    });
    expect(await statusOf(won.id, won.cookie)).not.toHaveProperty('giftMissed');
    const loser = await emailOf(missed.userId ?? '');
    await waitForMailTo(t.dataDir, loser);
    const told = (await readOutbox(t.dataDir)).filter(
      (message) => message.subject === 'About your 2025 Calendar',
    );
    expect(told.map((message) => message.to)).toEqual([loser]);
    expect(told[0]?.text).toContain('The last 2025 Calendar went to another dancer');
  });

  it('3 left among 8 buyers: exactly 3 are given, none below 0', async () => {
    await saleWithCalendars('last-three', 3);
    const orders = await buyersPayAtOnce('last-three', 8);
    expect(orders.filter((order) => order.giftClaimed === true)).toHaveLength(3);
    expect(orders.filter((order) => order.giftClaimed === false)).toHaveLength(5);
    expect((await promotions.byId('last-three'))?.gifts[0]?.remaining).toBe(0);
  });
});

describe('one account and a gift (issue 31, item 25)', () => {
  it('gets one, however many checkouts it pays at once, and is told why at the next checkout', async () => {
    await saleWithCalendars('one-each', 10);
    const buyer = await registerUser(t.app, 'gift-hoarder@example.com');
    await confirmEmail(t.app, t.dataDir, 'gift-hoarder@example.com'); // gifts wait for it (decision 027)
    const opened = [];
    for (let i = 0; i < 4; i++) {
      const checkout = await openCheckout(t, buyer, {
        key: 'on-demand-annual',
        promoType: 'one-each',
        gift: 'calendar',
      });
      expect(checkout.statusCode).toBe(200);
      opened.push(checkout.json);
    }
    const paid = await Promise.all(
      opened.map((checkout) =>
        t.app.inject({
          method: 'POST',
          url: billingPaths.sandboxPay(sessionIdOf(checkout.url ?? '')),
          payload: { ...card(), shipping: address },
        }),
      ),
    );
    expect(paid.map((answer) => answer.json().status)).toEqual(opened.map(() => 'succeeded'));
    const orders = await t.database.db
      .select()
      .from(schema.billingOrder)
      .where(eq(schema.billingOrder.promotionId, 'one-each'));
    expect(orders.map((order) => order.status)).toEqual(opened.map(() => 'fulfilled'));
    expect(orders.filter((order) => order.giftClaimed)).toHaveLength(1);
    expect((await promotions.byId('one-each'))?.gifts[0]?.remaining).toBe(9);
    const claims = await t.database.db
      .select()
      .from(schema.promotionGiftClaim)
      .where(eq(schema.promotionGiftClaim.promotionId, 'one-each'));
    expect(claims.map((claim) => claim.userId)).toEqual([buyer.userId]);

    const again = await openCheckout(t, buyer, {
      key: 'on-demand-annual',
      promoType: 'one-each',
      gift: 'calendar',
    });
    expect([again.statusCode, again.json.message]).toEqual([409, promotionErrors.giftAlreadyHad]);
  });
});
