import { DAY_PASS_NOT_NEEDED, liveMessages, type ProfileAnswer } from '@releve/contracts';
import { schema } from '@releve/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { createLocalStorage } from '../../storage/local-disk-storage';
import type { TestApp } from '../../testing/test-app';
import { createAccountsTools } from '../accounts/accounts.module';
import {
  buy,
  createBillingTestApp,
  openCheckout,
  origin,
  registerUser,
} from '../billing/testing/billing-test-app';
import { LiveRepository } from './live.module';

/*
 * Decision 025 through the API, with purchases made as members make them (checkout, sandbox payment,
 * fulfilment): members use the day passes they buy, buying one takes nothing away, a redeemed pass runs
 * once for its 24 hours, an Unlimited member is sold none, and On-Demand members join live classes with
 * a day pass at the members' price.
 */
type SignedIn = Awaited<ReturnType<typeof registerUser>>;

const HOUR = 3_600_000;
let t: TestApp;
let onAirClassId: string;

beforeAll(async () => {
  t = await createBillingTestApp();
  const live = new LiveRepository(t.database.db);
  await live.saveSettings({ timeZone: 'UTC', dayNames: ['', '', '', '', '', '', ''] });
  const now = Date.now();
  const [onAir] = await live.add([
    {
      name: 'Open Studio',
      startsAt: new Date(now - 5 * 60_000),
      endsAt: new Date(now + 40 * 60_000),
      zoomUrl: 'https://zoom.example/j/open',
    },
  ]);
  onAirClassId = String(onAir?.id);
  await t.database.db.insert(schema.magazine).values({ id: 'winter', title: 'Winter', totalPages: 1 });
  await createLocalStorage(t.dataDir).put('magazines/winter/1.png', Buffer.from('\x89PNG\r\n', 'latin1'));
});
afterAll(() => t.close());

const profileOf = async (who: SignedIn): Promise<ProfileAnswer> =>
  (await t.app.inject({ url: '/api/users/me', headers: { cookie: who.cookie } })).json();
const redeem = (who: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/redeem-day-pass',
    headers: { ...origin, cookie: who.cookie },
  });
const join = (who: SignedIn) =>
  t.app.inject({
    method: 'POST',
    url: `/api/schedule/classes/${onAirClassId}/join`,
    headers: { ...origin, cookie: who.cookie },
  });
const magazinePage = (who: SignedIn) =>
  t.app.inject({ url: '/media/magazines/winter/1.png', headers: { cookie: who.cookie } });

describe('an On-Demand Monthly subscriber and live classes', () => {
  let odette: SignedIn;
  beforeAll(async () => {
    odette = await registerUser(t.app, 'odette.monthly@example.test');
    await buy(t, odette, { key: 'on-demand' });
  });

  it("is refused the class and offered the members' $5 Day Pass, not the $15 one", async () => {
    const refused = await join(odette);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(liveMessages.notLive);
    expect((await profileOf(odette)).membership).toMatchObject({
      isSubscriber: true,
      canRedeemDayPass: false,
      mayBuyDayPasses: true,
    });
    const regular = await openCheckout(t, odette, { key: 'day-pass' });
    expect(regular.statusCode).toBe(409);
  });

  it('buys the $5 Day Pass, keeps the magazine, redeems the pass and joins', async () => {
    expect((await magazinePage(odette)).statusCode).toBe(200);
    await buy(t, odette, { key: 'day-pass-member' });

    const bought = await profileOf(odette);
    expect(bought.user.unusedDayPasses).toBe(1);
    expect(bought.membership).toMatchObject({ hasMagazineAccess: true, canRedeemDayPass: true });
    // Buying a day pass took nothing away: the magazine still opens.
    expect((await magazinePage(odette)).statusCode).toBe(200);

    const redeemed = await redeem(odette);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ success: true, duplicate: false });
    const joined = await join(odette);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ joinUrl: 'https://zoom.example/j/open' });
    // Nor did redeeming it.
    expect((await magazinePage(odette)).statusCode).toBe(200);
    expect((await profileOf(odette)).membership).toMatchObject({ isMember: true, isLiveMember: true });
  });
});

describe('a redeemed day pass', () => {
  it('cannot be redeemed twice in its 24 hours; the next one can once they are over', async () => {
    const aurora = await registerUser(t.app, 'aurora.annual@example.test');
    await buy(t, aurora, { key: 'on-demand-annual' });
    await buy(t, aurora, { key: 'day-pass-pack-5' });
    expect((await profileOf(aurora)).user.unusedDayPasses).toBe(6);

    expect((await redeem(aurora)).json()).toMatchObject({ success: true, duplicate: false });
    for (const again of [await redeem(aurora), await redeem(aurora)]) {
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ success: false, duplicate: true });
    }
    expect((await profileOf(aurora)).user.unusedDayPasses).toBe(5);

    // A pass redeemed 24 hours ago (the same rules on a clock a day back) has just ended: the next one
    // may be redeemed, and only one.
    const clara = await registerUser(t.app, 'clara.pack@example.test');
    await buy(t, clara, { key: 'on-demand-annual' });
    await buy(t, clara, { key: 'day-pass-pack-5' });
    const tools = createAccountsTools(loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }), t.database.db);
    const dayAgo = Date.now() - 24 * HOUR - 1_000;
    expect(await tools.membership(() => new Date(dayAgo)).redeemDayPass(clara.userId)).toBe('redeemed');
    const [first, second] = await Promise.all([redeem(clara), redeem(clara)]);
    const answers = [first?.json(), second?.json()];
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.duplicate)).toHaveLength(1);
    expect((await profileOf(clara)).user.unusedDayPasses).toBe(4);
  });

  it('is refused, saying why, without an unused pass', async () => {
    const visitor = await registerUser(t.app, 'giselle.none@example.test');
    const refused = await redeem(visitor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(liveMessages.noDayPass);
  });
});

describe('an Unlimited member', () => {
  it('joins on her membership and is offered no day pass: none redeemed, none sold', async () => {
    const kitri = await registerUser(t.app, 'kitri.unlimited@example.test');
    await buy(t, kitri, { key: 'unlimited-monthly' });
    // Day passes bought before she subscribed stay hers, for when her live access ends.
    await t.app.membership.setDayPasses(kitri.userId, 2);

    expect((await profileOf(kitri)).membership).toMatchObject({
      isLiveMember: true,
      canRedeemDayPass: false,
      mayBuyDayPasses: false,
    });
    expect((await join(kitri)).statusCode).toBe(200);
    const redeemed = await redeem(kitri);
    expect(redeemed.statusCode).toBe(409);
    expect(redeemed.json().message).toBe(liveMessages.liveAccessRunning);
    expect((await profileOf(kitri)).user.unusedDayPasses).toBe(2);
    for (const key of ['day-pass-member', 'day-pass-pack-5']) {
      const refused = await openCheckout(t, kitri, { key });
      expect(refused.statusCode, key).toBe(409);
      expect(refused.json.message).toBe(DAY_PASS_NOT_NEEDED);
    }
  });
});
