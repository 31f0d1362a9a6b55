import type { SearchHit, SourceResults } from '@releve/contracts';
import type { SearchSource } from '@releve/contracts/search-rules';
import { useTranslation } from 'react-i18next';
import { hitLabel } from '../hit-label';
import styles from './HeaderSearch.module.css';

interface Props {
  id: string;
  results: SourceResults[];
  /** Index of the highlighted suggestion over all groups; -1 for none. */
  active: number;
  onOpen: (source: SearchSource, hit: SearchHit) => void;
}

/** The suggestions, grouped by source; a source that found nothing says so below the list. */
export function SuggestionList({ id, results, active, onOpen }: Props) {
  const { t } = useTranslation();
  let index = -1;
  const empty = results.filter((r) => r.hits.length === 0);
  return (
    <>
      <div id={id} role="listbox" aria-label={t('search:suggestions')} className={styles.list}>
        {results
          .filter((r) => r.hits.length > 0)
          .map((r) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group", not a fieldset
            <div key={r.source} role="group" aria-label={t(`search:sources.${r.source}`)}>
              <p className={styles.groupHeading} aria-hidden="true">
                {t(`search:sources.${r.source}`)}
              </p>
              {r.hits.map((hit) => {
                index += 1;
                const position = index;
                return (
                  // The combobox keeps the focus and its keys (arrows, Enter): options are pointed at
                  // through aria-activedescendant, so they take no focus or keys of their own.
                  // biome-ignore lint/a11y/useFocusableInteractive: see above
                  // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                  <div
                    key={hit.id}
                    id={`${id}-${position}`}
                    role="option"
                    aria-selected={position === active}
                    className={styles.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onOpen(r.source, hit)}
                  >
                    {hit.thumbnail ? (
                      <img src={hit.thumbnail} alt="" className={styles.thumb} loading="lazy" />
                    ) : (
                      <span className={styles.thumb} />
                    )}
                    <span className={styles.optionLabel}>{hitLabel(hit)}</span>
                  </div>
                );
              })}
            </div>
          ))}
      </div>
      {empty.length > 0 && (
        <ul className={styles.emptySources}>
          {empty.map((r) => (
            <li key={r.source}>
              {t('search:noSource', { source: t(`search:sources.${r.source}`).toLowerCase() })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
