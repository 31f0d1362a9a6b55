import type { SearchSource } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { type Correction, correctedQuery, MIN_FUZZY_LENGTH, type SearchTerms } from './search-terms';
import { correctionsQuery, type SourceRow, sourcePageQuery } from './source-queries';

/**
 * How close a catalogue word must come to a typed word to be considered (pg_trgm's word similarity,
 * 0 to 1). Low, as a dropped letter in a short word shares few trigrams ("wrk" is 0.29 from "work"):
 * the candidates are then judged by their typos (edit-distance.ts).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.25;

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

/** A source's page and how many it found in all. */
export interface SourcePage {
  rows: SourceRow[];
  found: number;
}

/** Search's SQL: the four sources' pages, and the analytics tables. */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of each source asked, and the search recorded, in one transaction (the similarity
   * threshold is set for it alone). Where full text finds nothing in a source, the query's words
   * are corrected to the catalogue's closest words and searched again: "balet" finds ballet classes
   * as fast as "ballet" does. Answers the search's id.
   */
  async search(
    terms: SearchTerms,
    sources: readonly SearchSource[],
    limit: number,
    offset: number,
    record: (pages: Map<SearchSource, SourcePage>) => Omit<SearchRecord, 'sources'>,
  ): Promise<{ searchId: string; pages: Map<SearchSource, SourcePage> }> {
    return this.db.transaction(async (tx) => {
      // Analytics need not wait for the disk: losing the last searches in a crash costs nothing.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
          set_config('synchronous_commit', 'off', true)`,
      );
      let corrected: string | null | undefined;
      const pages = new Map<SearchSource, SourcePage>();
      for (const source of sources) {
        let page = await this.sourcePage(tx, source, terms.prefixQuery, limit, offset);
        if (page.found === 0 && terms.fuzzy) {
          corrected ??= await this.correct(tx, terms);
          if (corrected) page = await this.sourcePage(tx, source, corrected, limit, offset);
        }
        pages.set(source, page);
      }
      const [row] = await tx
        .insert(schema.searchQuery)
        .values({ ...record(pages), sources: sources.join(',') })
        .returning({ id: schema.searchQuery.id });
      if (!row) throw new Error('search not recorded');
      return { searchId: row.id, pages };
    });
  }

  /** Keeps the planner's statistics fresh (the embedded database has no autovacuum to do it). */
  async analyze(): Promise<void> {
    await this.db.execute(sql`analyze media_item, playlist, search_word`);
  }

  private async correct(tx: Db, terms: SearchTerms): Promise<string | null> {
    const long = terms.words.filter((word) => word.length >= MIN_FUZZY_LENGTH);
    const result = (await tx.execute(correctionsQuery(long))) as unknown as Rows<Correction>;
    const corrections = result.rows.map((row) => ({ ...row, closeness: Number(row.closeness) }));
    return correctedQuery(terms.words, corrections);
  }

  private async sourcePage(
    tx: Db,
    source: SearchSource,
    tsQueryText: string,
    limit: number,
    offset: number,
  ): Promise<SourcePage> {
    const result = (await tx.execute(sourcePageQuery(source, tsQueryText, limit, offset))) as unknown as Rows<
      SourceRow | (Pick<SourceRow, 'found'> & { id: null })
    >;
    return {
      found: Number(result.rows[0]?.found ?? 0),
      rows: result.rows.filter((row): row is SourceRow => row.id !== null),
    };
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
