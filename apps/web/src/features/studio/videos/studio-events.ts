import { type StudioEvent, type StudioVideo, studioEventSchema, studioVideoPaths } from '@releve/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The console's one events stream per tab (decision 040): every video's state and progress, from the
 * server's snapshot and then its changes. Shared by every component that asks (the Video panel, the
 * Uploads page); opened with the first, closed with the last. EventSource reconnects by itself, and each
 * reconnection starts with a fresh snapshot.
 */
interface EventsState {
  videos: ReadonlyMap<string, StudioVideo>;
  /** False before the first snapshot and while the connection is down (it is being made again). */
  live: boolean;
}

let state: EventsState = { videos: new Map(), live: false };
const listeners = new Set<() => void>();
let source: EventSource | undefined;

function publish(next: EventsState) {
  state = next;
  for (const listener of listeners) listener();
}

function receive(event: StudioEvent) {
  if (event.type === 'snapshot') {
    publish({ videos: new Map(event.videos.map((video) => [video.assetId, video])), live: true });
    return;
  }
  const videos = new Map(state.videos);
  videos.set(event.video.assetId, event.video);
  publish({ videos, live: state.live });
}

function open() {
  // Server rendering and old test environments have no EventSource: the console then shows what its routes answered.
  if (typeof EventSource === 'undefined') return;
  source = new EventSource(studioVideoPaths.events, { withCredentials: true });
  for (const type of ['snapshot', 'video'] as const) {
    source.addEventListener(type, (message) => {
      const parsed = studioEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
      if (parsed.success) receive(parsed.data);
    });
  }
  source.addEventListener('error', () => {
    if (state.live) publish({ ...state, live: false });
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!source) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = undefined;
      state = { videos: new Map(), live: false };
    }
  };
}

const snapshot = () => state;

/** Every video the console knows of, kept up to date by the server's events. */
export function useStudioEvents(): EventsState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** One video, as the events stream last told it (undefined until it has). */
export function useStudioVideo(assetId: string): StudioVideo | undefined {
  return useStudioEvents().videos.get(assetId);
}

/** A video a route answered (a retry, saved chapters): shown at once, before its event comes. */
export function rememberVideo(video: StudioVideo) {
  const videos = new Map(state.videos);
  videos.set(video.assetId, video);
  publish({ videos, live: state.live });
}

/** A video that is no more (a removed camera angle): dropped at once, as no event will tell of it. */
export function forgetVideo(assetId: string) {
  if (!state.videos.has(assetId)) return;
  const videos = new Map(state.videos);
  videos.delete(assetId);
  publish({ videos, live: state.live });
}
