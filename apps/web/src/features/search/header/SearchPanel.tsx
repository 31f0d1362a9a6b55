import type { SearchAnswer, SearchHit } from '@releve/contracts';
import type { SearchSource } from '@releve/contracts/search-rules';
import { useTranslation } from 'react-i18next';
import { countLabel } from '../count-label';
import styles from './HeaderSearch.module.css';
import { SectionTiles } from './SectionTiles';
import { SuggestionList } from './SuggestionList';
import { type Filter, shownResults } from './suggestions';

interface Props {
  query: string;
  /** The answer for `query`, once it came. */
  answer: SearchAnswer | undefined;
  searching: boolean;
  /** The search failed or stalled (SEARCH_STALL_MS without an answer). */
  failed: boolean;
  onRetry: () => void;
  filter: Filter;
  /** A chip pressed: All, or a source to add to the choice or take away. */
  onFilter: (chip: SearchSource | 'all') => void;
  listId: string;
  active: number;
  onOpenHit: (source: SearchSource, hit: SearchHit) => void;
  onSeeMore: () => void;
  onClose: () => void;
}

/** The header box's panel: section tiles when empty, then Searching..., the suggestions, or why none. */
export default function SearchPanel(props: Props) {
  const {
    query,
    answer,
    searching,
    failed,
    onRetry,
    filter,
    onFilter,
    listId,
    active,
    onOpenHit,
    onSeeMore,
    onClose,
  } = props;
  const { t } = useTranslation();
  const nonEmpty = answer?.results.filter((r) => r.found > 0) ?? [];
  const total = nonEmpty.reduce((sum, r) => sum + r.found, 0);
  return (
    <div className={styles.panel}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {answer
          ? countLabel(
              t,
              total,
              nonEmpty.some((r) => r.capped),
            )
          : ''}
      </p>
      {!query && <SectionTiles onOpen={onClose} />}
      {searching && <p className={styles.message}>{t('search:searching')}</p>}
      {failed && query && (
        <>
          <p className={styles.message}>{t('search:error.heading')}</p>
          <button
            type="button"
            className={styles.seeMore}
            onMouseDown={(event) => event.preventDefault()}
            onClick={onRetry}
          >
            {t('search:error.retry')}
          </button>
        </>
      )}
      {answer && total === 0 && <p className={styles.message}>{t('search:noResults')}</p>}
      {answer && total > 0 && (
        <>
          <fieldset className={styles.chips}>
            <legend className="visually-hidden">{t('search:filters')}</legend>
            {(['all', ...nonEmpty.map((r) => r.source)] as const).map((chip) => (
              <button
                key={chip}
                type="button"
                className={styles.chip}
                aria-pressed={chip === 'all' ? filter.length === 0 : filter.includes(chip)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onFilter(chip)}
              >
                {t(`search:sources.${chip}`)}
              </button>
            ))}
          </fieldset>
          <SuggestionList
            id={listId}
            results={shownResults(answer, filter)}
            active={active}
            onOpen={onOpenHit}
          />
          <button
            type="button"
            className={styles.seeMore}
            onMouseDown={(event) => event.preventDefault()}
            onClick={onSeeMore}
          >
            {t('search:seeMore')}
          </button>
        </>
      )}
    </div>
  );
}
