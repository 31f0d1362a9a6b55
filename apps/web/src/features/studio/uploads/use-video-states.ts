import { type StudioVideo, studioEventSchema, studioVideoPaths } from '@releve/contracts';
import { useEffect, useState } from 'react';

/**
 * Each video's packaging state from the console's events stream (decision 040: one stream per tab,
 * EventSource reconnects by itself and gets a fresh snapshot), by asset id. The uploads' rows show
 * what it says: Queued (position), Packaging x%, Watchable, Ready, Failed.
 */
export function useVideoStates(): ReadonlyMap<string, StudioVideo> {
  const [videos, setVideos] = useState<ReadonlyMap<string, StudioVideo>>(() => new Map());
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(studioVideoPaths.events);
    const read = (event: MessageEvent<string>) => {
      const parsed = studioEventSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'snapshot') {
        setVideos(new Map(message.videos.map((video) => [video.assetId, video])));
      } else {
        setVideos((before) => new Map(before).set(message.video.assetId, message.video));
      }
    };
    source.addEventListener('snapshot', read);
    source.addEventListener('video', read);
    return () => source.close();
  }, []);
  return videos;
}
