import type { ReactNode } from 'react';
import styles from '../programs/Programs.module.css';
import { moveInList } from '../programs/program-draft';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu } from '../shared/reorder/MoveMenu';
import { useHomeTexts } from './texts';

interface Props {
  ids: readonly string[];
  titleOf(id: string): string;
  /** The list's heading, and what it says when empty. */
  listLabel: string;
  emptyText: string;
  removeLabel(title: string): string;
  error?: string | undefined;
  onChange(ids: string[]): void;
  /** The way to add more (a class search, a program choice). */
  children: ReactNode;
}

/** A hand-picked row's items in order: each moved by its Move menu (said aloud) or removed. */
export function PickedList({
  ids,
  titleOf,
  listLabel,
  emptyText,
  removeLabel,
  error,
  onChange,
  children,
}: Props) {
  const { t } = useHomeTexts();
  const announceMove = useAnnounceMove();
  return (
    <div className={styles.rowBody}>
      <h4 className={styles.muted}>{listLabel}</h4>
      {error && (
        <p className={styles.muted} role="alert">
          {error}
        </p>
      )}
      {ids.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ol className={styles.hits} aria-label={listLabel}>
          {ids.map((id, index) => (
            <li key={id}>
              <span>{titleOf(id)}</span>
              <span className={styles.inline}>
                <MoveMenu
                  name={titleOf(id)}
                  index={index}
                  count={ids.length}
                  onMove={(to) => {
                    onChange(moveInList(ids, index, to));
                    announceMove(titleOf(id), to + 1, ids.length);
                  }}
                />
                <button
                  type="button"
                  className={styles.quiet}
                  aria-label={removeLabel(titleOf(id))}
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                >
                  {t('remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {children}
    </div>
  );
}
