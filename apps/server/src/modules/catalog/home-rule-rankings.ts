import type { HomeRule } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { count, desc, gt, sql } from 'drizzle-orm';
import { type RuleRankings, rankingKey } from './home-rule-items';

const { watchedVideo, bookmark } = schema;

/** A rule row shows at most 50; classes not among the most counted follow, newest first. */
const RANKED = 500;

/**
 * The counts the home's rule rows order by (decision 044), only those the rules ask for: plays per
 * class over the last N days (`watched_video`), favourites per class (`bookmark`). Read with the
 * catalogue, so as fresh as its last rebuild; the console's preview reads them afresh.
 */
export async function loadRuleRankings(db: Db, rules: readonly HomeRule[]): Promise<RuleRankings> {
  const keys = new Set(rules.flatMap((rule) => rankingKey(rule) ?? []));
  const rankings = new Map<string, Map<string, number>>();
  for (const key of keys) {
    const days = key.startsWith('watched:') ? Number(key.slice('watched:'.length)) : null;
    const rows =
      days === null
        ? await db
            .select({ mediaId: bookmark.mediaId, counted: count(bookmark.userId).as('counted') })
            .from(bookmark)
            .groupBy(bookmark.mediaId)
            .orderBy(desc(sql`counted`))
            .limit(RANKED)
        : await db
            .select({ mediaId: watchedVideo.mediaId, counted: count(watchedVideo.id).as('counted') })
            .from(watchedVideo)
            .where(gt(watchedVideo.createdAt, sql`now() - make_interval(days => ${days})`))
            .groupBy(watchedVideo.mediaId)
            .orderBy(desc(sql`counted`))
            .limit(RANKED);
    rankings.set(key, new Map(rows.map((row) => [row.mediaId, Number(row.counted)])));
  }
  return rankings;
}
