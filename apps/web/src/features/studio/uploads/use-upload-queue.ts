import { studioUploadPaths } from '@releve/contracts';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Upload } from 'tus-js-client';
import { studioUploadsKey } from './api';
import { type UploadItem, UploadQueue } from './upload-queue';

/**
 * The page's upload queue (one per console tab, kept while the page is open), on the studio's limits.
 * The uploads list (and `alsoRefresh`: a class's angles) is asked again when an upload gets its id
 * (its draft class or angle exists) and when it ends.
 */
export function useUploadQueue(
  limits: { maxBytes: number; chunkBytes: number } | undefined,
  alsoRefresh?: QueryKey,
) {
  const [queue] = useState(
    () =>
      new UploadQueue({
        endpoint: studioUploadPaths.uploads,
        maxBytes: limits?.maxBytes ?? 0,
        chunkBytes: limits?.chunkBytes ?? 0,
        createUpload: (file, options) => new Upload(file, options),
      }),
  );
  if (limits) queue.setLimits(limits);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  useRefreshOnMilestones(items, alsoRefresh);
  return { queue, items };
}

function useRefreshOnMilestones(items: readonly UploadItem[], alsoRefresh: QueryKey | undefined) {
  const client = useQueryClient();
  const seen = useRef(new Set<string>());
  useEffect(() => {
    let changed = false;
    for (const item of items) {
      const milestone = `${item.key}:${item.uploadId ? 'created' : ''}:${['done', 'failed', 'cancelled'].includes(item.state) ? item.state : ''}`;
      if (!seen.current.has(milestone)) {
        seen.current.add(milestone);
        changed = true;
      }
    }
    if (!changed) return;
    void client.invalidateQueries({ queryKey: studioUploadsKey });
    if (alsoRefresh) void client.invalidateQueries({ queryKey: alsoRefresh });
  }, [items, client, alsoRefresh]);
}
