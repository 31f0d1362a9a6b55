import { addDays, weekdayOf, zonedDay, zonedInstant } from '@releve/contracts';
import type { NewLiveClass } from './live.repository';

/** The demo studio's zone: a studio on the US east coast, so its members abroad see other hours. */
export const DEMO_STUDIO_TIME_ZONE = 'America/New_York';

/** Sunday first, as the schedule's `dayNames`; Wednesday keeps its plain name. */
export const DEMO_DAY_NAMES = [
  'Stretch Sunday',
  'Mindful Monday',
  'Tutu & Tunic Tuesday',
  '',
  'Turnout Thursday',
  'Flow Friday',
  'Sparkle Saturday',
];

/** The demo schedule runs from two weeks back to a year ahead, so it never runs out. */
export const DEMO_DAYS_BACK = 14;
export const DEMO_DAYS_AHEAD = 365;
/** Recordings of the last two days are still being edited: members may ask to be told. */
const RECORDING_DELAY_DAYS = 2;

interface Slot {
  /** Weekdays it runs on, 0 = Sunday. */
  days: number[];
  time: string;
  minutes: number;
  name: string;
  description: string;
  pacing: string;
  tags: string[];
  pointe?: boolean;
  classUrl?: string;
}

const EVERY_WEEKDAY = [1, 2, 3, 4, 5];
const slots: Slot[] = [
  {
    days: EVERY_WEEKDAY,
    time: '07:00',
    minutes: 45,
    name: 'Morning Barre',
    description: 'Wake up the body at the barre: pliés, tendus and a long stretch.',
    pacing: 'Moderate',
    tags: ['barre', 'morning'],
  },
  {
    days: [1, 3, 5],
    time: '09:30',
    minutes: 60,
    name: 'Ballet Basics Live',
    description: 'The first steps of ballet, taught slowly with time for questions.',
    pacing: 'Gentle',
    tags: ['beginner', 'ballet'],
    classUrl: '/programs/ballet-basics',
  },
  {
    days: [2, 4],
    time: '12:15',
    minutes: 30,
    name: 'Lunchtime Stretch',
    description: 'Thirty minutes to undo a morning at the desk.',
    pacing: 'Gentle',
    tags: ['stretching'],
  },
  {
    days: [4],
    time: '17:00',
    minutes: 60,
    name: 'Pointe Foundations',
    description: 'Strong feet and ankles, then rises on pointe for those ready.',
    pacing: 'Moderate',
    tags: ['pointe', 'intermediate'],
    pointe: true,
  },
  {
    days: EVERY_WEEKDAY,
    time: '18:30',
    minutes: 60,
    name: 'Centre and Turns',
    description: 'Adagio, pirouettes and allegro in the centre.',
    pacing: 'Brisk',
    tags: ['centre', 'intermediate'],
  },
  {
    days: [1, 3],
    time: '20:00',
    minutes: 45,
    name: 'Cardio Barre',
    description: 'A barre class that keeps moving: bring water.',
    pacing: 'Brisk',
    tags: ['cardio', 'barre'],
  },
  {
    days: [2, 5],
    time: '22:15',
    minutes: 30,
    name: 'Night Owl Stretch',
    description: 'A quiet stretch before bed, lights low.',
    pacing: 'Gentle',
    tags: ['stretching', 'night'],
  },
  {
    days: [6],
    time: '10:00',
    minutes: 75,
    name: 'Saturday Sparkle Class',
    description: 'The week’s longest class: full barre, centre and a sparkling combination.',
    pacing: 'Moderate',
    tags: ['ballet', 'all-levels'],
  },
  {
    days: [0],
    time: '09:00',
    minutes: 45,
    name: 'Sunday Restore',
    description: 'Slow stretching and foot care for the week ahead.',
    pacing: 'Gentle',
    tags: ['stretching'],
  },
  {
    days: [0],
    time: '17:00',
    minutes: 30,
    name: 'No Class',
    description: 'The studio rests on Sunday evenings.',
    pacing: 'Gentle',
    tags: [],
  },
];

const MINUTE_MS = 60_000;

/** A stable, made-up meeting number per class. */
const zoomUrl = (day: string, time: string) =>
  `https://zoom.pirouette-house.example/j/${day.replaceAll('-', '')}${time.replace(':', '')}`;

/**
 * The demo studio's live classes around `now`: the weekly plan above in the studio's zone (so its hours
 * stay put across daylight-saving changes), one class that started ten minutes ago (so there is
 * always something to join), and recordings for classes older than two days, drawn from `recordings`.
 */
export function demoLiveClasses(now: Date, recordings: readonly string[]): NewLiveClass[] {
  const today = zonedDay(now, DEMO_STUDIO_TIME_ZONE);
  const rows: NewLiveClass[] = [];
  let pick = 0;
  for (let offset = -DEMO_DAYS_BACK; offset <= DEMO_DAYS_AHEAD; offset++) {
    const day = addDays(today, offset);
    const weekday = weekdayOf(day);
    for (const slot of slots.filter((each) => each.days.includes(weekday))) {
      const startsAt = zonedInstant(day, slot.time, DEMO_STUDIO_TIME_ZONE);
      const recorded = offset < -RECORDING_DELAY_DAYS && !slot.classUrl && slot.name !== 'No Class';
      rows.push({
        name: slot.name,
        description: slot.description,
        startsAt,
        endsAt: new Date(startsAt.getTime() + slot.minutes * MINUTE_MS),
        pointe: slot.pointe ?? false,
        pacing: slot.pacing,
        tags: slot.tags,
        zoomUrl: zoomUrl(day, slot.time),
        classUrl: slot.classUrl ?? null,
        recordingMediaId:
          recorded && recordings.length > 0 ? (recordings[pick++ % recordings.length] ?? null) : null,
      });
    }
  }
  const onAir = new Date(Math.floor((now.getTime() - 10 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);
  rows.push({
    name: 'Open Studio Practice',
    description: 'Drop in and practise with the teacher on hand: any level, any part of class.',
    startsAt: onAir,
    endsAt: new Date(onAir.getTime() + 60 * MINUTE_MS),
    pointe: false,
    pacing: 'Moderate',
    tags: ['practice', 'all-levels'],
    zoomUrl: 'https://zoom.pirouette-house.example/j/open-studio',
    classUrl: null,
    recordingMediaId: null,
  });
  return rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
