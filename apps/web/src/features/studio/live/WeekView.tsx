import type { StudioLiveClass, StudioLiveList } from '@releve/contracts';
import { ClassActions, type LiveAction } from './ClassActions';
import { ClassState } from './ClassSummary';
import styles from './Live.module.css';
import { breakOn, classesOn, dayLabel, weekDays } from './live-calendar';
import { useLiveTranslation } from './texts';
import { useStudioClock } from './use-studio-clock';

interface Props {
  start: string;
  data: StudioLiveList;
  onAction(action: LiveAction, item: StudioLiveClass): void;
}

/**
 * The week, Monday to Sunday, in the studio's days: seven columns on a wide screen, a list of days
 * on a narrow one (the same markup; the style sheet decides). Each day says its themed name and break.
 */
export function WeekView({ start, data, onAction }: Props) {
  const { t } = useLiveTranslation();
  const clock = useStudioClock();
  return (
    <ol className={styles.week} data-testid="live-week">
      {weekDays(start).map((day) => {
        const classes = classesOn(data.classes, day);
        const pause = breakOn(data.breaks, day);
        const themed = data.dayNames[new Date(`${day}T00:00:00Z`).getUTCDay()];
        return (
          <li key={day} className={styles.day} aria-labelledby={`live-day-${day}`}>
            <h2 id={`live-day-${day}`} className={styles.dayTitle}>
              {dayLabel(day)}
              {themed && <span className={styles.themed}>{themed}</span>}
            </h2>
            {pause && <p className={styles.break}>{t('inBreak', { name: pause.name })}</p>}
            {classes.length === 0 && !pause && <p className={styles.muted}>{t('noClasses')}</p>}
            <ul className={styles.classes}>
              {classes.map((item) => (
                <li
                  key={item.id}
                  className={styles.card}
                  data-cancelled={item.cancelled || undefined}
                  data-testid="live-class"
                >
                  <p className={styles.time}>
                    {clock.show(item.time)} · {item.minutes} min
                  </p>
                  <h3 className={styles.name}>{item.name}</h3>
                  <p className={styles.muted}>{item.instructorName ?? t('noInstructor')}</p>
                  <ClassState item={item} />
                  <ClassActions item={item} onAction={onAction} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
