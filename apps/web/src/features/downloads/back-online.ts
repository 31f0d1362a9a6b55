import { deleteOfflineCaches } from '../../lib/offline-caches';
import { type QueuedSave, sendQueuedProgress } from '../library';
import { renewLicences } from './download-store';

const postSave = (save: QueuedSave) =>
  fetch(save.path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(save.body),
    credentials: 'same-origin',
  });

/**
 * Online again (or at start, online): sends the progress saved offline, then renews the licences the
 * rules ask to (decision 064).
 */
export async function backOnline(): Promise<void> {
  await sendQueuedProgress(postSave);
  await renewLicences();
}

/** The session ended: every copy that was the member's goes. */
export const forgetOffline = () => deleteOfflineCaches();
