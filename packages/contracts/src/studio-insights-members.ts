import { z } from 'zod';
import { cancelReasonCodes } from './cancel-reasons';
import {
  comparedFigureSchema,
  insightsRangeSchema,
  seriesPointSchema,
  studioInsightsPath,
} from './studio-insights';

/** The Members dashboard (issue 36, decision 057): who pays, who tries, who stays, who leaves and why. */
export const studioInsightsMembersPath = studioInsightsPath('members');

/** The retention table's months after joining: 0 (the joining month) to 12. */
export const COHORT_MONTHS = 13;
/** How many joining months the retention table shows (the latest, up to the range's end). */
export const COHORT_ROWS = 12;

export const cohortRowSchema = z.object({
  /** The joining month, YYYY-MM, in the studio's time zone. */
  month: z.string(),
  /** Members whose first subscription started in it. */
  size: z.number().int(),
  /** Of them, members with a subscription running at the end of month k (k = 0..12); null: not yet. */
  retained: z.array(z.number().int().nullable()),
});
export type CohortRow = z.infer<typeof cohortRowSchema>;

export const studioInsightsMembersSchema = z.object({
  range: insightsRangeSchema,
  /** Members with a paid subscription running at the end of the range. */
  active: comparedFigureSchema,
  activeSeries: z.array(seriesPointSchema),
  /** Members in a free trial at the end of the range. */
  inTrial: comparedFigureSchema,
  /** Trials that ended in the range, and of them those that became paid. */
  trialsEnded: comparedFigureSchema,
  trialsConverted: comparedFigureSchema,
  /** Converted ÷ ended, in percent; null when none ended. */
  trialConversion: comparedFigureSchema,
  /** Paying members at the start who left in the range ÷ paying members at the start, in percent. */
  churnRate: comparedFigureSchema,
  /** MRR ÷ paying members at the end, minor units per month. */
  arpu: comparedFigureSchema,
  /** ARPU ÷ monthly churn, minor units; null when nobody left. */
  lifetimeValue: comparedFigureSchema,
  /** Cancellations in the range per reason (`none`: no reason given). */
  cancelReasons: z.array(
    z.object({ reason: z.enum([...cancelReasonCodes, 'none']), count: comparedFigureSchema }),
  ),
  cohorts: z.array(cohortRowSchema),
});
export type StudioInsightsMembers = z.infer<typeof studioInsightsMembersSchema>;
