import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const productType = pgEnum('product_type', ['on-demand', 'live']);

/** What a member holds: on-demand or live access for a period, recurring or not. */
export const product = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: productType('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    /** Where it came from: "admin", "seed", "import", later an order id. */
    source: text('source').notNull(),
  },
  (table) => [
    index('product_user_id_idx').on(table.userId),
    // A console grant's key (`studio-grant:{uuid}`) grants once, however often it is sent.
    uniqueIndex('product_studio_grant_key')
      .on(table.source)
      .where(sql`${table.source} like 'studio-grant:%'`),
  ],
);

/**
 * Who did what as whom: every impersonated call, admin grant and change made in the studio console
 * leaves a row (decision 036); a console change keeps the thing changed and its state before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id'),
    /** The member the change was about, if any (their data export lists it). */
    subjectId: text('subject_id'),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    /** What was changed, as `kind:id` (`staff:u_123`, `class:4567`). */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_subject_idx').on(table.subjectId),
    index('audit_log_created_idx').on(table.createdAt, table.id),
    // The Activity page's filters, paged in the log's order: a rare kind of change or one person's
    // changes are found from the index, not by reading the whole log (0.1 ms, not 20-80, at 500,000).
    index('audit_log_action_idx').on(table.action, table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt, table.id),
  ],
);
