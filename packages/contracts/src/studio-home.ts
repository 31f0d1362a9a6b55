import { z } from 'zod';
import { mediaItemSchema, playlistTileSchema, showToValues } from './catalog';
import { isDay } from './zoned-time';

/*
 * The console's Home page editor (issue 34, decision 044): the home's rows, its featured slots and
 * Class of the Day. The editor holds the draft in the browser and sends it whole (`PUT`): a publish is
 * whole or nothing. The preview asks the server for the items a draft's rows would show.
 */

export const studioHomePaths = {
  home: '/api/studio/home',
  preview: '/api/studio/home/preview',
  daily: (day: string) => `/api/studio/home/daily/${encodeURIComponent(day)}`,
} as const;

/** The rows a studio places as they are: the members' side draws them from who is looking. */
export const HOME_SECTION_TYPES = [
  'featured',
  'daily-classes',
  'continue-watching',
  'favorites',
  'watch-again',
  'keep-going',
  'programs',
  'sections',
  'my-week-plan',
  'live-class-hero',
  'new-year-sale',
] as const;
export type HomeSectionType = (typeof HOME_SECTION_TYPES)[number];

/** How a rule row orders what it finds. */
export const HOME_RULE_ORDERS = ['newest', 'most-watched', 'favourites'] as const;
export type HomeRuleOrder = (typeof HOME_RULE_ORDERS)[number];

export const HOME_ROW_MAX_ITEMS = 50;
export const HOME_MAX_ROWS = 40;
export const HOME_MAX_SLOTS = 20;

const id = z.string().trim().min(1, 'must be chosen').max(80, 'must be at most 80 characters');
const optionalWord = z.string().trim().max(80, 'must be at most 80 characters').nullable();
const minutes = z
  .number({ error: 'must be a number of minutes' })
  .int('must be a whole number of minutes')
  .min(0, 'must be at least 0 minutes')
  .max(600, 'must be at most 600 minutes')
  .nullable();

/** A rule row: the published classes matching every filter given, ordered, the first `limit` of them. */
export const homeRuleSchema = z
  .object({
    tag: optionalWord,
    level: optionalWord,
    style: optionalWord,
    instructor: optionalWord,
    minMinutes: minutes,
    maxMinutes: minutes,
    order: z.enum(HOME_RULE_ORDERS, { error: 'must be newest, most watched or favourites' }),
    /** Most watched: in the last this many days. */
    days: z
      .number({ error: 'must be a number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(365, 'must be at most 365 days')
      .nullable(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.minMinutes !== null && rule.maxMinutes !== null && rule.minMinutes > rule.maxMinutes)
      ctx.addIssue({ code: 'custom', path: ['maxMinutes'], message: 'must be at least the shortest length' });
    if (rule.order === 'most-watched' && rule.days === null)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'must say over how many days' });
  });
export type HomeRule = z.infer<typeof homeRuleSchema>;

const limit = z
  .number({ error: 'must be a number of items' })
  .int('must be a whole number of items')
  .min(1, 'must be at least 1 item')
  .max(HOME_ROW_MAX_ITEMS, `must be at most ${HOME_ROW_MAX_ITEMS} items`);

/** What a row shows. `classes` and `rule` rows are the home's own playlists (their `playlistId` once published). */
export const homeRowContentSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('section'), type: z.enum(HOME_SECTION_TYPES) }).strict(),
    z.object({ kind: z.literal('playlist'), playlistId: id }).strict(),
    z.object({ kind: z.literal('program'), programId: id }).strict(),
    z
      .object({
        kind: z.literal('classes'),
        playlistId: id.nullable(),
        mediaIds: z
          .array(id)
          .min(1, 'must hold at least one class')
          .max(HOME_ROW_MAX_ITEMS, `must hold at most ${HOME_ROW_MAX_ITEMS} classes`),
      })
      .strict(),
    z.object({ kind: z.literal('rule'), playlistId: id.nullable(), rule: homeRuleSchema, limit }).strict(),
    z
      .object({
        kind: z.literal('programs'),
        programIds: z
          .array(id)
          .min(1, 'must hold at least one program')
          .max(HOME_ROW_MAX_ITEMS, `must hold at most ${HOME_ROW_MAX_ITEMS} programs`),
      })
      .strict(),
    z
      .object({
        kind: z.literal('playlists'),
        playlistIds: z
          .array(id)
          .min(1, 'must hold at least one playlist')
          .max(HOME_ROW_MAX_ITEMS, `must hold at most ${HOME_ROW_MAX_ITEMS} playlists`),
      })
      .strict(),
  ],
  {
    error: 'must be a section, a playlist, a program, hand-picked classes, programs or playlists, or a rule',
  },
);
export type HomeRowContent = z.infer<typeof homeRowContentSchema>;

export const studioHomeRowSchema = z
  .object({
    name: z.string().trim().max(120, 'must be at most 120 characters'),
    showTo: z.enum(showToValues, { error: 'must be one of the audiences' }),
    content: homeRowContentSchema,
  })
  .strict();
export type StudioHomeRow = z.infer<typeof studioHomeRowSchema>;

/** A featured slot; its start and end are wall-clock times in the studio's time zone (`yyyy-MM-ddTHH:mm`). */
const wallTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'must be a date and time')
  .refine((text) => isDay(text.slice(0, 10)), 'must be a real date')
  .nullable();
export const studioFeaturedSlotSchema = z
  .object({
    /** The slot's id once saved; null for a new one. */
    id: z.string().max(80).nullable(),
    title: z.string().trim().min(1, 'needs a title').max(120, 'must be at most 120 characters'),
    description: z.string().trim().max(500, 'must be at most 500 characters'),
    path: z
      .string()
      .trim()
      .min(1, 'needs a link')
      .max(500, 'must be at most 500 characters')
      .refine(
        (text) => text.startsWith('/') || /^https?:\/\//.test(text),
        'must be a path of the site (/...) or a web address',
      ),
    posterId: z.string().max(80).nullable(),
    enabled: z.boolean(),
    showTo: z.enum(showToValues, { error: 'must be one of the audiences' }),
    startsAt: wallTime,
    endsAt: wallTime,
  })
  .strict()
  .superRefine((slot, ctx) => {
    if (slot.startsAt && slot.endsAt && slot.endsAt <= slot.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
  });
export type StudioFeaturedSlot = z.infer<typeof studioFeaturedSlotSchema>;

export const studioHomeWriteSchema = z
  .object({
    rows: z.array(studioHomeRowSchema).max(HOME_MAX_ROWS, `must be at most ${HOME_MAX_ROWS} rows`),
    featured: z
      .array(studioFeaturedSlotSchema)
      .max(HOME_MAX_SLOTS, `must be at most ${HOME_MAX_SLOTS} slots`),
  })
  .strict();
export type StudioHomeWrite = z.infer<typeof studioHomeWriteSchema>;

const choice = z.object({ id: z.string(), title: z.string() });
export const studioHomeAnswerSchema = studioHomeWriteSchema.extend({
  timeZone: z.string(),
  /** Hand-picked classes' titles, for the rows' lists. */
  classTitles: z.record(z.string(), z.string()),
  playlists: z.array(choice),
  programs: z.array(choice),
  /** The rule rows' choices: levels, styles and instructors the studio's classes carry. */
  levels: z.array(z.string()),
  /** A style's tag (`id`) and the name the studio gives it. */
  styles: z.array(choice),
  instructors: z.array(z.string()),
  /** Class of the Day from a week ago to two weeks ahead (the studio's zone). */
  dailyClasses: z.array(z.object({ day: z.string(), mediaId: z.string(), title: z.string() })),
});
export type StudioHomeAnswer = z.infer<typeof studioHomeAnswerSchema>;

/** The preview: the items each hand-picked or rule row of the draft would show on `day`. */
export const studioHomePreviewSchema = z
  .object({
    rows: z.array(studioHomeRowSchema).max(HOME_MAX_ROWS, `must be at most ${HOME_MAX_ROWS} rows`),
    day: z.string().refine(isDay, 'must be a day written YYYY-MM-DD'),
  })
  .strict();
/**
 * Per row of the draft (by index): its items, or a row of playlists' tiles, or null for a row that is
 * neither.
 */
export const studioHomePreviewAnswerSchema = z.object({
  rows: z.array(
    z
      .union([
        z.object({ items: z.array(mediaItemSchema) }),
        z.object({ playlists: z.array(playlistTileSchema) }),
      ])
      .nullable(),
  ),
});
export type StudioHomePreviewAnswer = z.infer<typeof studioHomePreviewAnswerSchema>;

export const studioDailyDaySchema = z.object({
  day: z.string().refine(isDay, 'must be a day written YYYY-MM-DD'),
});
export const studioDailyWriteSchema = z.object({ mediaId: id }).strict();

export const studioHomeMessages = {
  unknownClass: 'is not a published class',
  unknownPlaylist: 'is not a playlist of the catalogue',
  unknownProgram: 'is not a published program',
} as const;
