import {
  addDays,
  formatClockTime,
  type LiveScope,
  parseClockTime,
  type StudioLiveClass,
  type StudioLiveCreate,
  weekdayOf,
} from '@releve/contracts';

/** The class form's fields as typed (strings, as inputs hold them). */
export interface Draft {
  name: string;
  description: string;
  instructorId: string;
  level: string;
  tags: string;
  zoomUrl: string;
  capacity: string;
  time: string;
  minutes: string;
  kind: 'once' | 'weekly';
  day: string;
  weekdays: number[];
  firstDay: string;
  lastDay: string;
  /** Changing a weekly class: this date, this and the following, or the whole series. */
  scope: LiveScope;
}

/**
 * A new class's draft (tomorrow, weekly for 12 weeks when switched), or one date's to change; its time
 * as the studio reads the clock ("6:00 PM" on a 12-hour one).
 */
export function draftOf(editing: StudioLiveClass | undefined, today: string, twelveHour = false): Draft {
  const day = editing?.day ?? addDays(today, 1);
  return {
    name: editing?.name ?? '',
    description: editing?.description ?? '',
    instructorId: editing?.instructorId ?? '',
    level: editing?.level ?? '',
    tags: editing?.tags.join(', ') ?? '',
    zoomUrl: editing?.zoomUrl ?? '',
    capacity: editing?.capacity === null || !editing ? '' : String(editing.capacity),
    time: formatClockTime(editing?.time ?? '18:00', twelveHour),
    minutes: String(editing?.minutes ?? 60),
    kind: 'once',
    day,
    weekdays: [weekdayOf(day)],
    firstDay: day,
    lastDay: addDays(day, 12 * 7 - 1),
    scope: 'one',
  };
}

const numberOrText = (value: string) =>
  value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** The request the draft makes; the contracts' schema judges it (a bad number stays text and is refused). */
export function toBody(draft: Draft): StudioLiveCreate {
  return {
    name: draft.name,
    description: draft.description,
    instructorId: draft.instructorId || null,
    level: (draft.level || null) as StudioLiveCreate['level'],
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    zoomUrl: draft.zoomUrl,
    capacity: draft.capacity.trim() === '' ? null : (numberOrText(draft.capacity) as number),
    // "5:30 PM" and "17:30" alike become 17:30; what is no time is sent as typed, and refused.
    time: parseClockTime(draft.time) ?? draft.time,
    minutes: numberOrText(draft.minutes) as number,
    repeat:
      draft.kind === 'once'
        ? { kind: 'once', day: draft.day }
        : {
            kind: 'weekly',
            weekdays: draft.weekdays,
            firstDay: draft.firstDay,
            lastDay: draft.lastDay || null,
          },
  };
}
