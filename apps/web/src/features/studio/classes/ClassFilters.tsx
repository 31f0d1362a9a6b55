import {
  CLASS_LEVELS,
  STUDIO_CLASS_SORTS,
  STUDIO_CLASS_STATES,
  type StudioClassFacets,
  type StudioClassQuery,
  type StudioClassSort,
} from '@releve/contracts';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { fieldControlClass } from '../shared/FormField';
import styles from './ClassesPage.module.css';
import { useClassTexts } from './texts';
import type { ChangeClassList } from './use-class-list-url';

type FilterKey = 'state' | 'level' | 'style' | 'instructor' | 'sort';

/** The list's search box and filters; each change is the address's (use-class-list-url.ts). */
export function ClassFilters({
  query,
  facets,
  onChange,
}: {
  query: StudioClassQuery;
  facets: StudioClassFacets | undefined;
  onChange: ChangeClassList;
}) {
  const { t } = useClassTexts();
  const filtered = Boolean(query.q || query.state || query.level || query.style || query.instructor);
  const select = (id: FilterKey, label: string, choices: { value: string; label: string }[]) => {
    const current = query[id];
    // A value the address holds but the list does not offer (an instructor no class names now) is shown.
    const options =
      current && !choices.some((choice) => choice.value === current)
        ? [...choices, { value: current, label: current }]
        : choices;
    return (
      <label className={styles.filter}>
        <span>{label}</span>
        <select
          className={fieldControlClass}
          value={String(query[id] ?? '')}
          onChange={(event) => {
            const value = event.target.value || undefined;
            // A new sort starts in its own direction.
            onChange(id === 'sort' ? { sort: value as StudioClassSort, order: undefined } : { [id]: value });
          }}
        >
          {id !== 'sort' && <option value="">{t('any')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    );
  };
  return (
    <div className={styles.filters} data-testid="class-filters">
      <SearchBox value={query.q ?? ''} onChange={onChange} />
      {select(
        'state',
        t('filters.state'),
        STUDIO_CLASS_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
      )}
      {select(
        'level',
        t('filters.level'),
        CLASS_LEVELS.map((value) => ({ value, label: t(`levels.${value}`) })),
      )}
      {select(
        'style',
        t('filters.style'),
        (facets?.styles ?? []).map(({ style, name }) => ({ value: style, label: name })),
      )}
      {select(
        'instructor',
        t('filters.instructor'),
        (facets?.instructors ?? []).map((name) => ({ value: name, label: name })),
      )}
      {select(
        'sort',
        t('filters.sort'),
        STUDIO_CLASS_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) })),
      )}
      {filtered && (
        <button
          type="button"
          className={styles.clear}
          onClick={() =>
            onChange({
              q: undefined,
              state: undefined,
              level: undefined,
              style: undefined,
              instructor: undefined,
            })
          }
        >
          {t('clearFilters')}
        </button>
      )}
    </div>
  );
}

/**
 * The search box: the address (and the list) follow once typing pauses (300 ms). One history step
 * per search: the words typed after the first pause replace it, until the box is left.
 */
function SearchBox({ value, onChange }: { value: string; onChange: ChangeClassList }) {
  const { t } = useClassTexts();
  const [text, setText] = useState(value);
  const typed = useDebouncedValue(text, 300);
  const typing = useRef(false);
  const handled = useRef(typed);
  const latestText = useRef(text);
  latestText.current = text;

  // The address changed otherwise (Back, Clear): the box shows its words.
  useEffect(() => {
    if (value === latestText.current.trim()) return;
    setText(value);
    typing.current = false;
  }, [value]);

  useEffect(() => {
    if (typed === handled.current) return;
    handled.current = typed;
    const words = typed.trim();
    if (words === value) return;
    onChange({ q: words || undefined }, { replace: typing.current });
    typing.current = true;
  }, [typed, value, onChange]);

  return (
    <label className={`${styles.filter} ${styles.search}`}>
      <span>{t('search')}</span>
      <input
        type="search"
        className={fieldControlClass}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          typing.current = false;
        }}
      />
    </label>
  );
}
