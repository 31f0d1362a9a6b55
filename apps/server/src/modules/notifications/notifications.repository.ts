import type { Notification } from '@releve/contracts';

export type { StoredNotification };

import { type Db, schema } from '@releve/db';
import { and, count, desc, eq } from 'drizzle-orm';

const table = schema.notification;

type StoredNotification = Omit<Notification, 'media'>;

const toNotification = (row: typeof table.$inferSelect): StoredNotification => ({
  id: String(row.id),
  type: row.type,
  message: row.message,
  classUrl: row.classUrl,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
});

/** The only place that reads and writes members' notifications. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** The same repository over a transaction's handle, so its writes commit with the caller's. */
  within(db: Db): NotificationsRepository {
    return new NotificationsRepository(db);
  }

  async page(userId: string, page: number, limit: number): Promise<StoredNotification[]> {
    const rows = await this.db
      .select()
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(limit)
      .offset((page - 1) * limit);
    return rows.map(toNotification);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.status, 'unread')));
    return row?.n ?? 0;
  }

  /** Marks one of the member's notifications read; false when it is not theirs or does not exist. */
  async markRead(userId: string, id: number): Promise<boolean> {
    const rows = await this.db
      .update(table)
      .set({ status: 'read' })
      .where(and(eq(table.id, id), eq(table.userId, userId)))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.db
      .update(table)
      .set({ status: 'read' })
      .where(and(eq(table.userId, userId), eq(table.status, 'unread')));
  }

  async add(entry: typeof table.$inferInsert): Promise<void> {
    await this.db.insert(table).values(entry);
  }
}
