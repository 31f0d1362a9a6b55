import { z } from 'zod';

/** The week plan's days, Sunday first (viewing.md §3: classesByDay keys sun..sat). */
export const weekDays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekDay = (typeof weekDays)[number];

/** The plan's default name (viewing.md §3). */
export const WEEK_PLAN_DEFAULT_NAME = 'My Week Plan';
/** Classes a day may hold: a plan is a week of dancing, not a catalogue. */
export const WEEK_PLAN_DAY_MAX = 20;

const weekDaySchema = z.enum(weekDays, { error: 'day must be one of sun, mon, tue, wed, thu, fri, sat' });
const videoIdSchema = z
  .string({ error: 'videoId is required' })
  .trim()
  .min(1, 'videoId is required')
  .max(64, 'videoId is too long');

export const weekPlanSchema = z.object({
  name: z.string(),
  visibility: z.literal('private'),
  classesByDay: z.object({
    sun: z.array(z.string()),
    mon: z.array(z.string()),
    tue: z.array(z.string()),
    wed: z.array(z.string()),
    thu: z.array(z.string()),
    fri: z.array(z.string()),
    sat: z.array(z.string()),
  }),
});
export type WeekPlan = z.infer<typeof weekPlanSchema>;

/** POST and DELETE /api/users/{id}/my-week-plan. */
export const weekPlanItemBodySchema = z.strictObject({ videoId: videoIdSchema, day: weekDaySchema });
/** POST /api/users/{id}/my-week-plan/update-day: the day's classes in their new order. */
export const weekPlanUpdateDayBodySchema = z.strictObject({
  day: weekDaySchema,
  videoIds: z.array(videoIdSchema).max(WEEK_PLAN_DAY_MAX, `a day holds at most ${WEEK_PLAN_DAY_MAX} classes`),
});
/** POST /api/users/{id}/my-week-plan/move-to-day. */
export const weekPlanMoveBodySchema = z.strictObject({
  videoId: videoIdSchema,
  day: weekDaySchema,
  newDay: weekDaySchema,
});

/** Every my-week-plan call answers the plan as it now is. */
export const weekPlanAnswerSchema = z.object({ myWeekPlan: weekPlanSchema });

/** The private calendar feed: its address (null when the member has none) and the reminder choice. */
export const weekPlanSettingsSchema = z.object({
  feedUrl: z.string().nullable(),
  reminders: z.boolean(),
});
export type WeekPlanSettings = z.infer<typeof weekPlanSettingsSchema>;
export const weekPlanSettingsAnswerSchema = z.object({ settings: weekPlanSettingsSchema });
/** POST /api/users/{id}/my-week-plan/reminders. */
export const weekPlanRemindersBodySchema = z.strictObject({ reminders: z.boolean() });
/** GET /api/calendar/{token}.ics: the token is 32 url-safe characters. */
export const calendarFeedParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32}\.ics$/, 'unknown calendar')
    .transform((file) => file.slice(0, -'.ics'.length)),
});

/** The week plan's error messages (viewing.md §8 where the spec names them). */
export const weekPlanMessages = {
  membersOnly: 'My Week Plan is for members.',
  /** The calendar feed read after the membership ended (decision 025): the address works again on renewal. */
  feedMembersOnly: 'This calendar is for members: it comes back when your membership does.',
  unknownClass: 'MediaItem not found',
  notPlanned: 'That class is not in your plan for that day.',
  dayFull: `A day holds at most ${WEEK_PLAN_DAY_MAX} classes.`,
  alreadyPlanned: 'That class is already planned for that day.',
  notTheDaysClasses: 'videoIds must be the same classes the day holds, in a new order.',
  sameDay: 'newDay must differ from day.',
  removeFailed: 'Failed to remove class from My Week Plan',
} as const;

/** The my-week-plan calls' paths (viewing.md §7). */
export const weekPlanPaths = {
  plan: (userId: string) => `/api/users/${encodeURIComponent(userId)}/my-week-plan`,
  clear: (userId: string) => `/api/users/${encodeURIComponent(userId)}/clear-my-week-plan`,
  updateDay: (userId: string) => `/api/users/${encodeURIComponent(userId)}/my-week-plan/update-day`,
  moveToDay: (userId: string) => `/api/users/${encodeURIComponent(userId)}/my-week-plan/move-to-day`,
  settings: (userId: string) => `/api/users/${encodeURIComponent(userId)}/my-week-plan/settings`,
  feed: (userId: string) => `/api/users/${encodeURIComponent(userId)}/my-week-plan/feed`,
  reminders: (userId: string) => `/api/users/${encodeURIComponent(userId)}/my-week-plan/reminders`,
  calendar: (token: string) => `/api/calendar/${token}.ics`,
} as const;
