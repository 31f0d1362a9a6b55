import { schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { createTestDatabase } from '@releve/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PromotionSettingsError, PromotionsAdmin } from '../modules/billing/billing.module';
import { type PromotionCommand, parseAdminCommand, runPromotionCommand } from './admin-commands';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: PromotionsAdmin;
beforeAll(async () => {
  database = await createTestDatabase('promotion-commands');
  await insertDemoOffers(database.db);
  admin = new PromotionsAdmin(database.db);
});
afterAll(() => database.close());

const run = (line: string) =>
  runPromotionCommand(parseAdminCommand(line.split(' ')) as PromotionCommand, admin);

describe('npm run admin -- promotion ...', () => {
  it('creates a promotional page with its offers and counted gifts, lists it, sets a stock, removes it', async () => {
    const saved = await run(
      'promotion cyber-week promo-pricing 2030-11-27T05:00:00Z 2030-12-02T05:00:00Z on-demand-annual,on-demand,on-demand-flex --title=Cyber --gift=five-day-passes:uncounted --gift=calendar:25',
    );
    expect(saved).toBe(
      'Saved:\ncyber-week (promo-pricing) "Cyber" 2030-11-27T05:00:00.000Z to 2030-12-02T05:00:00.000Z: on-demand-annual, on-demand, on-demand-flex; gifts: five-day-passes uncounted, calendar 25 left',
    );
    expect(await run('promotion-stock cyber-week calendar 3')).toBe('cyber-week: calendar 3 left.');
    expect(await run('promotions')).toContain('calendar 3 left');
    expect(await run('remove-promotion cyber-week')).toBe('Removed the promotion cyber-week.');
    expect(await run('promotions')).toBe('No promotion is running or planned.');
  });

  it('says what is wrong with a command line, before the database is opened', () => {
    const problem = (line: string) => () => parseAdminCommand(line.split(' '));
    expect(problem('promotion x sale 2030-11-27T05:00:00Z 2030-12-02T05:00:00Z on-demand')).toThrow(
      'The kind must be one of promo-pricing, new-year-sale, vita, not "sale"',
    );
    expect(problem('promotion x vita tomorrow 2030-12-02T05:00:00Z on-demand')).toThrow(
      'starts-at must be a time like 2026-11-27T05:00:00Z, not "tomorrow"',
    );
    expect(problem('promotion-stock x mug 3')).toThrow(
      'The gift must be five-day-passes, calendar or inspiration-collection, not "mug"',
    );
    expect(problem('promotion-stock x calendar -1')).toThrow(
      'The stock must be a whole number from 0 to 1000000, not "-1"',
    );
    expect(problem('promotion x vita 2030-11-27T05:00:00Z 2030-12-02T05:00:00Z on-demand --price=0')).toThrow(
      'Unknown option --price=0',
    );
  });

  it('refuses what the studio cannot mean: an unknown offer or code, an end before the start, a missing gift', async () => {
    await expect(run('promotion y vita 2030-11-27T05:00:00Z 2030-12-02T05:00:00Z gold')).rejects.toThrow(
      new PromotionSettingsError('No offer has the key "gold"', 'offerKeys'),
    );
    await expect(run('promotion y vita 2030-12-02T05:00:00Z 2030-11-27T05:00:00Z on-demand')).rejects.toThrow(
      'The end must be after the start',
    );
    await expect(
      run('promotion y vita 2030-11-27T05:00:00Z 2030-12-02T05:00:00Z on-demand --code=NOPE'),
    ).rejects.toThrow('No promo code "NOPE"');
    await expect(run('promotion-stock nothing calendar 3')).rejects.toThrow(
      'The promotion "nothing" has no gift "calendar"',
    );
  });

  it('keeps the console’s rules (decision 054): one promotion of a kind at a time, stock in all not below what was given, a used one not deleted', async () => {
    await run(
      'promotion gala promo-pricing 2031-01-10T05:00:00Z 2031-01-20T05:00:00Z on-demand-annual --gift=calendar:10',
    );
    await expect(
      run('promotion gala-2 promo-pricing 2031-01-15T05:00:00Z 2031-01-25T05:00:00Z on-demand-annual'),
    ).rejects.toThrow('one promotion of a kind at a time');
    // Another kind in the same window, or the next window of the kind, is fine.
    await run('promotion gala-vita vita 2031-01-15T05:00:00Z 2031-01-25T05:00:00Z on-demand');
    await run('promotion gala-next promo-pricing 2031-01-20T05:00:00Z 2031-01-25T05:00:00Z on-demand-annual');
    const [buyer] = await database.db.select().from(schema.user).limit(1);
    const userId =
      buyer?.id ??
      (
        await database.db
          .insert(schema.user)
          .values({ id: 'u-gala', email: 'gala@example.test', name: 'Gala', emailVerified: true })
          .returning()
      )[0]?.id ??
      '';
    for (const orderId of ['gala-1', 'gala-2', 'gala-3'])
      await database.db
        .insert(schema.promotionGiftClaim)
        .values({ orderId, promotionId: 'gala', giftId: 'calendar', userId });
    await expect(
      run(
        'promotion gala promo-pricing 2031-01-10T05:00:00Z 2031-01-20T05:00:00Z on-demand-annual --gift=calendar:2',
      ),
    ).rejects.toThrow('The stock must be at least the 3 already given');
    expect(
      await run(
        'promotion gala promo-pricing 2031-01-10T05:00:00Z 2031-01-20T05:00:00Z on-demand-annual --gift=calendar:5',
      ),
    ).toContain('calendar 2 left');
    await expect(run('remove-promotion gala')).rejects.toThrow('end it instead of deleting it');
    await expect(run('end-promotion gala')).rejects.toThrow('This promotion has not started yet');
    await run(
      `promotion now-on new-year-sale ${new Date(Date.now() - 60_000).toISOString()} 2030-06-01T00:00:00Z on-demand`,
    );
    expect(await run('end-promotion now-on')).toMatch(/^Ended the promotion now-on at \d{4}-/);
    await expect(run('end-promotion now-on')).rejects.toThrow('This promotion has already ended');
    expect(await run('remove-promotion gala-next')).toBe('Removed the promotion gala-next.');
  });
});
