import type PgBoss from 'pg-boss';
import type { JobQueue } from '../../jobs/job-queue';
import type { AnalyticsRollupsRepository, Day } from './analytics-rollups.repository';

/*
 * The storage cap of the anonymous analytics (decision 029): every finished day (UTC) is folded into
 * the daily rollups, then raw rows older than the retention period are deleted. On the job queue's
 * clock: pg-boss sends the job every hour (one send per slot however many servers run); a run that
 * finds nothing to do costs two statements.
 */

export const ANALYTICS_ROLLUP_QUEUE = 'analytics-rollup';
export const ANALYTICS_ROLLUP_CRON = '17 * * * *';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day is rolled once it has been over this long: a selection made just after midnight still counts. */
const SETTLE_MS = 60 * 60 * 1000;

const dayOf = (time: number): Day => new Date(time).toISOString().slice(0, 10);
const startOf = (day: Day) => Date.parse(`${day}T00:00:00Z`);

export interface RollupOutcome {
  rolledDays: Day[];
  deleted: { pageViews: number; searches: number; playerEvents: number };
}

export class AnalyticsRetention {
  constructor(
    private readonly rollups: AnalyticsRollupsRepository,
    private readonly retentionDays: number,
  ) {}

  /** Rolls every finished day not rolled yet, then deletes the raw rows past the retention period. */
  async rollUpAndPrune(now: Date): Promise<RollupOutcome> {
    const rolledDays: Day[] = [];
    const lastFinished = dayOf(now.getTime() - SETTLE_MS - DAY_MS);
    const first = await this.rollups.firstDayToRoll();
    if (first !== null) {
      for (let day = first; day <= lastFinished; day = dayOf(startOf(day) + DAY_MS)) {
        if (await this.rollups.rollDay(day)) rolledDays.push(day);
      }
    }
    // Only whole days go, and only rolled ones: the cut is at a day's start, before the last rolled.
    const cut = Math.min(
      startOf(dayOf(now.getTime())) - this.retentionDays * DAY_MS,
      startOf(lastFinished) + DAY_MS,
    );
    const deleted = await this.rollups.deleteRawBefore(new Date(cut));
    return { rolledDays, deleted };
  }
}

/** Creates the queue and its hourly schedule (both idempotent). Stately: one run waiting, one running. */
export async function scheduleAnalyticsRollup(queue: JobQueue) {
  const settings: PgBoss.Queue = {
    name: ANALYTICS_ROLLUP_QUEUE,
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 30 * 60,
  };
  await queue.ensureQueue(settings);
  await queue.boss.schedule(ANALYTICS_ROLLUP_QUEUE, ANALYTICS_ROLLUP_CRON, {}, { tz: 'UTC' });
}

export function workAnalyticsRollup(queue: JobQueue, retention: AnalyticsRetention): Promise<string> {
  return queue.boss.work(
    ANALYTICS_ROLLUP_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    async () => {
      const { rolledDays, deleted } = await retention.rollUpAndPrune(new Date());
      return { rolledDays: rolledDays.length, ...deleted };
    },
  );
}
