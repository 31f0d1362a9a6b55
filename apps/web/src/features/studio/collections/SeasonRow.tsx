import type { FieldErrors } from '@releve/contracts';
import type { ReactNode } from 'react';
import builder from '../shared/Builder.module.css';
import { FormField, fieldControlClass } from '../shared/FormField';
import { MoveMenu, type MoveTarget } from '../shared/reorder/MoveMenu';
import { type ClassRow, ClassRows } from './ClassRows';
import { useCollectionTexts } from './texts';

/** A season as the series editor keeps it; `key` keeps its row through moves. */
export interface Season {
  key: string;
  title: string;
  rows: ClassRow[];
}

interface Props {
  season: Season;
  index: number;
  count: number;
  /** The sortable list's drag handle for this row. */
  handle: ReactNode;
  errors: FieldErrors;
  /** Every season, for an episode's Move menu ("Into"). */
  targets: readonly MoveTarget[];
  onMove(to: number): void;
  onChange(patch: Partial<Season>): void;
  onRemove(): void;
  onMoveInto(row: ClassRow, into: string, to: number): void;
}

/** One season of the series editor: its number, Move and Remove, its title, and its episodes. */
export function SeasonRow({
  season,
  index,
  count,
  handle,
  errors,
  targets,
  onMove,
  onChange,
  onRemove,
  onMoveInto,
}: Props) {
  const { t } = useCollectionTexts();
  return (
    <div data-testid="season">
      <div className={builder.rowHead}>
        {handle}
        <h3 className={builder.rowTitle}>{t('editor.season', { n: index + 1 })}</h3>
        <MoveMenu name={season.title} index={index} count={count} onMove={onMove} />
        <button
          type="button"
          className={builder.quiet}
          aria-label={t('editor.removeSeason', { name: season.title })}
          onClick={onRemove}
        >
          {t('editor.remove')}
        </button>
      </div>
      <FormField label={t('editor.seasonTitle', { n: index + 1 })} error={errors[`seasons.${index}.title`]}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            value={season.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </FormField>
      <ClassRows
        name={season.title}
        rows={season.rows}
        onChange={(rows) => onChange({ rows })}
        errorAt={(j) => errors[`seasons.${index}.episodes.${j}`]}
        targets={targets}
        listKey={season.key}
        onMoveInto={onMoveInto}
      />
    </div>
  );
}
