import {
  ROUTE_DEBOUNCE_MS,
  type SearchSource,
  searchHitPath,
  searchPageUrl,
  searchSources,
} from '@releve/contracts/search-rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Page } from '../../../components/Page';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { recordSearchSelection, useSearchResults } from '../api/search-api';
import { countLabel } from '../count-label';
import { HitCard } from './HitCard';
import { Pagination } from './Pagination';
import { SearchTips } from './SearchTips';
import styles from './SearchView.module.css';

interface Props {
  query: string;
  source: SearchSource;
  page: number;
}

/**
 * The results page (viewing.md §2): one source's hits, 10 to a page, with pagination; typing in its
 * box updates the address 350 ms after the last key.
 */
export function SearchView({ query, source, page }: Props) {
  const { t } = useTranslation('search');
  const [, navigate] = useLocation();
  const inputId = useId();
  const [text, setText] = useState(query);
  const typed = useDebouncedValue(text.trim(), ROUTE_DEBOUNCE_MS);
  const lastTyped = useRef(typed);
  // The address follows the box, and the box the address (a search from the header).
  useEffect(() => setText(query), [query]);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    if (typed !== query.trim()) navigate(searchPageUrl(typed, source), { replace: true });
  }, [typed, query, source, navigate]);

  const trimmed = query.trim();
  const results = useSearchResults(trimmed, [source], page, { keepPrevious: true });
  // A stalled search shows why instead of the previous page's hits.
  const answer = results.stalled ? undefined : results.data;
  const found = answer?.results[0];

  return (
    <Page title={t('common:header.search')}>
      <search className={styles.box}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('page.label')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={t('common:header.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </search>
      <fieldset className={styles.sources}>
        <legend className="visually-hidden">{t('page.sources')}</legend>
        {searchSources.map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.chip}
            aria-pressed={choice === source}
            onClick={() => navigate(searchPageUrl(trimmed, choice))}
          >
            {t(`sources.${choice}`)}
          </button>
        ))}
      </fieldset>
      {!trimmed && <p className={styles.placeholder}>{t('page.placeholder')}</p>}
      {trimmed && results.waiting && !results.stalled && !answer && (
        <div className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">{t('page.loading')}</span>
        </div>
      )}
      {trimmed && results.stalled && (
        <section className={styles.notice}>
          <h2>{t('error.heading')}</h2>
          <SearchTips
            heading={t('error.tipsHeading')}
            tips={t('error.tips', { returnObjects: true }) as string[]}
          />
          <button type="button" className={styles.retry} onClick={results.retry}>
            {t('error.retry')}
          </button>
        </section>
      )}
      {found && found.found === 0 && (
        <section className={styles.notice}>
          <h2>{t('noResults')}</h2>
          <SearchTips
            heading={t('tips.heading')}
            tips={t('tips.items', { returnObjects: true }) as string[]}
          />
        </section>
      )}
      {answer && found && found.found > 0 && (
        <>
          <p className={styles.count} role="status">
            {countLabel(t, found.found, found.capped)}
          </p>
          <ul className={styles.hits} aria-label={t('page.results')} aria-busy={results.isPlaceholderData}>
            {found.hits.map((hit) => (
              <li key={hit.id}>
                <HitCard
                  hit={hit}
                  href={searchHitPath(source, hit.id)}
                  onOpen={() =>
                    recordSearchSelection({
                      query: trimmed,
                      source,
                      searchId: answer.searchId,
                      itemId: hit.id,
                    })
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            found={found.found}
            more={found.capped}
            onPage={(next) => {
              navigate(searchPageUrl(trimmed, source, next));
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </Page>
  );
}
