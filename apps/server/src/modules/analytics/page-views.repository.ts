import { type Db, schema } from '@releve/db';
import { desc } from 'drizzle-orm';

export interface PageViewRecord {
  userId: string | null;
  path: string;
  page?: number | undefined;
  /** The referring site's host (referrerHostOf), or null. */
  referrerHost?: string | null;
}

/**
 * The host a page view's referrer names, as the insights count it (`www.` dropped, lower case), or
 * null for none, for what is not a web page's address (an app's, garbage) and for this site itself
 * (`ownHost`: a visit that came from the site is no referral).
 */
export function referrerHostOf(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  const strip = (host: string) => host.toLowerCase().replace(/^www\./, '');
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  const host = strip(url.hostname);
  if (!/^https?:$/.test(url.protocol) || !host) return null;
  return host !== strip(ownHost.replace(/:\d+$/, '')) ? host : null;
}

/** The only place that reads and writes page views. */
export class PageViewsRepository {
  constructor(private readonly db: Db) {}

  async record({ userId, path, page, referrerHost }: PageViewRecord): Promise<void> {
    await this.db
      .insert(schema.pageView)
      .values({ userId, path, page: page ?? null, referrerHost: referrerHost ?? null });
  }

  /** The latest views, newest first (the studio console's, later; tests today). */
  latest(limit: number) {
    return this.db.select().from(schema.pageView).orderBy(desc(schema.pageView.id)).limit(limit);
  }
}
