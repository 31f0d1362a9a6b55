import {
  promotionPaths,
  type StudioPromotion,
  type StudioPromotionCreate,
  studioPromotionPaths,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';
import { createBillingTestApp, registerUser } from '../testing/billing-test-app';
import { instantOf, localTime } from './studio-promotions.service';

/*
 * The console's Promotions (issue 35, decision 054) through its routes: owners only; the studio's
 * wall-clock times; bad input named by field and nothing saved; one promotion of a kind at a time;
 * stock never below what was given; end early; delete only what was never used; the preview.
 */
let t: TestApp;
let timeZone: string;
type Who = 'owner' | 'instructor' | 'contributor' | 'member';
const who = {} as Record<Who, SignedIn>;
beforeAll(async () => {
  t = await createBillingTestApp();
  for (const name of ['owner', 'instructor', 'contributor', 'member'] as const) {
    who[name] = await registerUser(t.app, `${name}.promotions@example.test`);
    if (name !== 'member')
      await t.database.db
        .update(schema.user)
        .set({ staffRole: name })
        .where(eq(schema.user.id, who[name].userId));
  }
  timeZone = (await call(who.owner, 'GET', studioPromotionPaths.list)).json().timeZone;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (as: SignedIn | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: 'http://localhost:3000', ...(as ? { cookie: as.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const HOUR = 3_600_000;
/** The studio's wall clock `hours` from now. */
const inHours = (hours: number) => localTime(new Date(Date.now() + hours * HOUR), timeZone);

let made = 0;
/** A promotion of its own kind-free window far from the others (each test a year of its own). */
const settings = (over: Partial<StudioPromotionCreate> = {}): StudioPromotionCreate => {
  made += 1;
  return {
    id: `sale-${made}`,
    kind: 'new-year-sale',
    title: `Sale ${made}`,
    startsAt: inHours(24 * 400 * made),
    endsAt: inHours(24 * 400 * made + 48),
    offerKeys: ['on-demand-annual', 'on-demand'],
    ...over,
  };
};
const create = async (over: Partial<StudioPromotionCreate> = {}) => {
  const res = await call(who.owner, 'POST', studioPromotionPaths.list, settings(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().promotion as StudioPromotion;
};
const row = async (id: string) =>
  (await t.database.db.select().from(schema.promotion).where(eq(schema.promotion.id, id)))[0];
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(like(schema.auditLog.target, `promotion:${id}`))
    // In the order written: two entries of one instant (PostgreSQL's clock) come by their id.
    .orderBy(schema.auditLog.createdAt, schema.auditLog.id);
/** `count` calendars given with orders (as fulfilment records them), taken from the stock left. */
async function giveGifts(promotionId: string, giftId: 'calendar', count: number) {
  for (let i = 0; i < count; i++) {
    await t.database.db.insert(schema.promotionGiftClaim).values({
      orderId: `order-${promotionId}-${i}`,
      promotionId,
      giftId,
      userId: who.member.userId,
    });
  }
  const [gift] = await t.database.db
    .select()
    .from(schema.promotionGift)
    .where(eq(schema.promotionGift.promotionId, promotionId));
  await t.database.db
    .update(schema.promotionGift)
    .set({ stock: (gift?.stock ?? 0) - count })
    .where(eq(schema.promotionGift.promotionId, promotionId));
}

describe('who may manage promotions', () => {
  it('answers a visitor 401, a member 404 (the console is hidden), non-owner staff 403, an owner 2xx, on every route', async () => {
    await create({ id: 'access-1' });
    await create({ id: 'access-3' });
    const routes: [Method, string, object?][] = [
      ['GET', studioPromotionPaths.list],
      ['GET', `${studioPromotionPaths.preview}?at=${inHours(1)}`],
      ['POST', studioPromotionPaths.list, settings({ id: 'access-2' })],
      ['PATCH', studioPromotionPaths.one('access-1'), { title: 'Renamed' }],
      ['DELETE', studioPromotionPaths.one('access-3')],
    ];
    for (const [method, url, body] of routes) {
      const seen = [];
      for (const as of [null, who.member, who.instructor, who.contributor, who.owner])
        seen.push((await call(as, method, url, body)).statusCode);
      expect([method, url, seen]).toEqual([method, url, [401, 404, 403, 403, method === 'POST' ? 201 : 200]]);
    }
    // Ending: the same refusals (the owner's answer is the end route's own rule, below).
    const seen = [];
    for (const as of [null, who.member, who.instructor, who.contributor])
      seen.push((await call(as, 'POST', studioPromotionPaths.end('access-1'))).statusCode);
    expect(seen).toEqual([401, 404, 403, 403]);
    expect((await row('access-1'))?.endsAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('making and changing promotions', () => {
  it('stores the studio’s wall-clock times as instants, audited, and lists them with claimed and stock', async () => {
    const made = await create({
      id: 'winter-gala',
      kind: 'promo-pricing',
      gifts: [
        { id: 'calendar', stock: 25 },
        { id: 'five-day-passes', stock: null },
      ],
      giftOfferKey: 'on-demand-annual',
    });
    const saved = await row('winter-gala');
    expect(saved?.startsAt.toISOString()).toBe(instantOf(made.startsAtLocal, timeZone).toISOString());
    expect(made).toMatchObject({
      kind: 'promo-pricing',
      giftOfferKey: 'on-demand-annual',
      used: false,
      gifts: [
        { id: 'calendar', stock: 25, claimed: 0, left: 25 },
        { id: 'five-day-passes', stock: null, claimed: 0, left: null },
      ],
    });
    const [entry] = await auditOf('winter-gala');
    expect(entry).toMatchObject({ action: 'promotion.create', actorId: who.owner.userId, before: null });
    const list = (await call(who.owner, 'GET', studioPromotionPaths.list)).json();
    expect(list.promotions.find((each: StudioPromotion) => each.id === 'winter-gala')).toEqual(made);
    expect(list.offers.map((offer: { key: string }) => offer.key)).toContain('on-demand-annual');
  });

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    await t.database.db.insert(schema.coupon).values({ code: 'GALA-10', kind: 'percent', percentOff: 10 });
    const start = inHours(24 * 30);
    const cases: [Partial<StudioPromotionCreate>, string][] = [
      [{ startsAt: start, endsAt: start }, 'endsAt'],
      [{ startsAt: start, endsAt: inHours(24 * 29) }, 'endsAt'],
      [{ startsAt: 'tomorrow' }, 'startsAt'],
      [{ startsAt: '2027-02-30T10:00' }, 'startsAt'],
      [{ offerKeys: ['no-such-offer'] }, 'offerKeys'],
      [{ offerKeys: [] }, 'offerKeys'],
      [{ couponCode: 'NO-SUCH-CODE' }, 'couponCode'],
      [{ gifts: [{ id: 'calendar', stock: -1 }] }, 'gifts.0.stock'],
      [{ gifts: [{ id: 'calendar', stock: 1.5 }] }, 'gifts.0.stock'],
      [{ gifts: [{ id: 'calendar', stock: 2 }], giftOfferKey: 'on-demand-flex' }, 'giftOfferKey'],
      [{ id: 'Not A Slug' }, 'id'],
      [{ title: '  ' }, 'title'],
    ];
    for (const [over, field] of cases) {
      const res = await call(
        who.owner,
        'POST',
        studioPromotionPaths.list,
        settings({ id: 'bad-one', ...over }),
      );
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().message).toContain(`${field}: `);
    }
    expect(await row('bad-one')).toBeUndefined();
    expect(await auditOf('bad-one')).toEqual([]);
    // A known code is taken, upper-case.
    expect((await create({ id: 'with-code', kind: 'vita', couponCode: 'gala-10' })).couponCode).toBe(
      'GALA-10',
    );
  });

  it('refuses the same id twice (409)', async () => {
    await create({ id: 'twice' });
    const res = await call(who.owner, 'POST', studioPromotionPaths.list, settings({ id: 'twice' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ id: 'A promotion with this id exists already' });
  });

  it('keeps one promotion of a kind at a time: an overlapping window is refused (409), touching or another kind is not', async () => {
    const first = await create({ id: 'spring-sale', kind: 'promo-pricing' });
    const overlapping = await call(
      who.owner,
      'POST',
      studioPromotionPaths.list,
      settings({
        id: 'spring-sale-2',
        kind: 'promo-pricing',
        startsAt: first.startsAtLocal,
        endsAt: first.endsAtLocal,
      }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().fields.startsAt).toContain('"spring-sale"');
    expect(await row('spring-sale-2')).toBeUndefined();
    // Starting when the other ends (the end is excluded), or another kind in the same window: allowed.
    await create({
      id: 'spring-sale-3',
      kind: 'promo-pricing',
      startsAt: first.endsAtLocal,
      endsAt: localTime(new Date(Date.parse(first.endsAt) + 24 * HOUR), timeZone),
    });
    await create({
      id: 'spring-vita',
      kind: 'vita',
      startsAt: first.startsAtLocal,
      endsAt: first.endsAtLocal,
    });
    // Moving one onto the other is refused the same way; moving it onto itself is not an overlap.
    const moved = await call(who.owner, 'PATCH', studioPromotionPaths.one('spring-sale-3'), {
      startsAt: first.startsAtLocal,
    });
    expect(moved.statusCode).toBe(409);
    const kept = await call(who.owner, 'PATCH', studioPromotionPaths.one('spring-sale'), {
      title: 'Spring!',
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('edits a promotion, audited with before and after; an unknown one is a 404', async () => {
    await create({ id: 'to-edit', kind: 'promo-pricing', gifts: [{ id: 'calendar', stock: 10 }] });
    const res = await call(who.owner, 'PATCH', studioPromotionPaths.one('to-edit'), {
      title: 'Winter Sale',
      offerKeys: ['on-demand-annual'],
      gifts: [{ id: 'calendar', stock: 12 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().promotion).toMatchObject({
      title: 'Winter Sale',
      offerKeys: ['on-demand-annual'],
      gifts: [{ id: 'calendar', stock: 12, claimed: 0, left: 12 }],
    });
    const entries = await auditOf('to-edit');
    expect(entries.map((entry) => entry.action)).toEqual(['promotion.create', 'promotion.update']);
    expect(entries[1]?.before).toMatchObject({ title: expect.stringMatching(/^Sale \d+$/) });
    expect(entries[1]?.after).toMatchObject({ title: 'Winter Sale' });
    const bad = await call(who.owner, 'PATCH', studioPromotionPaths.one('to-edit'), {
      endsAt: '2020-01-01T00:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('endsAt: ');
    expect(
      (await call(who.owner, 'PATCH', studioPromotionPaths.one('nothing-here'), { title: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call(who.owner, 'PATCH', studioPromotionPaths.one('to-edit'), { unknown: 1 })).statusCode,
    ).toBe(400);
  });

  it('raises and lowers stock, never below what was given: the count left follows', async () => {
    await create({ id: 'stocked', kind: 'promo-pricing', gifts: [{ id: 'calendar', stock: 10 }] });
    await giveGifts('stocked', 'calendar', 4);
    const list = (await call(who.owner, 'GET', studioPromotionPaths.list)).json();
    expect(list.promotions.find((each: StudioPromotion) => each.id === 'stocked')).toMatchObject({
      used: true,
      gifts: [{ id: 'calendar', stock: 10, claimed: 4, left: 6 }],
    });
    const stock = (value: number | null) =>
      call(who.owner, 'PATCH', studioPromotionPaths.one('stocked'), {
        gifts: [{ id: 'calendar', stock: value }],
      });
    const below = await stock(3);
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(
      'Invalid request. gifts.0.stock: The stock must be at least the 4 already given',
    );
    expect((await stock(-2)).statusCode).toBe(400);
    expect((await stock(4)).json().promotion.gifts).toEqual([
      expect.objectContaining({ stock: 4, claimed: 4, left: 0 }),
    ]);
    expect((await stock(30)).json().promotion.gifts).toEqual([
      expect.objectContaining({ stock: 30, claimed: 4, left: 26 }),
    ]);
    expect((await stock(null)).json().promotion.gifts).toEqual([
      expect.objectContaining({ stock: null, claimed: 4, left: null }),
    ]);
    const [gift] = await t.database.db
      .select()
      .from(schema.promotionGift)
      .where(eq(schema.promotionGift.promotionId, 'stocked'));
    expect(gift?.stock).toBeNull();
  });
});

describe('ending and deleting', () => {
  it('ends a running promotion now; one not started or already ended is a 409', async () => {
    await create({ id: 'running', kind: 'vita', startsAt: inHours(-2), endsAt: inHours(2) });
    const ended = await call(who.owner, 'POST', studioPromotionPaths.end('running'));
    expect(ended.statusCode, ended.body).toBe(200);
    const endsAt = (await row('running'))?.endsAt.getTime() ?? 0;
    expect(Math.abs(endsAt - Date.now())).toBeLessThan(60_000);
    expect((await auditOf('running')).map((entry) => entry.action)).toContain('promotion.end');
    const again = await call(who.owner, 'POST', studioPromotionPaths.end('running'));
    expect([again.statusCode, again.json().message]).toEqual([409, 'This promotion has already ended']);
    await create({ id: 'later' });
    const early = await call(who.owner, 'POST', studioPromotionPaths.end('later'));
    expect(early.statusCode).toBe(409);
    expect((await call(who.owner, 'POST', studioPromotionPaths.end('nothing-here'))).statusCode).toBe(404);
    // Ended, it is gone from what members read.
    const publicList = (await t.app.inject({ method: 'GET', url: promotionPaths.promotions })).json();
    expect(publicList.promotions.map((each: { id: string }) => each.id)).not.toContain('running');
  });

  it('deletes a promotion never used, audited; a used one (gifts given, or orders under it) is a 409 and stays', async () => {
    await create({ id: 'unused' });
    const deleted = await call(who.owner, 'DELETE', studioPromotionPaths.one('unused'));
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { deleted: 'unused' }]);
    expect(await row('unused')).toBeUndefined();
    expect((await auditOf('unused')).map((entry) => entry.action)).toEqual([
      'promotion.create',
      'promotion.delete',
    ]);

    await create({ id: 'gifted', kind: 'promo-pricing', gifts: [{ id: 'calendar', stock: 5 }] });
    await giveGifts('gifted', 'calendar', 1);
    const refused = await call(who.owner, 'DELETE', studioPromotionPaths.one('gifted'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('end it instead');
    expect(await row('gifted')).toBeDefined();

    await create({ id: 'ordered' });
    const [offer] = await t.database.db
      .select()
      .from(schema.offer)
      .where(eq(schema.offer.key, 'on-demand-annual'));
    await t.database.db.insert(schema.billingOrder).values({
      id: 'order-under-ordered',
      userId: who.member.userId,
      offerId: offer?.id ?? '',
      currency: offer?.currency ?? 'USD',
      offerPrice: offer?.price ?? 0,
      totalPrice: offer?.price ?? 0,
      provider: 'sandbox',
      redirectUrl: 'http://localhost:3000/',
      cancelUrl: 'http://localhost:3000/',
      promotionId: 'ordered',
    } as typeof schema.billingOrder.$inferInsert);
    expect((await call(who.owner, 'DELETE', studioPromotionPaths.one('ordered'))).statusCode).toBe(409);
    expect((await call(who.owner, 'DELETE', studioPromotionPaths.one('nothing-here'))).statusCode).toBe(404);
  });
});

describe('the preview', () => {
  it('answers what GET /api/promotions answers at the chosen wall-clock time, and which run then', async () => {
    const tomorrow = await create({
      id: 'tomorrow-sale',
      kind: 'promo-pricing',
      startsAt: inHours(20),
      endsAt: inHours(44),
    });
    const at = (local: string) => call(who.owner, 'GET', `${studioPromotionPaths.preview}?at=${local}`);
    const now = (await at(inHours(0))).json();
    expect(now.live).not.toContain('tomorrow-sale');
    expect(now.promotions.map((each: { id: string }) => each.id)).toContain('tomorrow-sale');
    const then = (await at(inHours(26))).json();
    expect(then.at).toBe(instantOf(inHours(26), timeZone).toISOString());
    expect(then.live).toContain('tomorrow-sale');
    const after = (await at(localTime(new Date(Date.parse(tomorrow.endsAt)), timeZone))).json();
    expect(after.promotions.map((each: { id: string }) => each.id)).not.toContain('tomorrow-sale');
    expect((await at('2026-13-01T00:00')).statusCode).toBe(400);
    expect((await call(who.owner, 'GET', studioPromotionPaths.preview)).statusCode).toBe(400);
  });
});
