import { defaultOrderOf, STUDIO_LIST_COUNT_CAP, type StudioClassQuery } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, count, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { classColumns, isClass, toTextArray } from './studio-class-columns';
import { instructorTags } from './studio-class-tags';

const { mediaItem, videoAsset } = schema;

/** `%` and `_` typed in the search box are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the console's classes list (decision 038) and how many match. Each sort walks its own
 * index of migration 0038 (partial on `isClass`, holding `state` and `published_at` too), so the
 * page's ids come from the index alone however deep the page (an offset of 49,975 reads no table
 * row); the page's 25 rows are read by id after.
 */
export async function classListPage(db: Db, query: StudioClassQuery, now: Date) {
  const where = and(isClass, ...classFilters(query, now));
  // Counted up to the cap only: beyond, the planner's estimate says about how many.
  const [counted] = await db.select({ value: count() }).from(
    db
      .select({ one: sql`1` })
      .from(mediaItem)
      .where(where)
      .limit(STUDIO_LIST_COUNT_CAP + 1)
      .as('matching'),
  );
  const found = counted?.value ?? 0;
  const totalExact = found <= STUDIO_LIST_COUNT_CAP;
  const total = totalExact ? found : Math.max(found, await estimatedRows(db, where));
  const ids = await classIdsQuery(db, query, now, totalExact);
  const pageIds = ids.slice(0, query.pageSize).map((row) => row.id);
  const rows =
    pageIds.length === 0
      ? []
      : await db
          .select(classColumns)
          .from(mediaItem)
          .leftJoin(videoAsset, eq(videoAsset.id, mediaItem.videoAssetId))
          .where(inArray(mediaItem.id, pageIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: pageIds.flatMap((id) => byId.get(id) ?? []),
    total,
    totalExact,
    hasMore: ids.length > query.pageSize,
  };
}

/**
 * The ids of the page's classes in order, and one more (is there a next page?): only columns the
 * sort's index holds, so it is walked alone. `few`: the matches are few (see `classOrder`).
 */
export function classIdsQuery(db: Db, query: StudioClassQuery, now: Date, few: boolean) {
  return db
    .select({ id: mediaItem.id })
    .from(mediaItem)
    .where(and(isClass, ...classFilters(query, now)))
    .orderBy(...classOrder(query, few))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
}

/** How many rows the planner expects `where` to match (its statistics: no row is read). */
async function estimatedRows(db: Db, where: SQL | undefined): Promise<number> {
  const matching = db.select({ one: sql`1` }).from(mediaItem).where(where);
  const result = (await db.execute(sql`explain (format json) ${matching.getSQL()}`)) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}

type Direction = 'asc' | 'desc';
const flip = (way: Direction): Direction => (way === 'asc' ? 'desc' : 'asc');

/**
 * The list's order, always ending on the id (a stable order: a page never repeats or skips a class
 * that ties with another). `state` is drafts, then scheduled (latest first), then published (newest
 * first): `state` then `published_at` the other way. Few matches (`few`: the count stayed under the
 * cap) are sorted after the filter finds them, so the keys are written as expressions no index
 * serves: otherwise the planner may walk a whole index looking for matches it wrongly expects to be
 * common (tags that never go together). Many matches come quickest in their index's order.
 */
function classOrder(query: StudioClassQuery, few: boolean): SQL[] {
  const way = query.order ?? defaultOrderOf(query.sort);
  const keys: [SQL, Direction][] =
    query.sort === 'state'
      ? [
          [few ? sql`(${mediaItem.state} || '')` : sql`${mediaItem.state}`, way],
          [few ? sql`(${mediaItem.publishedAt} + interval '0')` : sql`${mediaItem.publishedAt}`, flip(way)],
          [few ? sql`(${mediaItem.id} || '')` : sql`${mediaItem.id}`, flip(way)],
        ]
      : [
          [sortKey(query.sort, few), way],
          [few ? sql`(${mediaItem.id} || '')` : sql`${mediaItem.id}`, way],
        ];
  return keys.map(([key, direction]) => sql`${key} ${sql.raw(direction)}`);
}

function sortKey(sort: Exclude<StudioClassQuery['sort'], 'state'>, few: boolean): SQL {
  switch (sort) {
    case 'title':
      return few ? sql`(${mediaItem.title} || '')` : sql`${mediaItem.title}`;
    case 'duration':
      return few ? sql`(${mediaItem.durationSeconds} + 0)` : sql`${mediaItem.durationSeconds}`;
    case 'published':
      return few ? sql`(${mediaItem.publishedAt} + interval '0')` : sql`${mediaItem.publishedAt}`;
    case 'updated':
      return few ? sql`(${mediaItem.updatedAt} + interval '0')` : sql`${mediaItem.updatedAt}`;
  }
}

function classFilters(query: StudioClassQuery, now: Date): SQL[] {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      sql`(${mediaItem.searchText} ilike search_fold(${pattern}) or ${mediaItem.id} = ${query.q})`,
    );
  }
  if (query.state === 'draft') filters.push(eq(mediaItem.state, 'draft'));
  if (query.state === 'scheduled')
    filters.push(and(eq(mediaItem.state, 'published'), gt(mediaItem.publishedAt, now)) as SQL);
  if (query.state === 'published')
    filters.push(and(eq(mediaItem.state, 'published'), lte(mediaItem.publishedAt, now)) as SQL);
  // Tag filters through the GIN index on tags: `@>` (holds every one) or `&&` (holds any).
  const tags = [query.level, query.style].filter((tag): tag is string => Boolean(tag));
  if (tags.length > 0) filters.push(sql`${mediaItem.tags} @> ${toTextArray(tags)}`);
  if (query.instructor)
    filters.push(sql`${mediaItem.tags} && ${toTextArray(instructorTags(query.instructor))}`);
  return filters;
}
