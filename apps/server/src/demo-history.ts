import type { MediaItem, WeekDay } from '@releve/contracts';
import type { Db } from '@releve/db';
import type { Env } from './config/env';
import type { MembershipService } from './modules/accounts/accounts.module';
import type { DemoAccountsOutcome, DemoHistory } from './modules/admin/admin.module';
import { replayDemoPurchases } from './modules/billing/billing.module';
import { type CatalogReader, type DemoLibraryStep, seedDemoLibrary } from './modules/library/library.module';
import { seedDemoWeekPlan } from './modules/week-plan/week-plan.module';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The catalogue as the history reads it (`app.catalog`). */
export interface DemoHistoryCatalog extends CatalogReader {
  allMedia(): MediaItem[];
}

export interface DemoHistoryDeps {
  db: Db;
  env: Pick<Env, 'DATA_DIR' | 'PUBLIC_URL' | 'PORT'>;
  membershipAt(clock: () => Date): MembershipService;
  catalog: DemoHistoryCatalog;
}

/** Days ago each class was taken, favorited or left half-way (spread over the weeks before today). */
const TAKEN_DAYS_AGO = [1, 2, 4, 6, 8, 11, 15, 19, 24, 31, 40, 52, 67, 90];
const FAVORITE_DAYS_AGO = [5, 12, 20, 33, 48, 75];
const IN_PROGRESS = [
  { daysAgo: 0.2, share: 0.35 },
  { daysAgo: 1.5, share: 0.6 },
  { daysAgo: 3, share: 0.2 },
];
/** The week plan's days: a class or two on four days of the week. */
const PLANNED_DAYS: [WeekDay, number][] = [
  ['mon', 1],
  ['wed', 2],
  ['fri', 1],
  ['sat', 1],
];

/**
 * One account's history: its purchases through billing's checkout, sandbox bank and fulfilment on a
 * test clock; then, from the catalogue's member classes (each one published before it was used), its
 * library steps in time order and its week plan.
 */
async function seedDemoHistory(
  deps: DemoHistoryDeps,
  account: { userId: string; cardName: string; history: DemoHistory },
  now: Date,
): Promise<void> {
  const { userId, cardName, history } = account;
  const ago = (days: number) => new Date(Math.floor((now.getTime() - days * DAY_MS) / MINUTE_MS) * MINUTE_MS);
  if (history.purchases?.length) {
    const purchases = history.purchases.map((purchase) => ({
      offerKey: purchase.offerKey,
      at: ago(purchase.daysAgo),
      trial: purchase.trial,
    }));
    await replayDemoPurchases(deps, userId, cardName, purchases, now);
  }
  if (!history.library) return;

  const classes = deps.catalog
    .allMedia()
    .filter(
      (item) => item.contentType === 'video' && item.productIds && !item.tags.split(',').includes('live'),
    );
  if (classes.length === 0) return;
  const used = new Set<string>();
  let turn = history.library.variant * 7;
  /** A class not used yet by this account, published at least a day before `at`. */
  const pick = (at: Date, fits: (item: MediaItem) => boolean = () => true) => {
    const published = classes.filter(
      (item) => !used.has(item.mediaid) && item.pubdate * 1000 <= at.getTime() - DAY_MS && fits(item),
    );
    turn += 37;
    const item = published[turn % published.length] ?? classes[0];
    if (item) used.add(item.mediaid);
    return item as MediaItem;
  };

  const steps: DemoLibraryStep[] = [];
  for (const daysAgo of TAKEN_DAYS_AGO) {
    const at = ago(daysAgo);
    const item = pick(at);
    const progress = {
      mediaId: item.mediaid,
      lastTime: item.duration,
      duration: item.duration,
      completed: true,
    };
    steps.push({ at, progress }, { at, taken: { mediaId: item.mediaid } });
  }
  for (const daysAgo of FAVORITE_DAYS_AGO) {
    const at = ago(daysAgo);
    const item = pick(at);
    steps.push({ at, favorite: { mediaId: item.mediaid, pageUrl: item.link } });
  }
  for (const { daysAgo, share } of IN_PROGRESS) {
    const at = ago(daysAgo);
    const item = pick(at);
    const lastTime = Math.round(item.duration * share);
    steps.push({
      at,
      progress: { mediaId: item.mediaid, lastTime, duration: item.duration, completed: false },
    });
  }
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  await seedDemoLibrary(deps.db, deps.catalog, userId, steps);

  // Classes of 15 to 45 minutes suit a weekday.
  const weekday = (item: MediaItem) => item.duration >= 15 * 60 && item.duration <= 45 * 60;
  const plan = Object.fromEntries(
    PLANNED_DAYS.map(([day, count]) => [
      day,
      Array.from({ length: count }, () => pick(now, weekday).mediaid),
    ]),
  );
  await seedDemoWeekPlan(deps.db, userId, plan);
}

/**
 * The history of the demo accounts `ensureDemoAccounts` just created (decision 034), played once the app
 * is built (it reads the catalogue); main.ts calls it, and the tests.
 */
export async function replayDemoHistories(
  deps: DemoHistoryDeps,
  created: DemoAccountsOutcome['created'],
  now = new Date(),
): Promise<void> {
  for (const { userId, account } of created) {
    if (!account.history) continue;
    const cardName = `${account.firstName} ${account.lastName}`;
    await seedDemoHistory(deps, { userId, cardName, history: account.history }, now);
  }
}
