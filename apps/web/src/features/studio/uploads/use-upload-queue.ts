import { studioUploadPaths } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Upload } from 'tus-js-client';
import { studioUploadsKey } from './api';
import { type UploadItem, UploadQueue } from './upload-queue';

/**
 * The page's upload queue (one per console tab, kept while the page is open), on the studio's limits.
 * The uploads list is asked again when an upload gets its id (its draft class exists) and when it ends.
 */
export function useUploadQueue(limits: { maxBytes: number; chunkBytes: number } | undefined) {
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
  useRefreshOnMilestones(items);
  return { queue, items };
}

function useRefreshOnMilestones(items: readonly UploadItem[]) {
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
    if (changed) void client.invalidateQueries({ queryKey: studioUploadsKey });
  }, [items, client]);
}
