import { HOME_SECTION_TYPES, type HomeRowContent } from '@releve/contracts';
import styles from '../programs/Programs.module.css';
import { FormField, fieldControlClass } from '../shared/FormField';
import { errorOf } from '../shared/field-errors';
import { useHomeEditor } from './home-context';
import type { DraftRow } from './home-draft';
import { PickedChoices } from './PickedChoices';
import { PickedClasses } from './PickedClasses';
import { RuleFields } from './RuleFields';
import { useHomeTexts } from './texts';

interface Props {
  row: DraftRow;
  /** Where the row's content's messages are, `rows.{n}.content`. */
  path: string;
  onChange(content: HomeRowContent): void;
}

/** What a row shows, by its kind: a built-in row, a playlist, a program, hand-picked classes or a rule. */
export function RowContentFields({ row, path, onChange }: Props) {
  const { t } = useHomeTexts();
  const { errors, answer } = useHomeEditor();
  const { content } = row;
  switch (content.kind) {
    case 'section':
      return (
        <FormField label={t('sectionType')} error={errorOf(errors, `${path}.type`)}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={content.type}
              onChange={(event) => onChange({ ...content, type: event.target.value as typeof content.type })}
            >
              {HOME_SECTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`sections.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      );
    case 'playlist':
    case 'program': {
      const isPlaylist = content.kind === 'playlist';
      const field = isPlaylist ? 'playlistId' : 'programId';
      const value = isPlaylist ? content.playlistId : content.programId;
      const choices = isPlaylist ? answer.playlists : answer.programs;
      return (
        <FormField label={t(content.kind)} error={errorOf(errors, `${path}.${field}`)}>
          {(control) => (
            <select
              {...control}
              className={fieldControlClass}
              value={value}
              onChange={(event) =>
                onChange(
                  isPlaylist
                    ? { kind: 'playlist', playlistId: event.target.value }
                    : { kind: 'program', programId: event.target.value },
                )
              }
            >
              <option value="">{t('choose')}</option>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
      );
    }
    case 'classes':
      return (
        <PickedClasses
          rowName={row.name || t('untitled')}
          mediaIds={content.mediaIds}
          error={errorOf(errors, `${path}.mediaIds`)}
          onChange={(mediaIds) => onChange({ ...content, mediaIds })}
        />
      );
    case 'programs':
      return (
        <PickedChoices
          of="programs"
          rowName={row.name || t('untitled')}
          ids={content.programIds}
          error={errorOf(errors, `${path}.programIds`)}
          onChange={(programIds) => onChange({ ...content, programIds })}
        />
      );
    case 'playlists':
      return (
        <PickedChoices
          of="playlists"
          rowName={row.name || t('untitled')}
          ids={content.playlistIds}
          error={errorOf(errors, `${path}.playlistIds`)}
          onChange={(playlistIds) => onChange({ ...content, playlistIds })}
        />
      );
    case 'rule':
      return (
        <div className={styles.rowBody}>
          <RuleFields content={content} path={path} onChange={onChange} />
        </div>
      );
  }
}
