import { OFFLINE_PROGRESS_KEY } from '../../../lib/offline-caches';
import { readLocal, removeLocal, writeLocal } from '../../../lib/storage';

/*
 * Progress saved offline (decision 064): a save the network refused waits in this browser, the latest
 * per class, under the member's own path (`/api/users/{id}/...`, so nobody else's session can take
 * it), and is sent when the browser is back online (`sendQueuedProgress`, from the offline start).
 */

const KEY = OFFLINE_PROGRESS_KEY;

export interface QueuedSave {
  /** The save's path, with the member's id. */
  path: string;
  body: { lastTime: number; duration: number; completed?: boolean; programId: string | null };
}

function readQueue(): QueuedSave[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedSave[]) : [];
  } catch {
    return [];
  }
}

const writeQueue = (queue: QueuedSave[]) =>
  queue.length ? writeLocal(KEY, JSON.stringify(queue)) : removeLocal(KEY);

/** Keeps a save for later: the newest of a class replaces the one before. */
export function queueProgress(save: QueuedSave): void {
  writeQueue([...readQueue().filter((queued) => queued.path !== save.path), save]);
}

export const queuedProgress = (): QueuedSave[] => readQueue();

/**
 * Sends the waiting saves, oldest first; a save the server answers (taken, or refused for good) leaves
 * the queue, one the network still refuses stays. Resolves to how many were taken.
 */
export async function sendQueuedProgress(post: (save: QueuedSave) => Promise<Response>): Promise<number> {
  let taken = 0;
  for (const save of readQueue()) {
    let response: Response;
    try {
      response = await post(save);
    } catch {
      return taken;
    }
    if (response.ok) taken += 1;
    // Only the save sent leaves: a newer one of the class, queued while it was on its way, stays.
    const sent = JSON.stringify(save);
    writeQueue(readQueue().filter((queued) => JSON.stringify(queued) !== sent));
  }
  return taken;
}
