import type { StudioLessonHit } from '@releve/contracts';
import { studioLessonHitsSchema, studioProgramPaths } from '@releve/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchApi } from '../../../lib/api-client';
import { formatDuration } from '../../../lib/format-duration';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStudioTranslation } from '../texts';
import styles from './ClassPicker.module.css';
import { FormField, fieldControlClass } from './FormField';

/** Classes of the catalogue found by title or id (drafts too), from the Programs builder's finder. */
export const useClassSearch = (q: string) =>
  useQuery({
    queryKey: ['studio', 'class-search', q],
    queryFn: () =>
      fetchApi(`${studioProgramPaths.lessons}?q=${encodeURIComponent(q)}`, {
        schema: studioLessonHitsSchema,
      }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/**
 * Finds classes of the catalogue by title, each with Add to put it at the end of a list: a program's
 * module, a playlist, a series' season (decisions 042, 045). `label` names the list it adds to.
 */
export function ClassPicker({
  label,
  addLabel,
  onAdd,
}: {
  label: string;
  /** The Add button's full name for one class ("Add Pliés to Week 1"). */
  addLabel(title: string): string;
  onAdd(hit: StudioLessonHit): void;
}) {
  const { t } = useStudioTranslation();
  const [q, setQ] = useState('');
  const typed = useDebouncedValue(q, 250);
  const hits = useClassSearch(typed);
  return (
    <div>
      <FormField label={label}>
        {(control) => (
          <input
            {...control}
            type="search"
            className={fieldControlClass}
            placeholder={t('picker.placeholder')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        )}
      </FormField>
      {typed.trim() && hits.data && (
        <ul className={styles.hits} aria-label={label}>
          {hits.data.lessons.length === 0 && <li className={styles.muted}>{t('picker.noHits')}</li>}
          {hits.data.lessons.map((hit) => (
            <li key={hit.mediaId}>
              <span>
                {hit.title} <span className={styles.meta}>{formatDuration(hit.durationSeconds)}</span>
              </span>
              <button
                type="button"
                className={styles.add}
                aria-label={addLabel(hit.title)}
                onClick={() => onAdd(hit)}
              >
                {t('picker.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
