import { billingPaths, promotionPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { insertDemoPromotions, VITA_COUPON } from '@releve/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmEmail } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';
import { OffersRepository } from '../offers.repository';
import {
  buy,
  card,
  createBillingTestApp,
  openCheckout,
  origin,
  registerUser,
  sessionIdOf,
} from '../testing/billing-test-app';
import { promotionErrors } from './promotion-checkout';
import { PromotionsRepository } from './promotions.repository';

let t: TestApp;
let promotions: PromotionsRepository;
beforeAll(async () => {
  t = await createBillingTestApp();
  await insertDemoPromotions(t.database.db);
  promotions = new PromotionsRepository(t.database.db);
  await new OffersRepository(t.database.db).addCoupon({
    code: 'free-annual',
    kind: 'percent',
    percentOff: 100,
    offerKeys: ['on-demand-annual'],
  });
});
afterEach(() => vi.useRealTimers());
afterAll(() => t.close());

// Within the hours ahead, so the test's faked clock keeps the member's session valid.
const START = new Date(Math.ceil(Date.now() / 1000) * 1000 + 3_600_000);
const END = new Date(START.getTime() + 3_600_000);
let members = 0;
/** A member with a confirmed address (a promotion's gift waits for one, decision 027). */
const newMember = async () => {
  const email = `promo-${++members}@example.com`;
  const member = await registerUser(t.app, email);
  await confirmEmail(t.app, t.dataDir, email);
  return member;
};

/** A promotional page of its own for one test, with the two gifts and a counted calendar. */
async function promotionWith(
  id: string,
  calendars: number | null,
  window = { startsAt: START, endsAt: END },
) {
  await promotions.save(
    {
      id,
      kind: 'promo-pricing',
      title: 'Black Friday',
      ...window,
      offerKeys: ['on-demand-annual', 'on-demand', 'on-demand-flex'],
      giftOfferKey: 'on-demand-annual',
    },
    [
      { promotionId: id, giftId: 'five-day-passes', title: '5 Day Passes', grantsDayPasses: 5 },
      {
        promotionId: id,
        giftId: 'calendar',
        title: '2025 Calendar',
        stock: calendars,
        requiresUSAddress: true,
      },
    ],
  );
}

const running = () => ({ startsAt: new Date(Date.now() - 60_000), endsAt: new Date(Date.now() + 3_600_000) });
const orderOf = async (orderId: string) =>
  (await t.database.db.select().from(schema.billingOrder).where(eq(schema.billingOrder.id, orderId)))[0];
const calendarsLeft = async (id: string) =>
  (await promotions.byId(id))?.gifts.find((g) => g.id === 'calendar')?.remaining;
const address = { name: 'Anna Pavlova', line1: '1 Barre Street', city: 'Austin', state: 'TX', zip: '73301' };

describe('GET /api/promotions', () => {
  it("lists the demo studio's running and upcoming promotions, with gifts, stock and the vita code", async () => {
    const res = await t.app.inject({ url: promotionPaths.promotions });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const byId = Object.fromEntries(res.json().promotions.map((p: { id: string }) => [p.id, p]));
    const now = Date.now();
    expect(byId['black-friday'].startTime).toBeLessThan(now);
    expect(byId['black-friday'].endTime).toBeGreaterThan(now);
    expect(byId['black-friday'].gifts).toEqual([
      { id: 'five-day-passes', title: '5 Day Passes', remaining: -1, requiresUSAddress: false },
      { id: 'calendar', title: '2025 Calendar', remaining: 40, requiresUSAddress: true },
    ]);
    expect(byId['new-year-sale'].startTime).toBeGreaterThan(now);
    expect(byId.vita.couponCode).toBe(VITA_COUPON);
  });
});

describe('the sale window, checked by the server (start included, end excluded)', () => {
  it.each([
    ['one second before the start', -1_000, START, 409],
    ['at the start', 0, START, 200],
    ['one second after the start', 1_000, START, 200],
    ['one second before the end', -1_000, END, 200],
    ['at the end', 0, END, 409],
    ['one second after the end', 1_000, END, 409],
  ])('%s', async (_when, offset, from, status) => {
    await promotionWith('window-test', 10);
    const member = await newMember();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(from.getTime() + offset));
    const opened = await openCheckout(t, member, { key: 'on-demand-flex', promoType: 'window-test' });
    expect(opened.statusCode).toBe(status);
    if (status === 409) expect(opened.json.message).toBe(promotionErrors.notRunning);
  });
});

describe('checkout under a promotion', () => {
  it('refuses an unknown promotion, an offer it does not sell, a gift without one or on another offer', async () => {
    await promotionWith('rules-test', 10, running());
    const member = await newMember();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ key: 'on-demand-annual', promoType: 'no-such-sale' }, 400, promotionErrors.unknown],
      [{ key: 'day-pass', promoType: 'rules-test' }, 400, promotionErrors.offerNotInPromotion],
      [{ key: 'on-demand-annual', gift: 'calendar' }, 400, promotionErrors.giftWithoutPromotion],
      [
        { key: 'on-demand-flex', promoType: 'rules-test', gift: 'calendar' },
        400,
        promotionErrors.giftNotOffered,
      ],
    ];
    for (const [body, status, message] of cases) {
      const opened = await openCheckout(t, member, body);
      expect([opened.statusCode, opened.json.message]).toEqual([status, message]);
      // Pricing the order (the checkout view, before paying) follows the same rules.
      const priced = await t.app.inject({
        method: 'POST',
        url: billingPaths.checkoutOrder,
        headers: { cookie: member.cookie, ...origin },
        payload: body,
      });
      expect([priced.statusCode, priced.json().message]).toEqual([status, message]);
    }
    const fine = await t.app.inject({
      method: 'POST',
      url: billingPaths.checkoutOrder,
      headers: { cookie: member.cookie, ...origin },
      payload: { key: 'on-demand-annual', promoType: 'rules-test', gift: 'calendar' },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('the 5 Day Passes gift adds five day passes to the annual pass', async () => {
    await promotionWith('passes-test', 10, running());
    const member = await newMember();
    const orderId = await buy(t, member, {
      key: 'on-demand-annual',
      promoType: 'passes-test',
      gift: 'five-day-passes',
    });
    expect((await orderOf(orderId))?.giftClaimed).toBe(true);
    const [user] = await t.database.db.select().from(schema.user).where(eq(schema.user.id, member.userId));
    expect(user?.unusedDayPasses).toBe(5);
  });

  it('the calendar makes the checkout ask a US address, whatever the request said, and keeps it', async () => {
    await promotionWith('calendar-test', 10, running());
    const member = await newMember();
    const opened = await openCheckout(t, member, {
      key: 'on-demand-annual',
      promoType: 'calendar-test',
      gift: 'calendar',
      requireUSAddress: false,
    });
    expect(opened.statusCode).toBe(200);
    const sessionId = sessionIdOf(opened.json.url ?? '');
    const withoutAddress = await t.app.inject({
      method: 'POST',
      url: billingPaths.sandboxPay(sessionId),
      payload: card(),
    });
    expect(withoutAddress.json().message).toBe('A US shipping address is required');
    const paid = await t.app.inject({
      method: 'POST',
      url: billingPaths.sandboxPay(sessionId),
      payload: { ...card(), shipping: address },
    });
    expect(paid.json().status).toBe('succeeded');
    const order = await orderOf(opened.json.orderId ?? '');
    expect(order?.shippingAddress).toMatchObject(address);
    expect(order?.giftClaimed).toBe(true);
    expect(await calendarsLeft('calendar-test')).toBe(9);
  });

  it('a free order with a gift that ships is not fulfilled before the address is given', async () => {
    await promotionWith('free-test', 10, running());
    const member = await newMember();
    const opened = await openCheckout(t, member, {
      key: 'on-demand-annual',
      coupon: 'free-annual',
      promoType: 'free-test',
      gift: 'calendar',
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json.url).toContain('/checkout/sandbox/');
    expect((await orderOf(opened.json.orderId ?? ''))?.status).toBe('open');
    const session = await t.app.inject({
      url: billingPaths.sandboxSession(sessionIdOf(opened.json.url ?? '')),
    });
    expect(session.json()).toMatchObject({ amount: 0, requireUSAddress: true });
  });
});

describe('stock at its boundaries', () => {
  it('1 left: sold to the first buyer, then SOLD OUT (0) refuses the next checkout', async () => {
    await promotionWith('stock-one', 1, running());
    const first = await newMember();
    const orderId = await buy(
      t,
      first,
      { key: 'on-demand-annual', promoType: 'stock-one', gift: 'calendar' },
      undefined,
      address,
    );
    expect((await orderOf(orderId))?.giftClaimed).toBe(true);
    expect(await calendarsLeft('stock-one')).toBe(0);
    const second = await openCheckout(t, await newMember(), {
      key: 'on-demand-annual',
      promoType: 'stock-one',
      gift: 'calendar',
    });
    expect([second.statusCode, second.json.message]).toEqual([409, promotionErrors.soldOut]);
  });

  it('never goes below 0: the database refuses -1, and a claim at 0 takes nothing', async () => {
    await promotionWith('stock-zero', 0, running());
    await expect(promotions.setStock('stock-zero', 'calendar', -1)).rejects.toThrow();
    const { userId } = await newMember();
    const claim = { giftId: 'calendar', userId, orderId: 'ord_stock_zero' } as const;
    expect(await promotions.claimGift({ ...claim, promotionId: 'stock-zero' })).toBe('sold-out');
    expect(await calendarsLeft('stock-zero')).toBe(0);
  });

  it('an uncounted gift (-1 on the page: FREE SHIPPING) is always there and stays uncounted', async () => {
    await promotionWith('stock-uncounted', null, running());
    const { userId } = await newMember();
    const claim = { giftId: 'calendar', userId, orderId: 'ord_uncounted' } as const;
    expect(await promotions.claimGift({ ...claim, promotionId: 'stock-uncounted' })).toMatchObject({
      giftId: 'calendar',
    });
    expect(await calendarsLeft('stock-uncounted')).toBe(-1);
  });
});

describe('GET /api/promos/black-friday', () => {
  it("answers the running promotional page's counts, polled by the page", async () => {
    const res = await t.app.inject({ url: promotionPaths.blackFridayStats });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { inspirationCollections: 0, calendars: 40 } });
  });
});
