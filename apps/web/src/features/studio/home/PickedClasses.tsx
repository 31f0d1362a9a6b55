import { useState } from 'react';
import styles from '../programs/Programs.module.css';
import { moveInList } from '../programs/program-draft';
import { ClassPicker } from '../shared/ClassPicker';
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
      <ClassPicker
        label={t('findClasses', { name: rowName })}
        addLabel={(title) => t('addClassNamed', { name: title })}
        onAdd={(hit) => {
          // A class is in a row once.
          if (mediaIds.includes(hit.mediaId)) return;
          setAdded((titles) => ({ ...titles, [hit.mediaId]: hit.title }));
          onChange([...mediaIds, hit.mediaId]);
        }}
      />
    </div>
  );
}
