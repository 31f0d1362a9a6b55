import { z } from 'zod';
import { isTimeZone } from './billing-rules';
import { SCHEDULE_MAX_DAYS } from './live-rules';
import { userSchema } from './users';
import { isDay } from './zoned-time';

/** A live class as the schedule sends it (accounts-and-billing.md §3). Never carries its Zoom link. */
export const liveClassSchema = z.object({
  id: z.string(),
  /** The spec's name for the same id. */
  balletClassId: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** "Y" for a class on pointe, "N" otherwise. */
  pointe: z.enum(['Y', 'N']),
  pacing: z.string().nullable(),
  tags: z.array(z.string()),
  /** A page for the class (a program lesson, an on-demand class): no recording notice is offered. */
  classUrl: z.string().nullable(),
  /** The class's recording, once the studio has attached it. */
  recordingMediaId: z.string().nullable(),
});
export type LiveClass = z.infer<typeof liveClassSchema>;

/** The studio's day names by weekday, Sunday first; an empty name means the plain weekday. */
export const dayNamesSchema = z.array(z.string()).length(7);

/** GET /api/schedule/classes: the classes, the studio's time zone and its day names. */
export const scheduleAnswerSchema = z.object({
  classes: z.array(liveClassSchema),
  timeZone: z.string(),
  dayNames: dayNamesSchema,
});
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>;

const scheduleDate = z
  .string()
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'must be a date written MM-dd-yyyy')
  .refine((value) => {
    const [month, day, year] = value.split('-');
    return isDay(`${year}-${month}-${day}`);
  }, 'must be a real date');

const toDay = (value: string) => {
  const [month, day, year] = value.split('-');
  return `${year}-${month}-${day}`;
};

/**
 * GET /api/schedule/classes?startDate&endDate (MM-dd-yyyy, both days included) and the reader's time
 * zone `tz` (the days are the reader's days; the studio's zone when absent).
 */
export const scheduleQuerySchema = z
  .object({
    startDate: scheduleDate,
    endDate: scheduleDate,
    tz: z.string().max(64).refine(isTimeZone, 'must be a time zone').optional(),
  })
  .refine((query) => toDay(query.startDate) <= toDay(query.endDate), {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  })
  .refine(
    (query) =>
      (Date.parse(toDay(query.endDate)) - Date.parse(toDay(query.startDate))) / 86_400_000 <
      SCHEDULE_MAX_DAYS,
    { message: `at most ${SCHEDULE_MAX_DAYS} days at a time`, path: ['endDate'] },
  );

/** A class id: the digits of a database id. */
const classId = z.string().regex(/^[1-9]\d{0,8}$/, 'classId must be a class id');

export const liveClassParamsSchema = z.object({ classId });

/** POST /api/schedule/classes/{classId}/join: the Zoom link, for those allowed, while the class is open. */
export const joinAnswerSchema = z.object({ joinUrl: z.string() });

/** Body of POST and DELETE /api/rsvps, POST /api/notify-recordings. */
export const classIdBodySchema = z.strictObject({ classId: z.coerce.string().pipe(classId) });

/** A reservation, with what My Week shows of its class. */
export const rsvpSchema = z.object({
  classId: z.string(),
  liveClass: z.object({
    id: z.string(),
    name: z.string(),
    startDate: z.string(),
    duration: z.number().int(),
  }),
  /** The member joined it (the join call gave her its link): My Week shows it done. */
  attended: z.boolean(),
});
export const rsvpsAnswerSchema = z.object({ rsvps: z.array(rsvpSchema) });
export type Rsvp = z.infer<typeof rsvpSchema>;

export const notifyRecordingsAnswerSchema = z.object({
  notifyRecordings: z.array(z.object({ classId: z.string() })),
});

/** POST /api/users/{id}/redeem-day-pass: the user after, whether it redeemed, whether it was a repeat. */
export const redeemDayPassAnswerSchema = z.object({
  user: userSchema,
  success: z.boolean(),
  duplicate: z.boolean(),
});

/** The live calls' paths. */
export const livePaths = {
  schedule: '/api/schedule/classes',
  join: (classId: string) => `/api/schedule/classes/${encodeURIComponent(classId)}/join`,
  rsvps: '/api/rsvps',
  notifyRecordings: '/api/notify-recordings',
  notifyRecording: (classId: string) => `/api/notify-recordings/${encodeURIComponent(classId)}`,
  redeemDayPass: (userId: string) => `/api/users/${encodeURIComponent(userId)}/redeem-day-pass`,
} as const;

/** The spec's texts for the live schedule's refusals and the redeem modal. */
export const liveMessages = {
  notLive: 'Live classes need live access: redeem or buy a Day Pass, or hold a live membership',
  notOpen: `The class opens 15 minutes before it starts`,
  over: 'This class is over',
  classNotFound: 'Class not found',
  noRecordingNotice: 'No recording notice is offered for this class',
  redeemFailed: 'Failed to redeem day pass',
  alreadyActive: 'You already have an active pass',
  /** Redeeming refused (decision 025): no pass to use, or live access is already running. */
  noDayPass: 'You have no unused Day Pass to redeem',
  liveAccessRunning: 'Your live access is already running: a Day Pass would add nothing today',
} as const;
