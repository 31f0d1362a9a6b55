import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue';

/**
 * Making an issue's pages on the job queue (decision 043): the upload's answer does not wait for them,
 * and an issue whose server stopped halfway is made again by the next (pg-boss hands an expired job
 * back). Stately: per issue, at most one job waiting and one running.
 */
export const MAGAZINE_PAGES_QUEUE = 'magazine-pages';

const jobSchema = z.strictObject({ magazineId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export async function createMagazinePagesQueue(queue: JobQueue): Promise<void> {
  const settings: PgBoss.Queue = {
    name: MAGAZINE_PAGES_QUEUE,
    policy: 'stately',
    // A page that cannot be drawn fails the same way each time: the issue says so, no retry. Retries
    // are for a server that stopped mid-way (its job expires and comes back).
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 60 * 60,
  };
  await queue.ensureQueue(settings);
}

export function enqueueMagazinePages(queue: JobQueue, magazineId: string): Promise<string | null> {
  return queue.boss.send(MAGAZINE_PAGES_QUEUE, jobSchema.parse({ magazineId }), { singletonKey: magazineId });
}

export function workMagazinePages(queue: JobQueue, makePages: (magazineId: string) => Promise<void>) {
  return queue.boss.work<z.infer<typeof jobSchema>>(
    MAGAZINE_PAGES_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: queue.pollingIntervalSeconds },
    async ([job]) => {
      if (job) await makePages(jobSchema.parse(job.data).magazineId);
    },
  );
}
