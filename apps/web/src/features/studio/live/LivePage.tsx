import { addDays, type StudioLiveClass, zonedDay, zonedParts } from '@releve/contracts';
import { useState } from 'react';
import buttons from '../../../components/Buttons.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { useStudioMe } from '../api/get-studio-me';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { CancelDialog } from './CancelDialog';
import type { LiveAction } from './ClassActions';
import { ClassForm } from './ClassForm';
import { ListView } from './ListView';
import styles from './Live.module.css';
import { useStudioLive } from './live-api';
import { dayLabel, weekStartOf } from './live-calendar';
import { RecordingDialog } from './RecordingDialog';
import { StudioWidePanel } from './StudioWidePanel';
import { useLiveTranslation } from './texts';
import { WeekView } from './WeekView';

const browserToday = () => zonedDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The console's Live schedule (issue 35, decision 046): a week of classes in the studio's time zone,
 * named on the page, as seven columns or a list; a form to schedule one (once or weekly, previewed);
 * cancel with a confirmation; attach a recording after the class.
 */
export default function LivePage() {
  const { t } = useLiveTranslation();
  const me = useStudioMe();
  const [start, setStart] = useState(() => weekStartOf(browserToday()));
  const [view, setView] = useState<'week' | 'list'>('week');
  const [form, setForm] = useState<{ editing?: StudioLiveClass } | null>(null);
  const [dialog, setDialog] = useState<{ action: 'cancel' | 'recording'; item: StudioLiveClass } | null>(
    null,
  );
  const [notice, setNotice] = useState<string>();
  const live = useStudioLive(start);
  const data = live.data;
  const studioNow = data && zonedParts(new Date(), data.timeZone);
  const studioToday = data ? zonedDay(new Date(), data.timeZone) : browserToday();

  const onAction = (action: LiveAction, item: StudioLiveClass) => {
    setNotice(undefined);
    if (action === 'edit') setForm({ editing: item });
    else setDialog({ action, item });
  };
  const closed = (message?: string) => {
    setDialog(null);
    if (message) setNotice(message);
  };

  return (
    <ConsolePage
      title={t('title')}
      intro={t('intro')}
      actions={
        <button
          type="button"
          className={buttons.primary}
          onClick={() => setForm(form ? null : {})}
          aria-expanded={form !== null}
        >
          {form ? t('closeForm') : t('schedule')}
        </button>
      }
    >
      <div className={styles.page} data-testid="studio-live">
        {data && studioNow && (
          <p className={styles.zone} data-testid="live-zone">
            {t('zone', { zone: data.timeZone, now: `${pad(studioNow.hour)}:${pad(studioNow.minute)}` })}
          </p>
        )}
        {notice && <FormMessage kind="notice">{notice}</FormMessage>}
        {form && data && (
          <ClassForm
            key={form.editing?.id ?? 'new'}
            timeZone={data.timeZone}
            breaks={data.breaks}
            instructors={me.data?.role === 'owner' ? data.instructors : null}
            editing={form.editing}
            today={studioToday}
            onDone={(message) => {
              setForm(null);
              setNotice(message);
            }}
          />
        )}
        {data && me.data?.role === 'owner' && (
          <StudioWidePanel key={data.dayNames.join('|')} breaks={data.breaks} dayNames={data.dayNames} />
        )}
        <div className={styles.toolbar}>
          <fieldset className={styles.segmented}>
            <legend className="visually-hidden">{t('views')}</legend>
            {(['week', 'list'] as const).map((name) => (
              <button key={name} type="button" aria-pressed={view === name} onClick={() => setView(name)}>
                {t(name)}
              </button>
            ))}
          </fieldset>
          <nav
            className={styles.weekNav}
            aria-label={t('weekOf', { from: dayLabel(start), to: dayLabel(addDays(start, 6)) })}
          >
            <button type="button" className={buttons.outlined} onClick={() => setStart(addDays(start, -7))}>
              {t('previous')}
            </button>
            <button
              type="button"
              className={buttons.outlined}
              onClick={() => setStart(weekStartOf(studioToday))}
            >
              {t('thisWeek')}
            </button>
            <button type="button" className={buttons.outlined} onClick={() => setStart(addDays(start, 7))}>
              {t('next')}
            </button>
          </nav>
        </div>
        <h2 className={styles.weekTitle} aria-live="polite">
          {t('weekOf', { from: dayLabel(start), to: dayLabel(addDays(start, 6)) })}
        </h2>
        {live.isPending && <p>{t('loading')}</p>}
        {live.isError && (
          <p role="alert">
            {t('loadFailed')}{' '}
            <button type="button" onClick={() => void live.refetch()}>
              {t('retry')}
            </button>
          </p>
        )}
        {data && view === 'week' && <WeekView start={start} data={data} onAction={onAction} />}
        {data &&
          view === 'list' &&
          (data.classes.length > 0 ? (
            <ListView classes={data.classes} onAction={onAction} />
          ) : (
            <EmptyState title={t('emptyTitle')}>{t('emptyBody')}</EmptyState>
          ))}
      </div>
      {dialog?.action === 'cancel' && <CancelDialog item={dialog.item} onClose={closed} />}
      {dialog?.action === 'recording' && <RecordingDialog item={dialog.item} onClose={closed} />}
    </ConsolePage>
  );
}
