import type { StudioPickedClass } from '@releve/contracts';
import { formatDuration } from '../../../lib/format-duration';
import { moveInList, newKey } from '../programs/program-draft';
import builder from '../shared/Builder.module.css';
import { ClassPicker } from '../shared/ClassPicker';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu, type MoveTarget } from '../shared/reorder/MoveMenu';
import { SortableList } from '../shared/reorder/SortableList';
import styles from './Collections.module.css';
import { useCollectionTexts } from './texts';

/** A class in an editor's list; `key` keeps its row through moves. */
export interface ClassRow extends StudioPickedClass {
  key: string;
}

export const rowsOf = (classes: readonly StudioPickedClass[]): ClassRow[] =>
  classes.map((found) => ({ ...found, key: newKey('class') }));

interface Props {
  /** The list's name: the playlist's, the season's. */
  name: string;
  rows: readonly ClassRow[];
  onChange(rows: ClassRow[]): void;
  /** Field errors of the rows, by index. */
  errorAt(index: number): string | undefined;
  /** Other lists a row may go into by its Move menu (another season), with `onMoveInto`. */
  targets?: readonly MoveTarget[];
  listKey?: string;
  onMoveInto?(row: ClassRow, into: string, to: number): void;
}

/**
 * A list of classes (a playlist's, a season's episodes): dragged or moved by each row's Move menu,
 * every move said by the announcer, removed, and added with the class finder.
 */
export function ClassRows({ name, rows, onChange, errorAt, targets, listKey, onMoveInto }: Props) {
  const { t } = useCollectionTexts();
  const announceMove = useAnnounceMove();
  const move = (from: number, to: number, into?: string) => {
    const row = rows[from];
    if (!row) return;
    if (into && into !== listKey && onMoveInto) {
      onMoveInto(row, into, to);
      const target = targets?.find((candidate) => candidate.key === into);
      announceMove(row.title, to + 1, (target?.count ?? 0) + 1, target?.label);
      return;
    }
    onChange(moveInList(rows, from, to));
    announceMove(row.title, to + 1, rows.length);
  };
  return (
    <div className={builder.rowBody}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('editor.noClasses')}</p>
      ) : (
        <SortableList
          items={rows}
          keyOf={(row) => row.key}
          nameOf={(row) => row.title}
          onMove={(from, to) => move(from, to)}
          label={t('editor.classes', { name })}
          testId="class-rows"
        >
          {(row, index, { handle }) => {
            const error = errorAt(index);
            return (
              <div className={builder.rowHead} data-testid="class-row">
                {handle}
                <span className={builder.rowTitle}>
                  <span data-testid="class-title">{row.title}</span>{' '}
                  <span className={builder.lessonMeta}>
                    {formatDuration(row.durationSeconds)}
                    {row.classState === 'draft' && ` · ${t('editor.draftClass')}`}
                  </span>
                  {error && <span className={styles.error}> {error}</span>}
                </span>
                <MoveMenu
                  name={row.title}
                  index={index}
                  count={rows.length}
                  targets={targets}
                  currentTarget={listKey}
                  onMove={(to, into) => move(index, to, into)}
                />
                <button
                  type="button"
                  className={builder.quiet}
                  aria-label={t('editor.removeItem', { title: row.title })}
                  onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                >
                  {t('editor.remove')}
                </button>
              </div>
            );
          }}
        </SortableList>
      )}
      <ClassPicker
        label={t('editor.find', { name })}
        addLabel={(title) => t('editor.addTo', { title, name })}
        onAdd={(hit) => onChange([...rows, { ...hit, key: newKey('class') }])}
      />
    </div>
  );
}
