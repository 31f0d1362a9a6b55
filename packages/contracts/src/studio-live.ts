import { z } from 'zod';
import { dayNamesSchema } from './live';
import { classLevelSchema } from './studio-classes';
import { addDays, isDay } from './zoned-time';

/**
 * The console's Live schedule (issue 35, decision 046): classes on the studio's calendar, one-off or
 * weekly, cancelled with a notice, their recordings attached. Every time is a day and a clock time
 * in the studio's time zone; the server turns them into instants.
 */
export const studioLivePaths = {
  classes: '/api/studio/live/classes',
  one: (id: string) => `/api/studio/live/classes/${id}`,
  cancel: (id: string) => `/api/studio/live/classes/${id}/cancel`,
  recording: (id: string) => `/api/studio/live/classes/${id}/recording`,
  recordingUpload: (id: string) => `/api/studio/live/classes/${id}/recording-upload`,
  recordings: '/api/studio/live/recordings',
  breaks: '/api/studio/live/breaks',
  oneBreak: (id: string) => `/api/studio/live/breaks/${id}`,
  dayNames: '/api/studio/live/day-names',
} as const;

/** A weekly class ends at most this many weeks after its first day: no rule makes endless classes. */
export const RECURRING_MAX_WEEKS = 26;
/** A series moves by at most this many days (to another weekday of its week), never further. */
export const SERIES_SHIFT_MAX_DAYS = 6;
export const LIVE_MINUTES_MIN = 15;
export const LIVE_MINUTES_MAX = 240;
/** The console shows at most six weeks at a time. */
export const STUDIO_LIVE_MAX_DAYS = 42;

export const studioLiveMessages = {
  noEnd: `A weekly class needs a last date (at most ${RECURRING_MAX_WEEKS} weeks on): without one it would never end`,
  endBeforeStart: 'The last date must not be before the first',
  tooLong: `A weekly class runs at most ${RECURRING_MAX_WEEKS} weeks: schedule the next weeks later`,
  noDates: 'These weekdays fall on no date between the first and the last (or all are in a break)',
  notYours: 'Instructors manage only the classes they teach',
  notInstructor: 'The instructor must be a member of staff who teaches (an owner or an instructor)',
  cancelled: 'This class is cancelled',
  full: 'This class is full',
  noMedia: 'No class in the catalogue has this id',
  notSeries: 'This class is not part of a weekly series: edit or cancel it on its own',
  moveTooFar: `A series moves at most ${SERIES_SHIFT_MAX_DAYS} days either way: to move it further, cancel these dates and schedule it again`,
  moveIntoPast: 'A date would move before today: pick a later day',
  moveIntoBreak: (day: string, name: string) => `${day} is in the break ${name}: pick another day`,
  belowReserved: (reserved: number, day: string) =>
    `${reserved} members reserved ${day}: the capacity must be at least ${reserved}`,
  notAnUpload: 'No upload of a video has this id',
  uploadTaken: 'This upload is already a class of the catalogue or another class\u2019s recording',
} as const;

/**
 * Which dates an edit or a cancel of a weekly class touches (decision 046), as calendar apps ask:
 * `one` this date, `following` this date and the later ones, `series` every date of its series. Dates
 * already started and cancelled ones are never changed: a series edit rewrites what is still to come.
 */
export const LIVE_SCOPES = ['one', 'following', 'series'] as const;
export type LiveScope = (typeof LIVE_SCOPES)[number];
export const liveScopeSchema = z.enum(LIVE_SCOPES).default('one');

/** The dates of a series an edit or cancel of `chosen` touches, in order (pure: the server's rule). */
export function datesInScope<T extends { id: string; day: string; started: boolean; cancelled: boolean }>(
  dates: readonly T[],
  chosen: T,
  scope: LiveScope,
): T[] {
  if (scope === 'one') return [chosen];
  return dates
    .filter(
      (date) =>
        date.id === chosen.id ||
        (!date.started && !date.cancelled && (scope === 'series' || date.day >= chosen.day)),
    )
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/**
 * Why moving these dates by `shift` days is refused, or null: further than a week's other days, before
 * `today`, or into a break. The message goes beside the form's day field.
 */
export function seriesMoveProblem(
  days: readonly string[],
  shift: number,
  today: string,
  breaks: readonly { name: string; firstDay: string; lastDay: string }[] = [],
): { message: string; path: 'day' } | null {
  if (shift === 0) return null;
  if (Math.abs(shift) > SERIES_SHIFT_MAX_DAYS) return { message: studioLiveMessages.moveTooFar, path: 'day' };
  for (const day of days) {
    const moved = addDays(day, shift);
    if (moved < today) return { message: studioLiveMessages.moveIntoPast, path: 'day' };
    const hit = breaks.find((b) => b.firstDay <= moved && moved <= b.lastDay);
    if (hit) return { message: studioLiveMessages.moveIntoBreak(moved, hit.name), path: 'day' };
  }
  return null;
}

/** Days between two studio days (`to` − `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const day = z.string().refine(isDay, 'must be a date written yyyy-MM-dd');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:mm');
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** What a class says, one-off or weekly. */
const fieldsShape = {
  name: text(120).min(1, 'must not be empty'),
  description: text(2000).default(''),
  /** The staff member who teaches it; an instructor may name only herself (null: herself). */
  instructorId: z.string().max(64).nullable().default(null),
  level: classLevelSchema.nullable().default(null),
  tags: z.array(text(40).min(1)).max(12).default([]),
  zoomUrl: z.string().trim().url('must be a link (https://...)').max(500),
  capacity: z.number().int().min(1, 'must be at least 1').max(1000).nullable().default(null),
  time,
  minutes: z.number().int().min(LIVE_MINUTES_MIN).max(LIVE_MINUTES_MAX),
};

/** The dates of a weekly rule, both included; the last one is required (see studioLiveMessages.noEnd). */
export function weeklyRuleProblem(rule: {
  firstDay: string;
  lastDay?: string | null;
}): { message: string; path: 'lastDay' } | null {
  if (!rule.lastDay) return { message: studioLiveMessages.noEnd, path: 'lastDay' };
  if (rule.lastDay < rule.firstDay) return { message: studioLiveMessages.endBeforeStart, path: 'lastDay' };
  if (rule.lastDay > addDays(rule.firstDay, RECURRING_MAX_WEEKS * 7 - 1))
    return { message: studioLiveMessages.tooLong, path: 'lastDay' };
  return null;
}

/** The days of a weekly rule that are not in a break, in order. */
export function weeklyDays(
  rule: { weekdays: readonly number[]; firstDay: string; lastDay: string },
  breaks: readonly { firstDay: string; lastDay: string }[] = [],
): string[] {
  const days: string[] = [];
  for (let d = rule.firstDay; d <= rule.lastDay; d = addDays(d, 1)) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (!rule.weekdays.includes(weekday)) continue;
    if (breaks.some((b) => b.firstDay <= d && d <= b.lastDay)) continue;
    days.push(d);
  }
  return days;
}

const repeatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('once'), day }),
  z
    .object({
      kind: z.literal('weekly'),
      weekdays: z.array(z.number().int().min(0).max(6)).min(1, 'pick at least one day').max(7),
      firstDay: day,
      lastDay: day.nullable().optional(),
    })
    .superRefine((rule, ctx) => {
      const problem = isDay(rule.firstDay) && weeklyRuleProblem(rule);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
    }),
]);

/** POST /api/studio/live/classes: a one-off class or a weekly template. */
export const studioLiveCreateSchema = z.object({ ...fieldsShape, repeat: repeatSchema }).strict();
export type StudioLiveCreate = z.input<typeof studioLiveCreateSchema>;
export type StudioLiveCreateValues = z.output<typeof studioLiveCreateSchema>;

/**
 * PUT /api/studio/live/classes/:id: one date changed (of a one-off class or of a weekly one), or with
 * `scope` this and the following dates, or the whole series: its fields and time on every date, and
 * `day` moves every date by as many days as it moves this one.
 */
export const studioLiveEditSchema = z.object({ ...fieldsShape, day, scope: liveScopeSchema }).strict();
export type StudioLiveEdit = z.input<typeof studioLiveEditSchema>;
export type StudioLiveEditValues = z.output<typeof studioLiveEditSchema>;

export const studioLiveIdSchema = z.string().regex(/^[1-9]\d{0,8}$/, 'must be an id');

/** GET /api/studio/live/classes?from&days: the days from `from` (studio days). */
export const studioLiveQuerySchema = z.object({
  from: day,
  days: z.coerce.number().int().min(1).max(STUDIO_LIVE_MAX_DAYS).default(7),
});

export const studioLiveClassSchema = z.object({
  id: z.string(),
  seriesId: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  instructorId: z.string().nullable(),
  instructorName: z.string().nullable(),
  level: classLevelSchema.nullable(),
  tags: z.array(z.string()),
  zoomUrl: z.string(),
  capacity: z.number().int().nullable(),
  reserved: z.number().int(),
  /** The class's day and clock time in the studio's zone, and its instants. */
  day: z.string(),
  time: z.string(),
  minutes: z.number().int(),
  startDate: z.string(),
  cancelled: z.boolean(),
  recordingMediaId: z.string().nullable(),
  /** An uploaded recording waiting for its packaging: attached when it is ready. */
  pendingRecordingMediaId: z.string().nullable(),
  /** Whether this staff member may change it (an instructor: the classes she teaches). */
  mine: z.boolean(),
});
export type StudioLiveClass = z.infer<typeof studioLiveClassSchema>;

export const liveBreakSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
});
export type LiveBreak = z.infer<typeof liveBreakSchema>;

export const studioLiveListSchema = z.object({
  timeZone: z.string(),
  dayNames: dayNamesSchema,
  classes: z.array(studioLiveClassSchema),
  breaks: z.array(liveBreakSchema),
  instructors: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type StudioLiveList = z.infer<typeof studioLiveListSchema>;

export const studioLiveAnswerSchema = z.object({ classes: z.array(studioLiveClassSchema) });

/** POST .../cancel and PUT .../recording: how many members were told (0 the second time). */
export const studioLiveNoticeAnswerSchema = z.object({ notified: z.number().int() });

/** POST .../cancel: which dates (a weekly class's this, following or all; one-off: itself). */
export const studioLiveCancelSchema = z.object({ scope: liveScopeSchema }).strict();

/**
 * POST .../recording-upload: an upload the console has just created (tus) becomes this class's
 * recording: its class takes the live class's name, and when its packaging is ready it is published
 * and attached, members who asked told, whether the console is still open or not.
 */
export const studioLiveRecordingUploadSchema = z
  .object({ uploadId: z.string().regex(/^[a-z0-9]{24}$/, 'must be an upload id') })
  .strict();
export const studioLiveRecordingUploadAnswerSchema = z.object({
  mediaId: z.string(),
  /** Attached at once (its video was already ready). */
  attached: z.boolean(),
});

export const studioLiveRecordingSchema = z.object({ mediaId: z.string().trim().min(1).max(64) }).strict();

/** GET /api/studio/live/recordings?q: catalogue videos to attach. */
export const studioLiveRecordingsQuerySchema = z.object({ q: z.string().trim().max(80).default('') });
export const studioLiveRecordingsSchema = z.object({
  videos: z.array(z.object({ mediaId: z.string(), title: z.string() })),
});

export const studioLiveBreakWriteSchema = z
  .object({ name: text(80).min(1, 'must not be empty'), firstDay: day, lastDay: day })
  .strict()
  .refine((b) => b.lastDay >= b.firstDay, { message: studioLiveMessages.endBeforeStart, path: ['lastDay'] });

export const studioLiveDayNamesSchema = z.object({ dayNames: z.array(text(40)).length(7) }).strict();
