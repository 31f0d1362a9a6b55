import { useState } from 'react';
import { formatDuration } from '../../../lib/format-duration';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import styles from '../programs/Programs.module.css';
import { useLessonSearch } from '../programs/program-api';
import { moveInList } from '../programs/program-draft';
import { FormField, fieldControlClass } from '../shared/FormField';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu } from '../shared/reorder/MoveMenu';
import { useHomeEditor } from './home-context';
import { useHomeTexts } from './texts';

interface Props {
  rowName: string;
  mediaIds: readonly string[];
  error?: string;
  onChange(mediaIds: string[]): void;
  /** The list's heading and what it says when empty (a row's classes by default). */
  listLabel?: string;
  emptyText?: string;
}

/** A hand-picked row's classes in order (moved by their Move menu, removed), and a search to add more. */
export function PickedClasses({ rowName, mediaIds, error, onChange, listLabel, emptyText }: Props) {
  const { t } = useHomeTexts();
  const { answer } = useHomeEditor();
  const announceMove = useAnnounceMove();
  const [added, setAdded] = useState<Record<string, string>>({});
  const [q, setQ] = useState('');
  const typed = useDebouncedValue(q, 250);
  const hits = useLessonSearch(typed);
  const titleOf = (id: string) => added[id] ?? answer.classTitles[id] ?? id;
  return (
    <div className={styles.rowBody}>
      <h4 className={styles.muted}>{listLabel ?? t('classes')}</h4>
      {error && (
        <p className={styles.muted} role="alert">
          {error}
        </p>
      )}
      {mediaIds.length === 0 ? (
        <p className={styles.muted}>{emptyText ?? t('noClasses')}</p>
      ) : (
        <ol className={styles.hits} aria-label={listLabel ?? t('classes')}>
          {mediaIds.map((id, index) => (
            <li key={id}>
              <span>{titleOf(id)}</span>
              <span className={styles.inline}>
                <MoveMenu
                  name={titleOf(id)}
                  index={index}
                  count={mediaIds.length}
                  onMove={(to) => {
                    onChange(moveInList(mediaIds, index, to));
                    announceMove(titleOf(id), to + 1, mediaIds.length);
                  }}
                />
                <button
                  type="button"
                  className={styles.quiet}
                  aria-label={t('removeClass', { name: titleOf(id) })}
                  onClick={() => onChange(mediaIds.filter((other) => other !== id))}
                >
                  {t('remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <FormField label={t('findClasses', { name: rowName })}>
        {(control) => (
          <input
            {...control}
            type="search"
            className={fieldControlClass}
            placeholder={t('findPlaceholder')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        )}
      </FormField>
      {typed.trim() && hits.data && (
        <ul className={styles.hits} aria-label={t('findClasses', { name: rowName })}>
          {hits.data.lessons.length === 0 && <li className={styles.muted}>{t('noHits')}</li>}
          {hits.data.lessons.map((hit) => (
            <li key={hit.mediaId}>
              <span>
                {hit.title} <span className={styles.lessonMeta}>{formatDuration(hit.durationSeconds)}</span>
              </span>
              <button
                type="button"
                className={styles.quiet}
                disabled={mediaIds.includes(hit.mediaId)}
                aria-label={t('addClassNamed', { name: hit.title })}
                onClick={() => {
                  setAdded((titles) => ({ ...titles, [hit.mediaId]: hit.title }));
                  onChange([...mediaIds, hit.mediaId]);
                }}
              >
                {t('addClass')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
