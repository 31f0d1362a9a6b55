import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation (when it was set up, which demo data it holds), one row per key. */
export const instanceMeta = pgTable('instance_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
