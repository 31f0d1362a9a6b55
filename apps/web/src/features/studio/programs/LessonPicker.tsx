import type { StudioLessonHit } from '@releve/contracts';
import { useState } from 'react';
import { formatDuration } from '../../../lib/format-duration';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FormField, fieldControlClass } from '../shared/FormField';
import styles from './Programs.module.css';
import { useLessonSearch } from './program-api';
import { useProgramTexts } from './texts';

/** Finds classes of the catalogue by title, each with Add to put it at the end of the module. */
export function LessonPicker({
  moduleName,
  onAdd,
}: {
  moduleName: string;
  onAdd(hit: StudioLessonHit): void;
}) {
  const { t } = useProgramTexts();
  const [q, setQ] = useState('');
  const typed = useDebouncedValue(q, 250);
  const hits = useLessonSearch(typed);
  return (
    <div>
      <FormField label={t('builder.findLessons', { name: moduleName })}>
        {(control) => (
          <input
            {...control}
            type="search"
            className={fieldControlClass}
            placeholder={t('builder.findPlaceholder')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        )}
      </FormField>
      {typed.trim() && hits.data && (
        <ul className={styles.hits} aria-label={t('builder.findLessons', { name: moduleName })}>
          {hits.data.lessons.length === 0 && <li className={styles.muted}>{t('builder.noHits')}</li>}
          {hits.data.lessons.map((hit) => (
            <li key={hit.mediaId}>
              <span>
                {hit.title} <span className={styles.lessonMeta}>{formatDuration(hit.durationSeconds)}</span>
              </span>
              <button
                type="button"
                className={styles.quiet}
                aria-label={t('builder.addLesson', { title: hit.title, module: moduleName })}
                onClick={() => onAdd(hit)}
              >
                {t('builder.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
