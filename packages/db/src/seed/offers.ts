import type { Db } from '../client';
import { offer } from '../schema/billing';

export type DemoOfferRow = typeof offer.$inferInsert;

/** The demo studio's offers (decision 010): USD, no tax, in the pricing page's order. */
export const demoOffers: readonly DemoOfferRow[] = [
  {
    id: 'S100001',
    key: 'on-demand',
    title: 'On-Demand Monthly',
    kind: 'subscription',
    period: 'month',
    periodCount: 1,
    currency: 'USD',
    price: 2500,
    freeDays: 7,
    renews: true,
    audience: 'non-members',
    grantsProducts: ['on-demand'],
    position: 1,
  },
  {
    id: 'C100002',
    key: 'on-demand-6-months',
    title: 'On-Demand Pass',
    kind: 'one-time',
    period: 'month',
    periodCount: 6,
    currency: 'USD',
    price: 7980,
    audience: 'everyone',
    grantsProducts: ['on-demand'],
    position: 2,
  },
  {
    id: 'C100003',
    key: 'on-demand-annual',
    title: 'On-Demand Pass',
    kind: 'one-time',
    period: 'year',
    periodCount: 1,
    currency: 'USD',
    price: 20000,
    audience: 'everyone',
    grantsProducts: ['on-demand'],
    position: 3,
  },
  {
    id: 'C100004',
    key: 'on-demand-flex',
    title: 'On-Demand Flex',
    kind: 'one-time',
    period: 'month',
    periodCount: 3,
    currency: 'USD',
    price: 5000,
    audience: 'everyone',
    grantsProducts: ['on-demand'],
    position: 4,
  },
  {
    id: 'S100005',
    key: 'unlimited-monthly',
    title: 'Unlimited Monthly',
    kind: 'subscription',
    period: 'month',
    periodCount: 1,
    currency: 'USD',
    price: 8000,
    renews: true,
    audience: 'everyone',
    grantsProducts: ['live', 'on-demand'],
    position: 5,
  },
  {
    id: 'C100006',
    key: 'day-pass-pack-5',
    title: 'Day Pass Pack',
    kind: 'one-time',
    period: null,
    currency: 'USD',
    price: 2500,
    audience: 'members',
    grantsDayPasses: 6,
    position: 6,
  },
  {
    id: 'C100007',
    key: 'day-pass',
    title: 'Day Pass',
    kind: 'one-time',
    period: null,
    currency: 'USD',
    price: 1500,
    audience: 'non-members',
    grantsDayPasses: 1,
    position: 7,
  },
  {
    id: 'C100008',
    key: 'day-pass-member',
    title: 'Day Pass',
    kind: 'one-time',
    period: null,
    currency: 'USD',
    price: 500,
    audience: 'members',
    grantsDayPasses: 1,
    position: 8,
  },
  {
    // The newsletter's 24-hour pass (§2 newsletter pass page): free, once per account, only through
    // /newsletter, so no price list shows it.
    id: 'C100009',
    key: 'pass24',
    title: '24 Hour On Demand Pass',
    kind: 'one-time',
    period: null,
    currency: 'USD',
    price: 0,
    audience: 'non-members',
    grantsProducts: ['on-demand'],
    grantsHours: 24,
    grantsTag: 'pass24',
    position: 9,
  },
];

/**
 * Adds the demo offers that are missing; offers a studio already has (by id) are left as they are, so
 * running it at every start never undoes the studio's edits.
 */
export async function insertDemoOffers(db: Db): Promise<number> {
  const inserted = await db
    .insert(offer)
    .values([...demoOffers])
    .onConflictDoNothing()
    .returning({ id: offer.id });
  return inserted.length;
}
