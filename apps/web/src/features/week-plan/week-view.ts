import {
  liveStatus,
  type PlanItemStatus,
  type Rsvp,
  recordedStatus,
  type VideoState,
  type WeekDay,
  type WeekPlan,
  weekFrom,
  zonedDay,
} from '@releve/contracts';

export interface LiveEntry {
  classId: string;
  name: string;
  start: Date;
  /** Minutes. */
  duration: number;
  status: PlanItemStatus;
}

export interface RecordedEntry {
  videoId: string;
  status: PlanItemStatus;
}

export interface DayView {
  date: string;
  key: WeekDay;
  live: LiveEntry[];
  recorded: RecordedEntry[];
}

const MINUTE_MS = 60_000;

/**
 * The seven day cards from `today` in the member's zone: each day's reserved live classes (by their
 * start in her zone) and the plan's recorded classes for that weekday, each with its done/missed state.
 */
export function buildWeek(
  plan: WeekPlan,
  rsvps: readonly Rsvp[],
  videoState: Record<string, VideoState>,
  today: string,
  timeZone: string,
  now: Date,
): DayView[] {
  return weekFrom(today).map(({ date, key }) => ({
    date,
    key,
    live: rsvps
      .map((rsvp) => ({ rsvp, start: new Date(rsvp.liveClass.startDate) }))
      .filter(({ start }) => zonedDay(start, timeZone) === date)
      .sort((a, b) => a.start.getTime() - b.start.getTime())
      .map(({ rsvp, start }) => ({
        classId: rsvp.classId,
        name: rsvp.liveClass.name,
        start,
        duration: rsvp.liveClass.duration,
        status: liveStatus(
          new Date(start.getTime() + rsvp.liveClass.duration * MINUTE_MS),
          rsvp.attended,
          now,
        ),
      })),
    recorded: plan.classesByDay[key].map((videoId) => {
      const state = videoState[videoId];
      return {
        videoId,
        status: recordedStatus(
          date,
          state && {
            lastTime: state.lastTime,
            duration: state.duration,
            completed: state.completed,
            updatedDay: zonedDay(new Date(state.updatedAt), timeZone),
          },
        ),
      };
    }),
  }));
}

let weekdays: Intl.DateTimeFormat | undefined;

/** "Friday": the weekday of a day card, for the removal toasts. (One formatter: each costs.) */
export function weekdayName(date: string): string {
  weekdays ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
  return weekdays.format(new Date(`${date}T12:00:00Z`));
}
