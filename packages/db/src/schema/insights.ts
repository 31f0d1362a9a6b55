import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The insights' rollups of the studio's subscriptions (decision 065): derived rows only, kept current
 * by the `insights-rollup` job and rebuilt from billing's rows by `npm run admin -- insights rebuild`.
 * Nothing references them and nothing but the insights module writes them.
 */

/**
 * Each subscription as the insights count it (decision 057's span): its member (a deleted member's
 * subscription is its own member, `former:<id>`), its start, the end of its free trial, its end (null:
 * running) and its price as a monthly amount. Instants are whole milliseconds, as the figures count.
 */
export const insightsSpan = pgTable('insights_span', {
  subscriptionId: text('subscription_id').primaryKey(),
  member: text('member').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull(),
  paidFrom: timestamp('paid_from', { withTimezone: true, precision: 3 }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
  monthly: doublePrecision('monthly').notNull(),
  /** How many spans its member has: a member's figures need grouping only when more than one. */
  memberSpans: integer('member_spans').notNull().default(1),
});

/**
 * A member's spans merged into runs: `paid` while one of them is in paid time, `held` while one is
 * started and not ended (trials included). A member's runs of a kind never overlap, so counting the
 * runs that hold an instant counts the members. A span ended at its start makes an empty `held` run
 * (it holds no instant, but it dates the member's first start).
 */
export const insightsRun = pgTable(
  'insights_run',
  {
    member: text('member').notNull(),
    kind: text('kind', { enum: ['paid', 'held'] }).notNull(),
    fromAt: timestamp('from_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Null: still running. */
    toAt: timestamp('to_at', { withTimezone: true, precision: 3 }),
    /** The member's first start (their cohort's): on each run, so the cohort table needs no join. */
    memberSince: timestamp('member_since', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.member, table.kind, table.fromAt] })],
);
