import type { SearchSource } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { SearchTerms } from './search-terms';
import { type SourceRow, sourceQuery } from './source-queries';

/**
 * How close a typo must come (pg_trgm's word similarity, 0 to 1). pg_trgm's default, 0.6, misses
 * swapped letters in short words ("adagoi" is 0.57 from "adagio").
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

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

/** Search's SQL: the four sources' pages, and the analytics tables. */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of each source asked, and the search recorded, in one transaction (the similarity
   * threshold is set for it alone). Answers the search's id.
   */
  async search(
    terms: SearchTerms,
    sources: readonly SearchSource[],
    limit: number,
    offset: number,
    record: (pages: Map<SearchSource, SourceRow[]>) => Omit<SearchRecord, 'sources'>,
  ): Promise<{ searchId: string; pages: Map<SearchSource, SourceRow[]> }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
      );
      const pages = new Map<SearchSource, SourceRow[]>();
      for (const source of sources) {
        const result = (await tx.execute(
          sourceQuery(source, terms, limit, offset),
        )) as unknown as Rows<SourceRow>;
        pages.set(source, result.rows);
      }
      const [row] = await tx
        .insert(schema.searchQuery)
        .values({ ...record(pages), sources: sources.join(',') })
        .returning({ id: schema.searchQuery.id });
      if (!row) throw new Error('search not recorded');
      return { searchId: row.id, pages };
    });
  }

  /** Records a result opened from a search; false when no such search was recorded. */
  async recordSelection(searchId: string, source: SearchSource, itemId: string): Promise<boolean> {
    const result = (await this.db.execute(sql`insert into search_selection (search_id, source, item_id)
      select id, ${source}, ${itemId} from search_query where id = ${searchId}
      returning id`)) as unknown as Rows<{ id: number }>;
    return result.rows.length > 0;
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
