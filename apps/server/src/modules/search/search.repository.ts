import type { SearchSource } from '@releve/contracts';
import { type Database, type Db, schema } from '@releve/db';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { SearchTerms } from './search-terms';
import { SearchVocabulary } from './search-vocabulary';
import { pagesStatement, type SourceRow, unsyncedCommit } from './source-queries';

export interface SearchRecord {
  query: string;
  normalizedQuery: string;
  sources: readonly SearchSource[];
  page: number;
  resultCount: number;
  userId: string | null;
}

export interface QueryCount {
  query: string;
  searches: number;
}

type Rows<T> = { rows: T[] };

/** A source's page and how many it found, counted up to the search's count limit. */
export interface SourcePage {
  rows: SourceRow[];
  found: number;
  /** More than `found` match. */
  capped: boolean;
}

type PageRow = { search_id: string | null } & (
  | SourceRow
  | (Pick<SourceRow, 'source' | 'found' | 'capped'> & { id: null })
);

/**
 * Search's SQL: the four sources' pages, and the analytics tables. A search's statements are run
 * prepared (`runPrepared`): the pages' statement is large, and parsing it cost about as much as
 * running it.
 */
export class SearchRepository {
  private readonly db: Db;
  private readonly runPrepared: Database['runPrepared'];

  constructor(database: Pick<Database, 'db' | 'runPrepared'>) {
    this.db = database.db;
    this.runPrepared = database.runPrepared;
  }

  /**
   * One page of each source asked (matches counted up to `countLimit`), the search recorded with it,
   * in one statement. Where full text finds nothing in a source, `corrected` (the query's words
   * corrected to the catalogue's closest words, a tsquery) is searched there instead, in the same
   * statement: "balet" finds ballet classes as fast as "ballet" does. Answers the search's id.
   */
  async search(
    terms: SearchTerms,
    corrected: string | null,
    sources: readonly SearchSource[],
    counts: { limit: number; offset: number; countLimit: number },
    record: Omit<SearchRecord, 'sources' | 'resultCount'>,
  ): Promise<{ searchId: string; pages: Map<SearchSource, SourcePage> }> {
    const { rows } = (await this.runPrepared(
      pagesStatement(
        sources,
        terms.prefixQuery,
        corrected,
        counts,
        (found, hitIds) => sql`insert into search_query
            (query, normalized_query, sources, page, result_count, hit_ids, user_id)
          select ${record.query}, ${record.normalizedQuery}, ${sources.join(',')}, ${record.page}, ${found},
            ${hitIds}, ${record.userId}
          from ${unsyncedCommit} returning id`,
      ),
    )) as unknown as Rows<PageRow>;
    const searchId = rows[0]?.search_id;
    if (!searchId) throw new Error('search not recorded');
    const pages = new Map<SearchSource, SourcePage>();
    for (const row of rows) {
      const page = pages.get(row.source) ?? { found: Number(row.found), capped: row.capped, rows: [] };
      if (row.id !== null) page.rows.push(row);
      pages.set(row.source, page);
    }
    return { searchId, pages };
  }

  /** The catalogue's words, for typo tolerance (the catalogue tables' triggers keep them). */
  async vocabulary(): Promise<SearchVocabulary> {
    const { rows } = (await this.db.execute(sql`select word from search_word`)) as unknown as Rows<{
      word: string;
    }>;
    return new SearchVocabulary(rows.map((row) => row.word));
  }

  /**
   * Keeps the planner's statistics fresh, and marks the tables' pages all visible so that a common
   * word's videos are matched on an index alone (migration 0037): the embedded database has no
   * autovacuum to do either. Pages written since keep their rows correct, read from the table.
   */
  async vacuumAnalyze(): Promise<void> {
    await this.db.execute(sql`vacuum (analyze) media_item, playlist, program, collection, search_word`);
  }

  /**
   * Records a result opened from a search, only when it was one of that search's hits, and once
   * (decision 029: a caller cannot fill the analytics with items the search never offered, nor with
   * the same one over and over). Answers whether the
   * search is unknown, the item was not among its hits, or the selection was recorded.
   */
  async recordSelection(
    searchId: string,
    source: SearchSource,
    itemId: string,
  ): Promise<'recorded' | 'unknown-search' | 'not-a-hit'> {
    const result = (await this.db.execute(sql`with search as (
        select id, ${`${source}:${itemId}`} = any(hit_ids) as hit from search_query where id = ${searchId}
      ), recorded as (
        insert into search_selection (search_id, source, item_id)
        select id, ${source}, ${itemId} from search where hit and not exists (select 1 from search_selection s
          where s.search_id = search.id and s.source = ${source} and s.item_id = ${itemId})
        returning id
      )
      select search.hit, (select count(*) from recorded)::int as recorded from search`)) as unknown as Rows<{
      hit: boolean;
      recorded: number;
    }>;
    const row = result.rows[0];
    if (!row) return 'unknown-search';
    return row.hit ? 'recorded' : 'not-a-hit';
  }

  /** The studio's most frequent searches since a time (first pages only: paging is the same search). */
  topSearches(since: Date, limit: number): Promise<QueryCount[]> {
    return this.countByQuery(since, limit, false);
  }

  /** Searches that found nothing in any source asked, most frequent first. */
  searchesWithoutResults(since: Date, limit: number): Promise<QueryCount[]> {
    return this.countByQuery(since, limit, true);
  }

  private countByQuery(since: Date, limit: number, emptyOnly: boolean): Promise<QueryCount[]> {
    const q = schema.searchQuery;
    const searches = count();
    return this.db
      .select({ query: q.normalizedQuery, searches })
      .from(q)
      .where(and(gte(q.createdAt, since), eq(q.page, 1), emptyOnly ? eq(q.resultCount, 0) : undefined))
      .groupBy(q.normalizedQuery)
      .orderBy(desc(searches), q.normalizedQuery)
      .limit(limit);
  }
}
