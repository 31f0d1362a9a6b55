import {
  type StudioCollection,
  type StudioCollectionWrite,
  studioCollectionWriteSchema,
} from '@releve/contracts';
import { useState } from 'react';
import { moveInList, newKey } from '../programs/program-draft';
import builder from '../shared/Builder.module.css';
import { ConsolePage } from '../shared/ConsolePage';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useAnnounceMove } from '../shared/reorder/announcer';
import { MoveMenu } from '../shared/reorder/MoveMenu';
import { SortableList } from '../shared/reorder/SortableList';
import styles from './Collections.module.css';
import { usePlaylists, useSaveCollection } from './collections-api';
import { EditorBar } from './EditorBar';
import { BackLink } from './EditorPage';
import { PosterField } from './PosterField';
import { useCollectionTexts } from './texts';
import { useEditor } from './use-editor';

type Row = StudioCollection['playlists'][number] & { key: string };
type Fields = Omit<StudioCollectionWrite, 'playlistIds'>;
const rowsOf = (collection: StudioCollection): Row[] =>
  collection.playlists.map((playlist) => ({ ...playlist, key: newKey('playlist') }));

/** A collection: its details and its playlists in order, added from the studio's playlists. */
export function CollectionEditor({ collection }: { collection: StudioCollection }) {
  const { t } = useCollectionTexts();
  const announceMove = useAnnounceMove();
  const { id: _id, playlists: _playlists, ...initial } = collection;
  const [fields, setFields] = useState<Fields>(initial);
  const [rows, setRows] = useState(() => rowsOf(collection));
  const [adding, setAdding] = useState('');
  const all = usePlaylists();
  const editor = useEditor(studioCollectionWriteSchema, useSaveCollection(collection.id));
  const { errors } = editor;
  const edit = (patch: Partial<Fields>) => {
    setFields((before) => ({ ...before, ...patch }));
    editor.touched();
  };
  const setList = (next: Row[]) => {
    setRows(next);
    editor.touched();
  };
  const move = (from: number, to: number) => {
    const row = rows[from];
    if (!row) return;
    setList(moveInList(rows, from, to));
    announceMove(row.title, to + 1, rows.length);
  };
  const addable = (all.data?.playlists ?? []).filter((one) => !rows.some((row) => row.id === one.id));
  const add = () => {
    const chosen = addable.find((one) => one.id === adding);
    if (!chosen) return;
    setList([...rows, { id: chosen.id, title: chosen.title, kind: chosen.kind, key: newKey('playlist') }]);
    setAdding('');
  };
  const field = (name: 'name' | 'shortDescription', label: string) => (
    <FormField label={label} error={errorOf(errors, name)}>
      {(control) => (
        <input
          {...control}
          className={fieldControlClass}
          value={fields[name]}
          onChange={(event) => edit({ [name]: event.target.value })}
          data-testid={name}
        />
      )}
    </FormField>
  );
  return (
    <ConsolePage title={collection.name} intro={<BackLink tab="collections" />}>
      <section className={builder.panel} aria-labelledby="collection-details">
        <h2 id="collection-details">{t('editor.details')}</h2>
        <div className={builder.fields}>
          {field('name', t('editor.name'))}
          {field('shortDescription', t('editor.shortDescription'))}
          <PosterField
            value={fields.posterId}
            classes={[]}
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
        </div>
      </section>
      <section className={builder.panel} aria-labelledby="collection-playlists">
        <h2 id="collection-playlists">{t('editor.playlists', { name: fields.name })}</h2>
        {errors.playlistIds && <p className={styles.error}>{errors.playlistIds}</p>}
        {rows.length === 0 ? (
          <p className={styles.muted}>{t('editor.noPlaylists')}</p>
        ) : (
          <SortableList
            items={rows}
            keyOf={(row) => row.key}
            nameOf={(row) => row.title}
            onMove={move}
            label={t('editor.playlists', { name: fields.name })}
            testId="playlist-rows"
          >
            {(row, index, { handle }) => (
              <div className={builder.rowHead} data-testid="playlist-row">
                {handle}
                <span className={builder.rowTitle}>
                  {row.title} <span className={builder.lessonMeta}>{t(`kinds.${row.kind}`)}</span>
                  {errors[`playlistIds.${index}`] && (
                    <span className={styles.error}> {errors[`playlistIds.${index}`]}</span>
                  )}
                </span>
                <MoveMenu
                  name={row.title}
                  index={index}
                  count={rows.length}
                  onMove={(to) => move(index, to)}
                />
                <button
                  type="button"
                  className={builder.quiet}
                  aria-label={t('editor.removeItem', { title: row.title })}
                  onClick={() => setList(rows.filter((other) => other.key !== row.key))}
                >
                  {t('editor.remove')}
                </button>
              </div>
            )}
          </SortableList>
        )}
        <div className={styles.addRow}>
          <FormField label={t('editor.addPlaylist')}>
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={adding}
                onChange={(event) => setAdding(event.target.value)}
              >
                <option value="">{t('editor.choose')}</option>
                {addable.map((one) => (
                  <option key={one.id} value={one.id}>
                    {one.title}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <button type="button" className={builder.quiet} onClick={add} disabled={!adding}>
            {t('editor.add')}
          </button>
        </div>
      </section>
      <EditorBar
        tab="collections"
        id={collection.id}
        name={collection.name}
        saving={editor.saving}
        dirty={editor.dirty}
        notice={editor.notice}
        onSave={() =>
          editor.submit({ ...fields, playlistIds: rows.map((row) => row.id) }, (a) =>
            setRows(rowsOf(a.collection)),
          )
        }
      />
    </ConsolePage>
  );
}
