import type { StudioVideo } from '@releve/contracts';
import { useStudioEvents } from '../videos/studio-events';

/**
 * Each video's packaging state from the console's events stream (decision 040: one stream per tab,
 * shared with the video panels; EventSource reconnects by itself and gets a fresh snapshot), by asset
 * id. The uploads' rows show what it says: Queued (position), Packaging x%, Watchable, Ready, Failed.
 */
export function useVideoStates(): ReadonlyMap<string, StudioVideo> {
  return useStudioEvents().videos;
}
