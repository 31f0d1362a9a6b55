import type { SearchSource } from '@releve/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { SearchTerms } from './search-terms';

/** One row of a source's page; `found` counts every match, not only the page. */
export interface SourceRow {
  id: string;
  label: string;
  poster_id: string | null;
  added_at: string | Date;
  found: string | number;
}

/**
 * Each source's SQL (viewing.md §7; programs and collections are few, so they have no index): a row matches when every word matches as a prefix in full text,
 * or, from 3 letters, when the query's trigrams are close to some words of the title (`<%`, word
 * similarity, threshold set by the repository). Full-text matches come first; then typo matches by
 * closeness. Videos are newest first within each; the others by rank, then the studio's order.
 */
interface SourceSpec {
  select: SQL;
  from: SQL;
  /** Rows that may appear at all: no drafts, nothing unpublished. */
  visible: SQL;
  vector: SQL;
  /** What the query's trigrams are compared with (folded: lower case, no accents). */
  trigramText: SQL;
  tieBreak: SQL;
}

const specs: Record<SearchSource, SourceSpec> = {
  videos: {
    select: sql`m.id, m.title as label, m.poster_id, m.published_at as added_at`,
    from: sql`media_item m`,
    visible: sql`m.content_type in ('video', 'episode', 'series') and m.published_at <= now()
      and m.event_state is distinct from 'unpublished-live'`,
    vector: sql`m.search_vector`,
    trigramText: sql`m.search_text`,
    tieBreak: sql`m.published_at desc, m.id`,
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
    trigramText: sql`pl.search_text`,
    tieBreak: sql`pl.title, pl.id`,
  },
  programs: {
    select: sql`p.id, p.name as label, p.poster_id, p.created_at as added_at`,
    from: sql`program p`,
    visible: sql`p.type = 'program'`,
    vector: sql`(setweight(to_tsvector('english', search_fold(p.name)), 'A')
      || setweight(to_tsvector('english', search_fold(p.short_description)), 'B'))`,
    trigramText: sql`search_fold(p.name)`,
    tieBreak: sql`p.position, p.id`,
  },
  collections: {
    select: sql`c.id, c.name as label, c.poster_id, c.created_at as added_at`,
    from: sql`collection c`,
    visible: sql`true`,
    vector: sql`to_tsvector('english', search_fold(c.name))`,
    trigramText: sql`search_fold(c.name)`,
    tieBreak: sql`c.position, c.id`,
  },
};

export function sourceQuery(source: SearchSource, terms: SearchTerms, limit: number, offset: number): SQL {
  const spec = specs[source];
  const tsQuery = sql`to_tsquery('english', ${terms.prefixQuery})`;
  const textMatch = sql`(${spec.vector} @@ ${tsQuery})`;
  const typoMatch = terms.fuzzy ? sql`(${terms.text} <% ${spec.trigramText})` : sql`false`;
  // Only typo matches are ordered by closeness: full-text matches keep the source's own order.
  const order = [sql`${textMatch} desc`];
  if (terms.fuzzy) {
    order.push(
      sql`case when ${textMatch} then 0 else round(word_similarity(${terms.text}, ${spec.trigramText})::numeric, 1) end desc`,
    );
  }
  if (source !== 'videos') order.push(sql`ts_rank(${spec.vector}, ${tsQuery}) desc`);
  order.push(spec.tieBreak);
  return sql`select ${spec.select}, count(*) over () as found
    from ${spec.from}
    where (${textMatch} or ${typoMatch}) and ${spec.visible}
    order by ${sql.join(order, sql`, `)}
    limit ${limit} offset ${offset}`;
}
