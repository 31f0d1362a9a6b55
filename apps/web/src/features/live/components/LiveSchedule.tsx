import type { LiveClass, ScheduleAnswer } from '@releve/contracts';
import { useState } from 'react';
import { useReaderTimeZone } from '../../../lib/reader-time';
import { useViewer } from '../../accounts';
import { useRecordingNotices, useRsvps, useToggleRecordingNotice, useToggleRsvp } from '../api/live-api';
import { dayHeading, scheduleDays } from '../schedule-layout';
import { useLiveTranslation } from '../texts';
import { useLiveAccess } from '../use-live-access';
import { useNow } from '../use-now';
import { LiveAccessNote } from './LiveAccessNote';
import { LiveClassCard } from './LiveClassCard';
import styles from './LiveSchedule.module.css';
import { RedeemDayPassDialog } from './RedeemDayPassDialog';

/**
 * The days of the schedule around `day`, each class with what this reader may do with it, under a line
 * saying what her access is and what live classes cost her (decision 025).
 */
export function LiveSchedule({
  schedule,
  day,
  today,
}: {
  schedule: ScheduleAnswer;
  day: string;
  today: string;
}) {
  const { t } = useLiveTranslation();
  const viewer = useViewer();
  const now = useNow();
  const zone = useReaderTimeZone();
  const [redeemingFor, setRedeemingFor] = useState<LiveClass | null>(null);
  const rsvps = useRsvps(viewer.signedIn);
  const notices = useRecordingNotices(viewer.signedIn);
  const toggleRsvp = useToggleRsvp();
  const toggleNotice = useToggleRecordingNotice();
  const going = new Set(rsvps.data?.rsvps.map((rsvp) => rsvp.classId));
  const notifying = new Set(notices.data?.notifyRecordings.map((notice) => notice.classId));
  const access = useLiveAccess();

  const card = (liveClass: LiveClass) => (
    <li key={liveClass.id}>
      <LiveClassCard
        liveClass={liveClass}
        now={now}
        zone={zone}
        studioZone={schedule.timeZone}
        access={access}
        signedIn={viewer.signedIn}
        going={going.has(liveClass.id)}
        notifying={notifying.has(liveClass.id)}
        onRsvp={(next) => toggleRsvp.mutate({ classId: liveClass.id, going: next })}
        onNotify={(next) => toggleNotice.mutate({ classId: liveClass.id, notify: next })}
        onRedeem={() => setRedeemingFor(liveClass)}
      />
    </li>
  );

  return (
    <>
      <LiveAccessNote access={access} zone={zone} />
      {scheduleDays(schedule.classes, day, zone, schedule.dayNames).map((scheduleDay) => (
        <section key={scheduleDay.day} className={styles.day} aria-labelledby={`day-${scheduleDay.day}`}>
          <h2 id={`day-${scheduleDay.day}`} className={styles.dayHeading}>
            {scheduleDay.day === today ? `${t('today')}, ` : ''}
            {dayHeading(scheduleDay.day)}
            {scheduleDay.dayName && <span className={styles.dayName}>{scheduleDay.dayName}</span>}
          </h2>
          {scheduleDay.entries.length === 0 && scheduleDay.night.length === 0 && (
            <p className={styles.empty}>{t('noClasses')}</p>
          )}
          <ul className={styles.list}>
            {scheduleDay.entries.map((entry) =>
              entry.kind === 'break' ? (
                <li key={entry.key} className={styles.divider}>
                  <span>{t('break')}</span>
                </li>
              ) : (
                card(entry.liveClass)
              ),
            )}
          </ul>
          {scheduleDay.night.length > 0 && (
            <>
              <h3 className={styles.nightHeading}>{t('nightClasses')}</h3>
              <ul className={styles.list}>{scheduleDay.night.map(card)}</ul>
            </>
          )}
        </section>
      ))}
      {redeemingFor && (
        <RedeemDayPassDialog
          unusedDayPasses={viewer.profile?.user.unusedDayPasses ?? 0}
          liveClass={redeemingFor}
          now={now}
          zone={zone}
          studioZone={schedule.timeZone}
          onClose={() => setRedeemingFor(null)}
        />
      )}
    </>
  );
}
