import { SEARCH_FOUND_CAP, type SearchSource } from '@releve/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** One row of a source's page. */
export interface SourceRow {
  found: string | number;
  id: string;
  label: string;
  poster_id: string | null;
  added_at: string | Date;
}

/**
 * Each source's SQL (viewing.md §7; programs and collections are few, so their vectors are computed
 * as asked). A row matches when its search vector matches the tsquery; videos come newest first,
 * the others by rank, then in the studio's order.
 */
interface SourceSpec {
  select: SQL;
  from: SQL;
  /** Rows that may appear at all: no drafts, nothing unpublished. */
  visible: SQL;
  vector: SQL;
  order: (tsQuery: SQL) => SQL;
}

const byRank = (vector: SQL, tieBreak: SQL) => (tsQuery: SQL) =>
  sql`ts_rank(${vector}, ${tsQuery}) desc, ${tieBreak}`;

const programVector = sql`(setweight(to_tsvector('english', search_fold(p.name)), 'A')
  || setweight(to_tsvector('english', search_fold(p.short_description)), 'B'))`;
const collectionVector = sql`to_tsvector('english', search_fold(c.name))`;

const specs: Record<SearchSource, SourceSpec> = {
  videos: {
    select: sql`m.id, m.title as label, m.poster_id, m.published_at as added_at`,
    from: sql`media_item m`,
    // Written so the planner never intersects the search with the (nearly whole) published index.
    visible: sql`m.content_type in ('video', 'episode', 'series') and (m.published_at - now()) <= interval '0'
      and m.event_state is distinct from 'unpublished-live'`,
    vector: sql`m.search_vector`,
    order: () => sql`m.published_at desc, m.id`,
  },
  playlists: {
    select: sql`pl.id, pl.title as label, pl.poster_id, pl.created_at as added_at`,
    from: sql`playlist pl`,
    // A module of a draft program is part of the draft.
    visible: sql`not exists (select 1 from section_playlist sp
      join program_section ps on ps.section_id = sp.section_id
      join program p on p.id = ps.program_id
      where sp.playlist_id = pl.id and p.type = 'draft')`,
    vector: sql`pl.search_vector`,
    order: byRank(sql`pl.search_vector`, sql`pl.title, pl.id`),
  },
  programs: {
    select: sql`p.id, p.name as label, p.poster_id, p.created_at as added_at`,
    from: sql`program p`,
    visible: sql`p.type = 'program'`,
    vector: programVector,
    order: byRank(programVector, sql`p.position, p.id`),
  },
  collections: {
    select: sql`c.id, c.name as label, c.poster_id, c.created_at as added_at`,
    from: sql`collection c`,
    visible: sql`true`,
    vector: collectionVector,
    order: byRank(collectionVector, sql`c.position, c.id`),
  },
};

/**
 * One page of a source's matches and how many match in all, counted up to SEARCH_FOUND_CAP (each
 * counted match costs a row read): one row with `found` and null columns when the page is empty.
 */
export function sourcePageQuery(
  source: SearchSource,
  tsQueryText: string,
  limit: number,
  offset: number,
): SQL {
  const spec = specs[source];
  const tsQuery = sql`to_tsquery('english', ${tsQueryText})`;
  const matching = sql`${spec.vector} @@ ${tsQuery} and ${spec.visible}`;
  return sql`select counted.found, page.* from
    (select count(*) as found from (select 1 from ${spec.from} where ${matching} limit ${SEARCH_FOUND_CAP}) as hits) as counted
    left join lateral (select ${spec.select} from ${spec.from} where ${matching}
      order by ${spec.order(tsQuery)} limit ${limit} offset ${offset}) as page on true`;
}

/**
 * For each word given, the catalogue's 10 words closest to it by trigrams (the `<%` threshold is
 * the repository's), closest first: the candidates for what was meant.
 */
export function correctionsQuery(words: string[]): SQL {
  return sql`select typed.word as typed, close.word, close.closeness
    from regexp_split_to_table(${words.join(' ')}, ' ') with ordinality as typed(word, n)
    cross join lateral (
      select s.word, similarity(typed.word, s.word) as closeness from search_word s
      where typed.word <% s.word order by closeness desc, s.word limit 10
    ) as close
    order by typed.n, close.closeness desc`;
}
