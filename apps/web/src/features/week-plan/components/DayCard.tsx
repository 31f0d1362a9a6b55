import { dayLabel, moveTargets, type PlanItemStatus, type WeekDay } from '@releve/contracts';
import { Link } from 'wouter';
import { formatDuration } from '../../../lib/format-duration';
import { sayNeutralZone } from '../../../lib/reader-time';
import { useMediaItems } from '../../catalog';
import { useWeekPlanTranslation } from '../texts';
import type { DayView } from '../week-view';
import styles from './WeekPlan.module.css';

export interface DayCardActions {
  removeLive(classId: string, name: string, day: DayView): void;
  removeRecorded(videoId: string, title: string, day: DayView): void;
  moveWithin(day: DayView, index: number, direction: -1 | 1): void;
  moveToDay(videoId: string, day: DayView, newDay: WeekDay): void;
}

/** "6:00 PM" in the zone the week is drawn in (lib/reader-time), saying so while it is UTC. */
const timeOf = (start: Date, timeZone: string) =>
  sayNeutralZone(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(start),
    timeZone,
  );

function StatusTag({ status }: { status: PlanItemStatus }) {
  const { t } = useWeekPlanTranslation();
  if (status === 'planned') return null;
  return (
    <span className={styles.status} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** One day of My Week: its label, its classes and their total duration; edit controls in edit mode. */
export function DayCard({
  day,
  week,
  today,
  zone,
  editing,
  actions,
}: {
  day: DayView;
  week: DayView[];
  today: string;
  /** The zone the week is drawn in. */
  zone: string;
  editing: boolean;
  actions: DayCardActions;
}) {
  const { t } = useWeekPlanTranslation();
  const media = useMediaItems(day.recorded.map((entry) => entry.videoId));
  const label = dayLabel(day.date, today);
  const title = label === 'today' ? t('today') : label === 'tomorrow' ? t('tomorrow') : label;
  const seconds =
    day.live.reduce((sum, entry) => sum + entry.duration * 60, 0) +
    media.reduce((sum, query) => sum + (query.data?.duration ?? 0), 0);
  const count = day.live.length + day.recorded.length;
  const targets = moveTargets(week, today, day.key);
  const headingId = `day-${day.date}`;

  return (
    <section className={styles.day} aria-labelledby={headingId} data-testid="week-day" data-day={day.key}>
      <header className={styles.dayHeader}>
        <h2 id={headingId} className={styles.dayTitle}>
          {title}
        </h2>
        {count > 0 && (
          <p className={styles.dayTotal}>
            {t('classCount', { count })} · {t('total', { duration: formatDuration(seconds) })}
          </p>
        )}
      </header>
      {count === 0 && <p className={styles.empty}>{t('nothingPlanned')}</p>}
      <ul className={styles.items}>
        {day.live.map((entry) => (
          <li key={`live-${entry.classId}`} className={styles.item} data-testid="week-live">
            <span className={styles.liveTag}>{t('liveClass')}</span>
            <span className={styles.itemTitle}>
              <Link href={`/live-class?date=${day.date}`}>{entry.name}</Link>
              <span className={styles.itemMeta}>
                {timeOf(entry.start, zone)} · {formatDuration(entry.duration * 60)}
              </span>
            </span>
            <StatusTag status={entry.status} />
            {editing && (
              <span className={styles.itemActions}>
                <button
                  type="button"
                  className={styles.small}
                  onClick={() => actions.removeLive(entry.classId, entry.name, day)}
                >
                  {t('remove')}
                  <span className="visually-hidden"> {entry.name}</span>
                </button>
              </span>
            )}
          </li>
        ))}
        {day.recorded.map((entry, index) => {
          const item = media[index]?.data;
          const name = item?.title ?? entry.videoId;
          return (
            <li key={`rec-${entry.videoId}`} className={styles.item} data-testid="week-recorded">
              {item?.image && <img className={styles.thumb} src={item.image} alt="" width={64} height={36} />}
              <span className={styles.itemTitle}>
                <Link href={`/m/${encodeURIComponent(entry.videoId)}`}>{name}</Link>
                {item && <span className={styles.itemMeta}>{formatDuration(item.duration)}</span>}
              </span>
              <StatusTag status={entry.status} />
              {editing && (
                <span className={styles.itemActions}>
                  <button
                    type="button"
                    className={styles.small}
                    disabled={index === 0}
                    onClick={() => actions.moveWithin(day, index, -1)}
                  >
                    {t('moveUp')}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                  <button
                    type="button"
                    className={styles.small}
                    disabled={index === day.recorded.length - 1}
                    onClick={() => actions.moveWithin(day, index, 1)}
                  >
                    {t('moveDown')}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                  <select
                    className={styles.select}
                    aria-label={`${t('moveToDay')}: ${name}`}
                    value=""
                    onChange={(event) => actions.moveToDay(entry.videoId, day, event.target.value as WeekDay)}
                  >
                    <option value="">{t('moveToDay')}</option>
                    {targets.map((target) => {
                      const targetLabel = dayLabel(target.date, today);
                      return (
                        <option key={target.key} value={target.key}>
                          {targetLabel === 'tomorrow' ? t('tomorrow') : targetLabel}
                        </option>
                      );
                    })}
                  </select>
                  <button
                    type="button"
                    className={styles.small}
                    onClick={() => actions.removeRecorded(entry.videoId, name, day)}
                  >
                    {t('remove')}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
