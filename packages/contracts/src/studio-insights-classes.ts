import { z } from 'zod';
import {
  comparedFigureSchema,
  insightsRangeSchema,
  seriesPointSchema,
  studioInsightsPath,
} from './studio-insights';

/* The Classes tab of the console's insights (issue 36, decision 058): what members watched. */

export const studioInsightsClassesPath = studioInsightsPath('classes');

/** A class's rates (completion, where members stop) are shown once it was played this often. */
export const INSIGHTS_MIN_PLAYS_FOR_RATES = 3;
/** Rows of each top list. */
export const INSIGHTS_TOP_ROWS = 10;

export const insightsClassRowSchema = z.object({
  mediaId: z.string(),
  title: z.string(),
  /** Playbacks started. */
  plays: z.number().int(),
  /** Of them, played to the end. */
  completed: z.number().int(),
  /** completed / plays, in percent; null under INSIGHTS_MIN_PLAYS_FOR_RATES plays. */
  completionRate: z.number().nullable(),
  /** How far into the class (percent of it) half the playbacks had stopped; null when half reach the end. */
  medianStop: z.number().nullable(),
  minutesWatched: z.number(),
});
export type InsightsClassRow = z.infer<typeof insightsClassRowSchema>;

export const insightsProgramRowSchema = z.object({
  programId: z.string(),
  name: z.string(),
  /** Members who saved progress in or took a lesson of it in the period. */
  activeMembers: z.number().int(),
  /** Members who started it in the period (their first lesson). */
  started: z.number().int(),
  /** Of those, how many have since completed every lesson. */
  finished: z.number().int(),
  /** finished / started, in percent; null when nobody started. */
  completionRate: z.number().nullable(),
  /** Section by section, in order: of the members who started in the period, how many completed it. */
  funnel: z.array(z.object({ sectionId: z.string(), name: z.string(), members: z.number().int() })),
});
export type InsightsProgramRow = z.infer<typeof insightsProgramRowSchema>;

export const insightsLiveClassRowSchema = z.object({
  classId: z.number().int(),
  name: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  capacity: z.number().int().nullable(),
  reservations: z.number().int(),
  /** Members who joined (reserved or not). */
  attended: z.number().int(),
  /** Of those who reserved, how many joined. */
  reservedAndAttended: z.number().int(),
});
export type InsightsLiveClassRow = z.infer<typeof insightsLiveClassRowSchema>;

export const studioInsightsClassesSchema = z.object({
  range: insightsRangeSchema,
  /**
   * The first studio day counted from the detailed events (each playback, each viewer); days before
   * come from the daily totals kept after ANALYTICS_RETENTION_DAYS, which hold no viewers.
   */
  detailedSince: z.string().nullable(),
  minutesWatched: comparedFigureSchema,
  /** Signed-in members who played a class (detailed days only: null where the period is not). */
  activeViewers: comparedFigureSchema,
  plays: comparedFigureSchema,
  /** Playbacks to the end / playbacks started, in percent. */
  completionRate: comparedFigureSchema,
  /** Each step of the range (granularity): minutes, plays, and viewers (members on any of its days). */
  minutesSeries: z.array(seriesPointSchema),
  playsSeries: z.array(seriesPointSchema),
  viewersSeries: z.array(seriesPointSchema),
  topByPlays: z.array(insightsClassRowSchema),
  topByCompletion: z.array(insightsClassRowSchema),
  /** Classes where half the playbacks stopped earliest. */
  leftEarly: z.array(insightsClassRowSchema),
  programs: z.array(insightsProgramRowSchema),
  live: z.object({
    classes: comparedFigureSchema,
    reservations: comparedFigureSchema,
    attended: comparedFigureSchema,
    /** Of the reservations, the share (percent) that joined. */
    showUpRate: comparedFigureSchema,
    rows: z.array(insightsLiveClassRowSchema),
  }),
});
export type StudioInsightsClasses = z.infer<typeof studioInsightsClassesSchema>;
