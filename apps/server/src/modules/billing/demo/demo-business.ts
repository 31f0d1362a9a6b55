import type { CancelReasonCode } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { bulkInsert, createRandom, type Random } from '@releve/db/seed';

/*
 * The demo studio's year of business (issue 36, decision 057): members who joined over the past year,
 * trialled, paid, renewed, switched plans, paused, cancelled with a reason, came back, whose renewals
 * failed and were (mostly) recovered, and who bought passes and day passes; a few payments refunded.
 * Planned by a seeded generator (the same studio on every machine) and written in a few batched
 * statements, so the demo's first start stays fast. These members never sign in: they have no
 * password, and their sandbox subscriptions are not in the sandbox's books (nothing renews them).
 */

const DAY_MS = 86_400_000;
/** Members who joined over the year. */
export const DEMO_BUSINESS_MEMBERS = 320;

interface Plan {
  id: string;
  price: number;
  products: readonly ('on-demand' | 'live')[];
}
const MONTHLY: Plan = { id: 'S100001', price: 2500, products: ['on-demand'] };
const UNLIMITED: Plan = { id: 'S100005', price: 8000, products: ['live', 'on-demand'] };
const PASSES = [
  { id: 'C100002', price: 7980 },
  { id: 'C100003', price: 20000 },
  { id: 'C100004', price: 5000 },
];
const DAY_PASSES = [
  { id: 'C100007', price: 1500 },
  { id: 'C100006', price: 2500 },
];
const FIRST_NAMES = [
  'Ada',
  'Bianca',
  'Camille',
  'Delphine',
  'Elodie',
  'Fanny',
  'Giselle',
  'Hana',
  'Inès',
  'Jade',
  'Kira',
  'Léa',
  'Maya',
  'Nina',
  'Odile',
  'Paloma',
  'Rosa',
  'Sofia',
  'Tamara',
  'Uma',
  'Vera',
  'Wren',
  'Yasmin',
  'Zoé',
  'Alex',
  'Sam',
  'Noor',
  'Theo',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Moreau',
  'Laurent',
  'Garcia',
  'Rossi',
  'Novak',
  'Okafor',
  'Tanaka',
  'Silva',
  'Larsen',
  'Kowalski',
  'Haddad',
  'Nguyen',
  'Murphy',
  'Schmidt',
  'Costa',
  'Ivanova',
  'Byrne',
];
/** How often each reason is chosen (none: the member did not say). */
const REASONS: [CancelReasonCode | null, number][] = [
  ['too-expensive', 5],
  ['not-enough-time', 6],
  ['missing-classes', 2],
  ['technical-problems', 1],
  ['taking-a-break', 4],
  ['other', 1],
  [null, 4],
];
const REASON_WORDS: Partial<Record<CancelReasonCode, string[]>> = {
  'not-enough-time': ['Rehearsal season, I will be back in spring.', 'New job, no evenings free.'],
  'too-expensive': ['Money is tight this term.'],
  'missing-classes': ['I would love more pointe classes for beginners.'],
  'taking-a-break': ['Injured my ankle, resting for a while.'],
};

export interface DemoBusinessRows {
  users: (typeof schema.user.$inferInsert)[];
  orders: (typeof schema.billingOrder.$inferInsert)[];
  subscriptions: (typeof schema.subscription.$inferInsert)[];
  payments: (typeof schema.payment.$inferInsert)[];
  cancellations: (typeof schema.subscriptionCancellation.$inferInsert)[];
  products: (typeof schema.product.$inferInsert)[];
}

function reasonOf(random: Random): CancelReasonCode | null {
  const total = REASONS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [reason, weight] of REASONS) {
    roll -= weight;
    if (roll < 0) return reason;
  }
  return null;
}

/** The year's rows, planned backwards from `now` (deterministic for a given `now`). */
export function planDemoBusiness(
  now: Date,
  { members = DEMO_BUSINESS_MEMBERS, prefix = 'demo' }: { members?: number; prefix?: string } = {},
): DemoBusinessRows {
  const random = createRandom(36_057);
  const rows: DemoBusinessRows = {
    users: [],
    orders: [],
    subscriptions: [],
    payments: [],
    cancellations: [],
    products: [],
  };
  const minute = (at: number) => new Date(Math.floor(at / 60_000) * 60_000);
  let seq = 0;
  const nextId = (kind: string) => `${kind}_${prefix}${(++seq).toString(36).padStart(5, '0')}`;

  /** A purchase's moment: never later than an hour ago. */
  const past = (at: number) => Math.min(at, now.getTime() - 3_600_000);
  const order = (
    userId: string,
    offerId: string,
    price: number,
    when: number,
    trialDays = 0,
    giftId?: string,
  ) => {
    const at = past(when);
    const id = nextId('ord');
    rows.orders.push({
      id,
      userId,
      offerId,
      status: 'fulfilled',
      currency: 'USD',
      offerPrice: price,
      totalPrice: price,
      trialDays,
      provider: 'sandbox',
      providerSessionId: `sandbox_${id}`,
      redirectUrl: '/u/payments',
      cancelUrl: '/pricing',
      ...(giftId ? { promotionId: 'black-friday', giftId, giftClaimed: true } : {}),
      createdAt: minute(at),
      fulfilledAt: minute(at),
    });
    return id;
  };
  const pay = (
    userId: string,
    offerId: string,
    amount: number,
    when: number,
    extra: { orderId?: string; subscriptionId?: string; failed?: boolean } = {},
  ) => {
    const at = past(when);
    const id = nextId('txn');
    const refunded = !extra.failed && random.chance(0.02);
    rows.payments.push({
      id,
      userId,
      offerId,
      orderId: extra.orderId ?? null,
      subscriptionId: extra.subscriptionId ?? null,
      provider: 'sandbox',
      providerPaymentId: `sandbox_${id}`,
      amount,
      currency: 'USD',
      status: extra.failed ? 'failed' : refunded ? 'refunded' : 'succeeded',
      refundedAmount: refunded ? amount : 0,
      createdAt: minute(at),
    });
  };

  /** A subscription from `start` until the member leaves (or now); answers when it ended (null: running). */
  const subscribe = (userId: string, plan: Plan, start: number, trialDays: number): number | null => {
    const orderId = order(userId, plan.id, plan.price, start, trialDays);
    const id = nextId('sub');
    const trialEnd = start + trialDays * DAY_MS;
    // Leaving: during the trial for a quarter of trialists; else each renewal with the plan's churn.
    const monthlyChurn = plan === MONTHLY ? 0.07 : 0.05;
    let endedAt: number | null = null;
    let cancelledAt: number | null = null;
    let periodStart = trialEnd;
    let periodEnd = trialEnd;
    let failedEnd = false;
    if (trialDays > 0 && random.chance(0.27)) {
      cancelledAt = start + random.int(1, trialDays - 1) * DAY_MS;
      endedAt = trialEnd;
    } else {
      for (let period = 0; ; period += 1) {
        periodStart = trialEnd + period * 30 * DAY_MS;
        if (periodStart > now.getTime()) break;
        periodEnd = periodStart + 30 * DAY_MS;
        // A renewal the bank refuses: mostly paid again days later, else the subscription ends.
        if (period > 0 && random.chance(0.04)) {
          pay(userId, plan.id, plan.price, periodStart, { subscriptionId: id, failed: true });
          if (random.chance(0.7)) {
            const retry = periodStart + random.int(2, 6) * DAY_MS;
            if (retry < now.getTime()) pay(userId, plan.id, plan.price, retry, { subscriptionId: id });
          } else {
            endedAt = Math.min(periodStart + 14 * DAY_MS, now.getTime() - DAY_MS);
            failedEnd = true;
            break;
          }
        } else {
          pay(
            userId,
            plan.id,
            plan.price,
            periodStart,
            period === 0 ? { orderId, subscriptionId: id } : { subscriptionId: id },
          );
        }
        if (random.chance(monthlyChurn)) {
          cancelledAt = periodStart + random.int(3, 27) * DAY_MS;
          if (cancelledAt > now.getTime()) cancelledAt = null;
          else {
            endedAt = periodEnd <= now.getTime() ? periodEnd : null;
            break;
          }
        }
      }
    }
    // Nothing in the future: a cancel not yet made, an end still ahead (paid or trial time runs on).
    if (cancelledAt !== null && cancelledAt > now.getTime()) cancelledAt = null;
    if (endedAt !== null && (endedAt > now.getTime() || (cancelledAt === null && !failedEnd))) endedAt = null;
    const running = endedAt === null;
    if (cancelledAt !== null) {
      const reason = reasonOf(random);
      const words = reason ? REASON_WORDS[reason] : undefined;
      rows.cancellations.push({
        id: nextId('cxl'),
        subscriptionId: id,
        userId,
        offerId: plan.id,
        reason,
        text: words && random.chance(0.5) ? random.pick(words) : null,
        createdAt: minute(cancelledAt),
      });
    }
    const currentPeriodEnd = running ? Math.max(periodEnd, trialEnd) : (endedAt as number);
    rows.subscriptions.push({
      id,
      userId,
      offerId: plan.id,
      orderId,
      provider: 'sandbox',
      providerSubscriptionId: `sandbox_${id}`,
      status: running
        ? trialEnd > now.getTime()
          ? 'free-trial'
          : 'recurrent'
        : failedEnd
          ? 'terminated'
          : 'canceled',
      currentPeriodEnd: minute(currentPeriodEnd),
      nextPaymentAt: running && cancelledAt === null ? minute(currentPeriodEnd) : null,
      nextPaymentPrice: running ? plan.price : null,
      price: plan.price,
      currency: 'USD',
      cancelAtPeriodEnd: cancelledAt !== null,
      cancelChangedAt: cancelledAt === null ? null : minute(cancelledAt),
      // A few running members are on a pause of a month or two (issue 35).
      pausedUntil:
        running && cancelledAt === null && random.chance(0.04)
          ? minute(now.getTime() + random.int(10, 50) * DAY_MS)
          : null,
      endedAt: endedAt === null ? null : minute(endedAt),
      createdAt: minute(start),
      updatedAt: minute(endedAt ?? cancelledAt ?? start),
    });
    if (running) {
      for (const type of plan.products)
        rows.products.push({
          userId,
          type,
          createdAt: minute(start),
          expiresAt: minute(currentPeriodEnd),
          isRecurring: true,
          source: orderId,
        });
    }
    return endedAt;
  };

  for (let index = 0; index < members; index += 1) {
    // More joined lately than a year ago: a studio that grows.
    const daysAgo = Math.floor(365 * (1 - Math.sqrt(random.next())));
    const joined = now.getTime() - Math.max(daysAgo, 0) * DAY_MS - random.int(1, 20) * 3_600_000;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const userId = nextId('usr');
    rows.users.push({
      id: userId,
      name: `${first} ${last}`,
      email: `${first
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()}.${last.toLowerCase()}.${index}@members.${prefix}.releve.test`,
      emailVerified: true,
      firstName: first,
      lastName: last,
      welcomePending: false,
      consents: { terms: true },
      createdAt: minute(joined),
      updatedAt: minute(joined),
    });
    const roll = random.next();
    if (roll < 0.12) {
      // Buys passes and day passes, never subscribes.
      const buys = random.int(1, 3);
      for (let n = 0; n < buys; n += 1) {
        const at = joined + random.int(0, Math.max(1, daysAgo)) * DAY_MS * 0.9;
        const offer = random.chance(0.6) ? random.pick(DAY_PASSES) : random.pick(PASSES);
        const orderId = order(userId, offer.id, offer.price, at);
        pay(userId, offer.id, offer.price, at, { orderId });
      }
      continue;
    }
    const plan = roll < 0.78 ? MONTHLY : UNLIMITED;
    const trialDays = plan === MONTHLY && random.chance(0.7) ? 7 : 0;
    const ended = subscribe(userId, plan, joined, trialDays);
    if (ended !== null && random.chance(0.18)) {
      // Came back weeks later.
      const back = ended + random.int(20, 90) * DAY_MS;
      if (back < now.getTime() - DAY_MS) subscribe(userId, random.chance(0.3) ? UNLIMITED : MONTHLY, back, 0);
    }
    if (random.chance(0.15)) {
      const at = joined + random.int(1, Math.max(2, daysAgo)) * DAY_MS * 0.8;
      const offer = random.pick(DAY_PASSES);
      const orderId = order(userId, offer.id, offer.price, at);
      pay(userId, offer.id, offer.price, at, { orderId });
    }
  }
  // The promotion running now (two days in): annual passes sold with its gift.
  for (let n = 0; n < 6; n += 1) {
    const buyer = rows.users[random.int(0, rows.users.length - 1)];
    if (!buyer?.id) continue;
    const at = now.getTime() - random.int(2, 46) * 3_600_000;
    const orderId = order(buyer.id, 'C100003', 17000, at, 0, 'five-day-passes');
    pay(buyer.id, 'C100003', 17000, at, { orderId });
  }
  return rows;
}

/** Writes the year (once, on the demo's first start, with the demo accounts): a few batched inserts. */
export async function seedDemoBusiness(
  db: Db,
  now = new Date(),
  options?: Parameters<typeof planDemoBusiness>[1],
): Promise<DemoBusinessRows> {
  const rows = planDemoBusiness(now, options);
  await db.transaction(async (tx) => {
    const within = tx as unknown as Db;
    await bulkInsert(within, schema.user, rows.users);
    await bulkInsert(within, schema.billingOrder, rows.orders);
    await bulkInsert(within, schema.subscription, rows.subscriptions);
    await bulkInsert(within, schema.payment, rows.payments);
    await bulkInsert(within, schema.subscriptionCancellation, rows.cancellations);
    await bulkInsert(within, schema.product, rows.products);
  });
  return rows;
}
