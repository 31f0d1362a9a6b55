import {
  PREVIEW_AUDIENCES,
  type PreviewAudience,
  zonedDay,
  zonedInstant,
  zonedParts,
} from '@releve/contracts';
import { useState } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { HomePreview, type HomePreviewProps, useInitialData } from '../../catalog';
import styles from '../programs/Programs.module.css';
import { FormField, fieldControlClass } from '../shared/FormField';
import frame from './HomePreview.module.css';
import { useHomePreview } from './home-api';
import { useHomeEditor } from './home-context';
import { membersRowsOf, membersSlotsOf, previewPlaylistId, writeOf } from './home-draft';
import { useHomeTexts } from './texts';

const audiences = Object.keys(PREVIEW_AUDIENCES) as PreviewAudience[];
const pad = (n: number) => String(n).padStart(2, '0');
let runs = 0;

/**
 * The draft as a visitor, a member or a day-pass holder would see the home page at a chosen date and
 * time (the studio's zone): the members' own rows, drawn from the draft when Show preview is pressed,
 * nothing published.
 */
export function PreviewPanel() {
  const { t } = useHomeTexts();
  const { draft, answer } = useHomeEditor();
  const published = useInitialData().data?.featuredContent ?? [];
  const [who, setWho] = useState<PreviewAudience>('member');
  const [day, setDay] = useState(() => zonedDay(new Date(), answer.timeZone));
  const [time, setTime] = useState(() => {
    const { hour, minute } = zonedParts(new Date(), answer.timeZone);
    return `${pad(hour)}:${pad(minute)}`;
  });
  const [shown, setShown] = useState<(HomePreviewProps & { heading: string }) | null>(null);
  const preview = useHomePreview();
  const show = () => {
    const rows = writeOf(draft).rows;
    preview.mutate(
      { rows, day },
      {
        onSuccess: (answerRows) => {
          const run = ++runs;
          const playlists: Record<string, HomePreviewProps['playlists'][string]> = {};
          answerRows.rows.forEach((row, index) => {
            if (row && 'items' in row)
              playlists[previewPlaylistId(run, index)] = { title: rows[index]?.name ?? '', items: row.items };
          });
          setShown({
            rows: membersRowsOf(draft, run, answerRows.rows),
            featured: membersSlotsOf(draft, published, answer.timeZone),
            playlists,
            audience: PREVIEW_AUDIENCES[who],
            at: zonedInstant(day, time || '12:00', answer.timeZone).getTime(),
            empty: t('previewEmpty'),
            heading: t('previewHeading', { who: t(`previewAudiences.${who}`), day, time }),
          });
        },
      },
    );
  };
  return (
    <section className={styles.panel} aria-labelledby="home-preview">
      <h2 id="home-preview">{t('preview')}</h2>
      <p className={styles.muted}>{t('previewHint')}</p>
      <div className={styles.fields}>
        <fieldset className={frame.audiences}>
          <legend>{t('previewAs')}</legend>
          {audiences.map((value) => (
            <label key={value} className={styles.inline}>
              <input
                type="radio"
                name="preview-audience"
                checked={who === value}
                onChange={() => setWho(value)}
              />
              {t(`previewAudiences.${value}`)}
            </label>
          ))}
        </fieldset>
        <FormField label={t('previewDay')}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={fieldControlClass}
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('previewTime')}>
          {(control) => (
            <input
              {...control}
              type="time"
              className={fieldControlClass}
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <div>
        <button
          type="button"
          className={styles.quiet}
          onClick={show}
          disabled={!day || preview.isPending}
          data-testid="show-preview"
        >
          {t('showPreview')}
        </button>
      </div>
      {preview.error && <FormMessage kind="error">{preview.error.message}</FormMessage>}
      {shown && (
        <section className={frame.frame} aria-labelledby="home-preview-heading" data-testid="home-preview">
          <h3 id="home-preview-heading" className={frame.heading}>
            {shown.heading}
          </h3>
          <HomePreview {...shown} />
        </section>
      )}
    </section>
  );
}
