import { emptyWeekPlan, todaysQueue, zonedDay } from '@releve/contracts';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { Page } from '../../../components/Page';
import { useReaderTimeZone } from '../../../lib/reader-time';
import { OpenDialogButton, useViewer } from '../../accounts';
import { useVideoStates } from '../../library';
import { useWeekRsvps } from '../api/week-plan-api';
import { DayCard } from '../components/DayCard';
import { OptionsMenu } from '../components/OptionsMenu';
import { UndoToast } from '../components/UndoToast';
import styles from '../components/WeekPlan.module.css';
import { useWeekPlanTranslation } from '../texts';
import { useWeekEdits } from '../use-week-edits';
import { buildWeek } from '../week-view';

export { default as MyWeekRow } from '../home/MyWeekRow';

/** `/my-week`: seven day cards from today, edited in place (viewing.md §2, §4). */
export default function MyWeekPage() {
  const { t } = useWeekPlanTranslation();
  const viewer = useViewer();
  return (
    <Page title={t('title')}>
      {viewer.status === 'loading' && <PageLoading />}
      {viewer.status === 'signed-out' && (
        <div className={styles.notice}>
          <p>{t('signIn')}</p>
          <OpenDialogButton view="login" className={styles.primary}>
            {t('title')}
          </OpenDialogButton>
        </div>
      )}
      {viewer.status === 'signed-in' && !viewer.isMember && (
        <div className={styles.notice}>
          <p>{t('membersOnly')}</p>
          <Link className={styles.primary} href="/pricing">
            {t('seePricing')}
          </Link>
        </div>
      )}
      {viewer.isMember && <MemberWeek />}
    </Page>
  );
}

const NO_PLAN = emptyWeekPlan();

function MemberWeek() {
  const { t } = useWeekPlanTranslation();
  const { profile } = useViewer();
  const user = profile?.user;
  const rsvps = useWeekRsvps(true);
  const videoStates = useVideoStates();
  const [editing, setEditing] = useState(false);
  const edits = useWeekEdits(user?.myWeekPlan ?? NO_PLAN);
  // The week starts today in the reader's zone, once the page is taken over (UTC's until then).
  const zone = useReaderTimeZone();
  if (!user) return null;
  const now = new Date();
  const today = zonedDay(now, zone);
  const shownRsvps = (rsvps.data?.rsvps ?? []).filter((rsvp) => rsvp.classId !== edits.hiddenClassId);
  const week = buildWeek(edits.shownPlan, shownRsvps, videoStates, today, zone, now);
  const empty = week.every((day) => day.live.length === 0 && day.recorded.length === 0);
  const queue = todaysQueue(edits.shownPlan, today);

  return (
    <>
      <div className={styles.toolbar}>
        {queue.length > 0 && !editing && (
          <Link
            className={styles.primary}
            href={`/m/${encodeURIComponent(queue[0] as string)}?play=1&myweek=1`}
          >
            {t('playToday')}
          </Link>
        )}
        <span className={styles.spacer} />
        {editing ? (
          <button type="button" className={styles.primaryButton} onClick={() => setEditing(false)}>
            {t('done')}
          </button>
        ) : (
          <OptionsMenu onEdit={() => setEditing(true)} onReset={edits.reset} empty={empty} />
        )}
      </div>
      {rsvps.isError && <p role="alert">{t('failed')}</p>}
      <div className={styles.days}>
        {week.map((day) => (
          <DayCard
            key={day.date}
            day={day}
            week={week}
            today={today}
            zone={zone}
            editing={editing}
            actions={edits.actions}
          />
        ))}
      </div>
      {edits.toast && <UndoToast toast={edits.toast} onUndo={edits.undo} onClose={edits.closeToast} />}
    </>
  );
}
