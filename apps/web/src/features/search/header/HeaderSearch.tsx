import type { SearchHit } from '@releve/contracts';
import {
  type SearchSource,
  SUGGESTION_DEBOUNCE_MS,
  searchHitPath,
  searchPageUrl,
  searchSources,
} from '@releve/contracts/search-rules';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { recordSearchSelection, useSearchResults } from '../api/search-api';
import styles from './HeaderSearch.module.css';
import { moveActive } from './move-active';
import { ALL_SOURCES, type Filter, seeMoreSource, suggestionsOf, toggleChip } from './suggestions';

// The panel (suggestions, chips, tiles) loads on first opening (the box itself comes after the page, HeaderSearchSlot).
const SearchPanel = lazy(() => import('./SearchPanel'));

/**
 * The header's search box (viewing.md §2): suggestions 500 ms after typing stops, one page from each
 * source, filter chips, "See more results"; a combobox, so arrows move through the suggestions,
 * Enter opens one and Escape closes. Below 768 px it opens from a search button.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [filter, setFilter] = useState<Filter>(ALL_SOURCES);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const settled = useDebouncedValue(query, SUGGESTION_DEBOUNCE_MS);
  const results = useSearchResults(settled, searchSources, 1);
  const answer = settled === query && !results.stalled ? results.data : undefined;
  const stalled = query.length > 0 && settled === query && results.stalled;
  const searching = query.length > 0 && !answer && !stalled;

  const suggestions = suggestionsOf(answer, filter);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openHit = (source: SearchSource, hit: SearchHit) => {
    if (answer) recordSearchSelection({ query, source, searchId: answer.searchId, itemId: hit.id });
    close();
    setExpanded(false);
    navigate(searchHitPath(source, hit.id));
  };
  const seeMore = () => {
    close();
    setExpanded(false);
    navigate(searchPageUrl(query, seeMoreSource(filter)));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = suggestions[active];
    if (chosen) openHit(chosen.source, chosen.hit);
    else if (query) seeMore();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    if (suggestions.length === 0) return;
    setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, suggestions.length));
  };
  const listShown = open && suggestions.length > 0;
  const activeId =
    listShown && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined;

  return (
    <>
      <IconButton
        className={styles.toggle}
        icon={expanded ? 'close' : 'search'}
        label={t('header.search')}
        aria-expanded={expanded}
        onClick={() => {
          setExpanded(!expanded);
          if (!expanded) requestAnimationFrame(() => inputRef.current?.focus());
        }}
      />
      <search className={`${styles.search} ${expanded ? styles.expanded : ''}`}>
        <form onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('header.search')}
          </label>
          <Icon name="search" className={styles.searchIcon} />
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            placeholder={t('header.searchPlaceholder')}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={activeId}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              setFilter(ALL_SOURCES);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              if (!event.currentTarget.form?.parentElement?.contains(event.relatedTarget)) close();
            }}
          />
          {open && (
            <Suspense fallback={null}>
              <SearchPanel
                query={query}
                answer={answer}
                searching={searching}
                failed={stalled}
                onRetry={results.retry}
                filter={filter}
                onFilter={(chip) => {
                  setFilter(toggleChip(filter, chip));
                  setActive(-1);
                }}
                listId={listId}
                active={active}
                onOpenHit={openHit}
                onSeeMore={seeMore}
                onClose={close}
              />
            </Suspense>
          )}
        </form>
      </search>
    </>
  );
}
