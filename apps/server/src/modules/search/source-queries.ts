import type { SearchSource } from '@releve/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** One row of a source's page. */
export interface SourceRow {
  source: SearchSource;
  found: string | number;
  /** The count stopped at its limit: more match. */
  capped: boolean;
  id: string;
  label: string;
  poster_id: string | null;
  added_at: string | Date;
}

/**
 * Each source's SQL (viewing.md §7). A row matches when its search vector (a generated column of its
 * table) matches the tsquery; videos come newest first, the others by rank, then in the studio's order.
 * The matches are read with their `details` in the same scan, so each table is named once in the
 * statement: the planner's work for a table grows with its indexes (media_item has a dozen), and it
 * was most of a search's time (issue 32). Videos' details are in the walk index (migration 0057), so
 * a word found in thousands of classes is still matched on that index with no visit to the table.
 */
interface SourceSpec {
  from: SQL;
  id: SQL;
  addedAt: SQL;
  /** The page's columns, `label` and `poster_id`, read with the matches. */
  details: SQL;
  /** Rows that may appear at all: no drafts, nothing unpublished. */
  visible: SQL;
  vector: SQL;
  order: (tsQuery: SQL) => SQL;
}

const byRank = (vector: SQL, tieBreak: SQL) => (tsQuery: SQL) =>
  sql`ts_rank(${vector}, ${tsQuery}) desc, ${tieBreak}`;

const specs: Record<SearchSource, SourceSpec> = {
  videos: {
    from: sql`media_item m`,
    id: sql`m.id`,
    addedAt: sql`m.published_at`,
    details: sql`m.title as label, m.poster_id`,
    // Written so the planner never intersects the search with the (nearly whole) published index.
    // Migration 0037's index (media_item_search_walk_idx) holds these rows but for the time test, so
    // a common word walks it newest first without reading the table: a condition added here goes
    // into that index's predicate too.
    visible: sql`m.state = 'published' and m.content_type in ('video', 'episode', 'series') and (m.published_at - now()) <= interval '0'
      and m.event_state is distinct from 'unpublished-live'`,
    vector: sql`m.search_vector`,
    order: () => sql`m.published_at desc, m.id`,
  },
  playlists: {
    from: sql`playlist pl`,
    id: sql`pl.id`,
    addedAt: sql`pl.created_at`,
    details: sql`pl.title as label, pl.poster_id`,
    // A module of a draft program is part of the draft, as is one of a program the console has not
    // published or has retired (decision 042). The drafts' modules are listed once for the
    // statement (an array): a `not exists` joining them to each playlist cost more to plan than to run.
    visible: sql`pl.id <> all (array(select sp.playlist_id from section_playlist sp
      join program_section ps on ps.section_id = sp.section_id
      join program p on p.id = ps.program_id
      where p.type = 'draft' or p.state <> 'published'))`,
    vector: sql`pl.search_vector`,
    order: byRank(sql`pl.search_vector`, sql`pl.title, pl.id`),
  },
  programs: {
    from: sql`program p`,
    id: sql`p.id`,
    addedAt: sql`p.created_at`,
    details: sql`p.name as label, p.poster_id`,
    visible: sql`p.type = 'program' and p.state = 'published'`,
    vector: sql`p.search_vector`,
    order: byRank(sql`p.search_vector`, sql`p.position, p.id`),
  },
  collections: {
    from: sql`collection c`,
    id: sql`c.id`,
    addedAt: sql`c.created_at`,
    details: sql`c.name as label, c.poster_id`,
    visible: sql`true`,
    vector: sql`c.search_vector`,
    order: byRank(sql`c.search_vector`, sql`c.position, c.id`),
  },
};

/**
 * One source's matches in order, numbered (`rn`), up to one beyond `countLimit`: read once, in one
 * scan, they give both the count and the page (a CTE used twice is computed once). Reading them
 * twice, a count and then a page, cost two index scans: exact words' prefix scans were the bench's
 * slowest (issue 32). With `unlessFound`, only read when that CTE found nothing (the planner gates
 * the scan on it, so it never runs otherwise).
 */
function sourceMatches(
  source: SearchSource,
  name: string,
  tsQuery: SQL,
  countLimit: number,
  unlessFound?: string,
): SQL {
  const spec = specs[source];
  const order = spec.order(tsQuery);
  const gate = unlessFound ? sql` and not exists (select 1 from ${sql.raw(unlessFound)})` : sql``;
  return sql`${sql.raw(name)} as (select ${spec.id} as id, ${spec.addedAt} as added_at, ${spec.details},
    row_number() over (order by ${order}) as rn
    from ${spec.from} where ${spec.vector} @@ ${tsQuery} and ${spec.visible}${gate}
    order by ${order} limit ${countLimit + 1})`;
}

/**
 * One source's matches: full text's, or where it found nothing, the corrected query's (viewing.md §7's
 * typo tolerance), as CTEs named after the source.
 */
function sourceFound(source: SearchSource, tsQuery: SQL, corrected: SQL | null, countLimit: number): SQL[] {
  const matches = `matches_${source}`;
  const first = sourceMatches(source, matches, tsQuery, countLimit);
  if (!corrected) return [first, sql`${sql.raw(foundName(source))} as (select * from ${sql.raw(matches)})`];
  const again = `corrected_${source}`;
  return [
    first,
    sourceMatches(source, again, corrected, countLimit, matches),
    sql`${sql.raw(foundName(source))} as (select * from ${sql.raw(matches)} union all select * from ${sql.raw(again)})`,
  ];
}

const foundName = (source: SearchSource) => `found_${source}`;

/**
 * One source's page of its matches, each row carrying the source and how many match, counted up to
 * `countLimit` (`capped` when more do); one row with null columns when the page is empty.
 */
function sourcePart(source: SearchSource, limit: number, offset: number, countLimit: number): SQL {
  const found = sql.raw(foundName(source));
  return sql`(select ${source}::text as source, least(counted.total, ${countLimit}) as found,
    counted.total > ${countLimit} as capped, page.rn as n, page.id, page.label, page.poster_id, page.added_at
    from (select count(*) as total from ${found}) as counted
    left join lateral (select matched.rn, matched.id, matched.label, matched.poster_id, matched.added_at
      from ${found} as matched
      where matched.rn > ${offset} and matched.rn <= ${offset + limit}) as page on true)`;
}

/**
 * The pages of the sources asked and a write to the search's analytics row, in one statement: each
 * statement costs a few milliseconds on the embedded database (parsed, planned) before it does
 * anything. A source where full text (`tsQueryText`) finds nothing is searched with `correctedText`
 * instead, when given. `write` is given the hits found over these sources and the ids of the hits on
 * these pages (`source:id`, what a selection may name), and must answer the search's `id`. Rows:
 * `search_id` and a SourceRow tagged with its `source`.
 */
export function pagesStatement(
  sources: readonly SearchSource[],
  tsQueryText: string,
  correctedText: string | null,
  { limit, offset, countLimit }: { limit: number; offset: number; countLimit: number },
  write: (found: SQL, hitIds: SQL) => SQL,
): SQL {
  const tsQuery = sql`to_tsquery('english', ${tsQueryText})`;
  const corrected = correctedText === null ? null : sql`to_tsquery('english', ${correctedText})`;
  const matches = sql.join(
    sources.flatMap((source) => sourceFound(source, tsQuery, corrected, countLimit)),
    sql`, `,
  );
  const parts = sql.join(
    sources.map((source) => sourcePart(source, limit, offset, countLimit)),
    sql` union all `,
  );
  const found = sql`(select coalesce(sum(found), 0)::int from (select distinct source, found from results) as per_source)`;
  const hitIds = sql`(select coalesce(array_agg(source || ':' || id), '{}'::text[]) from results where id is not null)`;
  return sql`with ${matches}, results as (${parts}), written as (${write(found, hitIds)})
    select written.id as search_id, results.* from results left join written on true
    order by results.source, results.n`;
}

/**
 * Analytics need not wait for the disk: losing the last searches in a crash costs nothing. Set for
 * the statement's own transaction.
 */
export const unsyncedCommit = sql`(select set_config('synchronous_commit', 'off', true)) as unsynced`;
