import type { StudioEvent, StudioVideo } from '@releve/contracts';
import type { StudioVideos } from './studio-videos';

/** The database's channel for video asset changes (migration 0034): the payload is the asset's id, or ''. */
export const VIDEO_ASSET_CHANGED = 'video_asset_changed';
/** Notices that come close together (a packaging's progress and its state) go out as one read. */
const GATHER_MS = 50;

type Listener = (event: StudioEvent) => void;

/**
 * Passes video changes to this process's console streams (decision 040). Every process listens to
 * `video_asset_changed`, so a change made anywhere (the worker's progress, another process's retry)
 * reaches every stream. A notice names its asset: its fresh view goes out, with every queued video
 * whose place in the queue moved; an empty notice (assets came or went) sends each stream a new
 * snapshot. Nothing is read while no console is open.
 */
export class StudioEventHub {
  private readonly listeners = new Set<Listener>();
  private readonly pending = new Set<string>();
  private everything = false;
  private timer: NodeJS.Timeout | undefined;
  private positions = new Map<string, number>();

  constructor(
    private readonly videos: StudioVideos,
    private readonly onError: (error: unknown) => void,
  ) {}

  get streams(): number {
    return this.listeners.size;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A `video_asset_changed` notice. */
  noticed(assetId: string): void {
    if (this.listeners.size === 0) return;
    if (assetId) this.pending.add(assetId);
    else this.everything = true;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(this.onError);
    }, GATHER_MS);
  }

  /** After the listening connection was lost: notices may have been missed, so everything is sent again. */
  resync(): void {
    this.noticed('');
  }

  stop(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private async flush(): Promise<void> {
    if (this.everything) {
      this.everything = false;
      this.pending.clear();
      const videos = await this.videos.snapshot();
      this.positions = new Map(
        videos.flatMap((v) => (v.queuePosition ? [[v.assetId, v.queuePosition]] : [])),
      );
      this.send({ type: 'snapshot', videos });
      return;
    }
    const ids = new Set(this.pending);
    this.pending.clear();
    const positions = await this.videos.queuePositions();
    for (const [id, place] of positions) if (this.positions.get(id) !== place) ids.add(id);
    this.positions = positions;
    const videos: StudioVideo[] = await this.videos.byIds([...ids]);
    for (const video of videos) this.send({ type: 'video', video });
  }

  private send(event: StudioEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
