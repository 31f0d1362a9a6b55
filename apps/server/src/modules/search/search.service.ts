import {
  countLimit,
  SEARCH_PAGE_SIZE,
  type SearchAnswer,
  type SearchHit,
  type SearchSource,
} from '@releve/contracts';
import { posterImage, posterImages } from '../catalog/catalog.module';
import type { SearchRepository } from './search.repository';
import { asTypedQuery, correctedQuery, MIN_FUZZY_LENGTH, searchTerms } from './search-terms';
import type { SearchVocabulary } from './search-vocabulary';
import type { SourceRow } from './source-queries';

/** Collection ids carry `col-`; their hits name the id without it, as `/p/col-{id}` adds it back. */
const COLLECTION_PREFIX = 'col-';

export interface SearchRequest {
  query: string;
  sources: readonly SearchSource[];
  page: number;
  userId: string | null;
}

/** Search (viewing.md §7): 10 hits a page from each source asked, every search recorded. */
export class SearchService {
  constructor(
    private readonly repository: SearchRepository,
    private readonly vocabulary: () => Promise<SearchVocabulary>,
  ) {}

  async search({ query, sources, page, userId }: SearchRequest): Promise<SearchAnswer> {
    const terms = searchTerms(query);
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    const corrected = terms.fuzzy ? await this.corrected(terms.words) : null;
    const { searchId, pages } = await this.repository.search(
      terms,
      corrected,
      sources,
      { limit: SEARCH_PAGE_SIZE, offset, countLimit: countLimit(page) },
      { query, normalizedQuery: terms.text, page, userId },
    );
    return {
      searchId,
      page,
      results: sources.map((source) => {
        const { rows, found, capped } = pages.get(source) ?? { rows: [], found: 0, capped: false };
        return { source, found, capped, hits: rows.map((row) => toHit(source, row)) };
      }),
    };
  }

  /**
   * The catalogue words the query's words probably meant, as a tsquery; null when nothing was meant,
   * or when every word is a catalogue word as typed: the corrected query would then match what its
   * prefixes matched or less (the same words, without the prefix), so it could find nothing more.
   */
  private async corrected(words: string[]): Promise<string | null> {
    const long = words.filter((word) => word.length >= MIN_FUZZY_LENGTH);
    const corrected = correctedQuery(words, (await this.vocabulary()).corrections(long));
    return corrected === asTypedQuery(words) ? null : corrected;
  }

  recordSelection(searchId: string, source: SearchSource, itemId: string) {
    const id = source === 'collections' ? `${COLLECTION_PREFIX}${itemId}` : itemId;
    return this.repository.recordSelection(searchId, source, id);
  }
}

function toHit(source: SearchSource, row: SourceRow): SearchHit {
  const common = {
    thumbnail: posterImage(row.poster_id),
    images: posterImages(row.poster_id),
    dateAdded: new Date(row.added_at).getTime(),
  };
  switch (source) {
    case 'videos':
      return { id: row.id, jwId: row.id, title: row.label, ...common };
    case 'playlists':
      return { id: row.id, title: row.label, ...common };
    case 'programs':
      return { id: row.id, name: row.label, ...common };
    case 'collections':
      return { id: row.id.replace(/^col-/, ''), name: row.label, ...common };
  }
}
