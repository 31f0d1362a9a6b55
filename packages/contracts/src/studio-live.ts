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
  recordings: '/api/studio/live/recordings',
  breaks: '/api/studio/live/breaks',
  oneBreak: (id: string) => `/api/studio/live/breaks/${id}`,
  dayNames: '/api/studio/live/day-names',
} as const;

/** A weekly class ends at most this many weeks after its first day: no rule makes endless classes. */
export const RECURRING_MAX_WEEKS = 26;
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
} as const;

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

/** PUT /api/studio/live/classes/:id: one date changed (of a one-off class or of a weekly one). */
export const studioLiveEditSchema = z.object({ ...fieldsShape, day }).strict();
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
