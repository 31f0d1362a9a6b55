import { type Db, schema } from '@releve/db';
import { desc } from 'drizzle-orm';

export interface PageViewRecord {
  userId: string | null;
  path: string;
  page?: number | undefined;
}

/** The only place that reads and writes page views. */
export class PageViewsRepository {
  constructor(private readonly db: Db) {}

  async record({ userId, path, page }: PageViewRecord): Promise<void> {
    await this.db.insert(schema.pageView).values({ userId, path, page: page ?? null });
  }

  /** The latest views, newest first (the studio console's, later; tests today). */
  latest(limit: number) {
    return this.db.select().from(schema.pageView).orderBy(desc(schema.pageView.id)).limit(limit);
  }
}
