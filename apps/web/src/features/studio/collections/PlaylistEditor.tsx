import {
  FREE_TIERS,
  PLAYLIST_KINDS,
  type StudioPlaylist,
  type StudioPlaylistWrite,
  studioPlaylistWriteSchema,
} from '@releve/contracts';
import { useState } from 'react';
import builder from '../shared/Builder.module.css';
import { ConsolePage } from '../shared/ConsolePage';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { type ClassRow, ClassRows, rowsOf } from './ClassRows';
import styles from './Collections.module.css';
import { useSavePlaylist } from './collections-api';
import { EditorBar } from './EditorBar';
import { BackLink } from './EditorPage';
import { PosterField } from './PosterField';
import { useCollectionTexts } from './texts';
import { useEditor } from './use-editor';

type Fields = Omit<StudioPlaylistWrite, 'items' | 'tags'> & { tags: string };

const fieldsOf = ({ id: _id, items: _items, tags, ...rest }: StudioPlaylist): Fields => ({
  ...rest,
  tags: tags.join(', '),
});

/** A playlist: its details, who may watch it, and its classes in order (or the tags that choose them). */
export function PlaylistEditor({ playlist }: { playlist: StudioPlaylist }) {
  const { t } = useCollectionTexts();
  const [fields, setFields] = useState(() => fieldsOf(playlist));
  const [rows, setRows] = useState<ClassRow[]>(() => rowsOf(playlist.items));
  const editor = useEditor(studioPlaylistWriteSchema, useSavePlaylist(playlist.id));
  const { errors } = editor;
  const edit = (patch: Partial<Fields>) => {
    setFields((before) => ({ ...before, ...patch }));
    editor.touched();
  };
  const save = () =>
    editor.submit(
      {
        ...fields,
        tags: fields.tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        items: fields.kind === 'manual' ? rows.map((row) => row.mediaId) : [],
      },
      (answer) => setRows(rowsOf(answer.playlist.items)),
    );
  return (
    <ConsolePage title={playlist.title} intro={<BackLink tab="playlists" />}>
      <section className={builder.panel} aria-labelledby="playlist-details">
        <h2 id="playlist-details">{t('editor.details')}</h2>
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
          <FormField
            label={t('editor.freeTier')}
            hint={t('editor.freeHint')}
            error={errorOf(errors, 'freeTier')}
          >
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={fields.freeTier ?? ''}
                onChange={(event) =>
                  edit({ freeTier: (event.target.value || null) as StudioPlaylistWrite['freeTier'] })
                }
              >
                <option value="">{t('freeTiers.none')}</option>
                {FREE_TIERS.map((tier) => (
                  <option key={tier} value={tier}>
                    {t(`freeTiers.${tier}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <PosterField
            value={fields.posterId}
            classes={rows}
            error={errorOf(errors, 'posterId')}
            onChange={(posterId) => edit({ posterId })}
          />
          <FormField label={t('editor.kind')} error={errorOf(errors, 'kind')}>
            {(control) => (
              <select
                {...control}
                className={fieldControlClass}
                value={fields.kind}
                onChange={(event) => edit({ kind: event.target.value as StudioPlaylistWrite['kind'] })}
              >
                {PLAYLIST_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
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
      <section className={builder.panel} aria-labelledby="playlist-classes">
        <h2 id="playlist-classes">{t('editor.classes', { name: fields.title })}</h2>
        {fields.kind === 'tags' ? (
          <FormField label={t('editor.tags')} hint={t('editor.tagsHint')} error={errorOf(errors, 'tags')}>
            {(control) => (
              <input
                {...control}
                className={fieldControlClass}
                value={fields.tags}
                onChange={(event) => edit({ tags: event.target.value })}
              />
            )}
          </FormField>
        ) : (
          <>
            {errors.items && <p className={styles.error}>{errors.items}</p>}
            <ClassRows
              name={fields.title}
              rows={rows}
              onChange={(next) => {
                setRows(next);
                editor.touched();
              }}
              errorAt={(index) => errors[`items.${index}`]}
            />
          </>
        )}
      </section>
      <EditorBar
        tab="playlists"
        id={playlist.id}
        name={playlist.title}
        membersPath={`/p/${encodeURIComponent(playlist.id)}`}
        saving={editor.saving}
        dirty={editor.dirty}
        notice={editor.notice}
        onSave={save}
      />
    </ConsolePage>
  );
}
