import { type StudioSeries, studioSeriesWriteSchema } from '@releve/contracts';
import { useState } from 'react';
import { moveInList, newKey } from '../programs/program-draft';
import builder from '../shared/Builder.module.css';
import { ConsolePage } from '../shared/ConsolePage';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { SortableList } from '../shared/reorder/SortableList';
import { type ClassRow, rowsOf } from './ClassRows';
import styles from './Collections.module.css';
import { useSaveSeries } from './collections-api';
import { EditorBar } from './EditorBar';
import { BackLink } from './EditorPage';
import { PosterField } from './PosterField';
import { type Season, SeasonRow } from './SeasonRow';
import { useCollectionTexts } from './texts';
import { useEditor } from './use-editor';

const seasonsOf = (series: StudioSeries): Season[] =>
  series.seasons.map((season) => ({
    key: newKey('season'),
    title: season.title,
    rows: rowsOf(season.episodes),
  }));

/**
 * A series: its details, whether members see it, and its seasons (added, renamed, reordered, removed)
 * of episodes (classes picked into a season, reordered, or moved into another season).
 */
export function SeriesEditor({ series }: { series: StudioSeries }) {
  const { t } = useCollectionTexts();
  const announceMove = useAnnounceMove();
  const [fields, setFields] = useState({
    title: series.title,
    description: series.description,
    posterId: series.posterId,
    published: series.published,
  });
  const [seasons, setSeasonsState] = useState(() => seasonsOf(series));
  const editor = useEditor(studioSeriesWriteSchema, useSaveSeries(series.id));
  const { errors } = editor;
  const edit = (patch: Partial<typeof fields>) => {
    setFields((before) => ({ ...before, ...patch }));
    editor.touched();
  };
  const setSeasons = (update: (before: Season[]) => Season[]) => {
    setSeasonsState(update);
    editor.touched();
  };
  const updateSeason = (key: string, patch: Partial<Season>) =>
    setSeasons((before) => before.map((season) => (season.key === key ? { ...season, ...patch } : season)));
  const moveSeason = (from: number, to: number) => {
    const season = seasons[from];
    if (!season) return;
    setSeasons((before) => moveInList(before, from, to));
    announceMove(season.title, to + 1, seasons.length);
  };
  const moveInto = (row: ClassRow, into: string, to: number) =>
    setSeasons((before) =>
      before.map((season) => {
        const rows = season.rows.filter((other) => other.key !== row.key);
        if (season.key !== into) return { ...season, rows };
        rows.splice(Math.min(to, rows.length), 0, row);
        return { ...season, rows };
      }),
    );
  const targets = seasons.map((season, i) => ({
    key: season.key,
    label: `${t('editor.season', { n: i + 1 })}: ${season.title}`,
    count: season.rows.length,
  }));
  const save = () =>
    editor.submit(
      {
        ...fields,
        seasons: seasons.map((season) => ({
          title: season.title,
          episodes: season.rows.map((row) => row.mediaId),
        })),
      },
      (answer) => setSeasonsState(seasonsOf(answer.series)),
    );

  return (
    <ConsolePage title={series.title} intro={<BackLink tab="series" />}>
      <section className={builder.panel} aria-labelledby="series-details">
        <h2 id="series-details">{t('editor.details')}</h2>
        <div className={builder.fields}>
          <FormField label={t('editor.title')} error={errorOf(errors, 'title')}>
            {(control) => (
              <input
                {...control}
                className={fieldControlClass}
                value={fields.title}
                onChange={(event) => edit({ title: event.target.value })}
                data-testid="title"
              />
            )}
          </FormField>
          <PosterField
            value={fields.posterId}
            classes={seasons.flatMap((season) => season.rows)}
            error={errorOf(errors, 'posterId')}
            onChange={(posterId) => edit({ posterId })}
          />
          <div className={builder.wide}>
            <FormField label={t('editor.description')} error={errorOf(errors, 'description')}>
              {(control) => (
                <textarea
                  {...control}
                  className={`${fieldControlClass} ${builder.textarea}`}
                  value={fields.description}
                  onChange={(event) => edit({ description: event.target.value })}
                />
              )}
            </FormField>
          </div>
          <div className={builder.wide}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={fields.published}
                onChange={(event) => edit({ published: event.target.checked })}
                data-testid="published"
              />
              {t('editor.published')}
            </label>
            <p className={styles.muted}>{t('editor.publishedHint')}</p>
          </div>
        </div>
      </section>
      <section className={builder.panel} aria-labelledby="series-seasons">
        <h2 id="series-seasons">{t('editor.seasons')}</h2>
        {errors.seasons && <p className={styles.error}>{errors.seasons}</p>}
        {seasons.length === 0 ? (
          <p className={styles.muted}>{t('editor.noSeasons')}</p>
        ) : (
          <SortableList
            items={seasons}
            keyOf={(season) => season.key}
            nameOf={(season) => season.title}
            onMove={moveSeason}
            label={t('editor.seasons')}
            testId="season-rows"
          >
            {(season, index, { handle }) => (
              <SeasonRow
                season={season}
                index={index}
                count={seasons.length}
                handle={handle}
                errors={errors}
                targets={targets}
                onMove={(to) => moveSeason(index, to)}
                onChange={(patch) => updateSeason(season.key, patch)}
                onRemove={() => setSeasons((before) => before.filter((other) => other.key !== season.key))}
                onMoveInto={moveInto}
              />
            )}
          </SortableList>
        )}
        <div>
          <button
            type="button"
            className={builder.quiet}
            onClick={() =>
              setSeasons((before) => [
                ...before,
                { key: newKey('season'), title: t('editor.newSeason', { n: before.length + 1 }), rows: [] },
              ])
            }
            data-testid="add-season"
          >
            {t('editor.addSeason')}
          </button>
        </div>
      </section>
      <EditorBar
        tab="series"
        id={series.id}
        name={series.title}
        membersPath={series.published ? `/s/${encodeURIComponent(series.id)}` : undefined}
        saving={editor.saving}
        dirty={editor.dirty}
        notice={editor.notice}
        onSave={save}
      />
    </ConsolePage>
  );
}
