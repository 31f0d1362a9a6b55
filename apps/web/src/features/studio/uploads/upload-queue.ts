import { uploadSizeRefusal } from '@releve/contracts';
import type { DetailedError, PreviousUpload, UploadOptions } from 'tus-js-client';
import { SpeedMeter } from './upload-figures';

/** What the queue needs of a tus upload (tus-js-client's `Upload`; tests hand in a fake). */
export interface TusUpload {
  url: string | null;
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<PreviousUpload[]>;
  resumeFromPreviousUpload(previous: PreviousUpload): void;
}
export type CreateTusUpload = (file: File, options: UploadOptions) => TusUpload;

/**
 * A file's way through the queue: `refused` (over the limit: never sent), `waiting`, `uploading`,
 * `paused`, `checking` (every byte sent, the server checks the content), `done` (handed to packaging),
 * `failed` (the server's reason), `cancelled`.
 */
export type UploadItemState =
  | 'refused'
  | 'waiting'
  | 'uploading'
  | 'paused'
  | 'checking'
  | 'done'
  | 'failed'
  | 'cancelled';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  state: UploadItemState;
  sentBytes: number;
  /** Bytes a second, smoothed; null until measured. */
  speed: number | null;
  secondsLeft: number | null;
  /** The reason in the server's (or the size rule's) words, naming the file. */
  error: string | null;
  /** The tus upload's id once created (the server's list names uploads by it). */
  uploadId: string | null;
  /** Bytes the server already had when this upload resumed an earlier one (a reload, a restart). */
  resumedFrom: number;
}

export interface UploadTotals {
  sentBytes: number;
  totalBytes: number;
  speed: number | null;
  secondsLeft: number | null;
}

export interface UploadQueueOptions {
  endpoint: string;
  maxBytes: number;
  chunkBytes: number;
  createUpload: CreateTusUpload;
  /** Uploads sent at once; the rest wait their turn. */
  concurrency?: number;
  now?: () => number;
}

/** Waits before each retry of a request that failed on the way (network, server restarting). */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000, 30_000];

/** The server's words from a failed tus request (its JSON `message`), else the error's own. */
export function uploadErrorMessage(error: Error): string {
  const body = (error as DetailedError).originalResponse?.getBody();
  if (body) {
    try {
      const message = (JSON.parse(body) as { message?: unknown }).message;
      if (typeof message === 'string' && message) return message;
    } catch {
      // Not JSON: a proxy's page, say. The error's own words follow.
    }
  }
  return error.message;
}

/**
 * Retried: a lost connection and a server that answered 5xx (restarting, say), but never a refusal
 * (4xx: the file's type, the limit) nor a full disk (507), which sending again cannot change.
 */
export function shouldRetryUpload(error: Error): boolean {
  const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
  if (status === 0) return true;
  return status >= 500 && status !== 507;
}

/**
 * The console's upload queue (decision 039): many files, each sent over tus in chunks of
 * `chunkBytes`, a few at a time; per file and in total, the bytes sent, the speed and the time left;
 * pause, resume and cancel. A file over the studio's limit is refused before a byte is sent (contracts'
 * `uploadSizeRefusal`, the server's own rule). A file picked again after a reload resumes where the
 * server's copy stopped (tus-js-client remembers each file's upload in localStorage by its name,
 * type, size and date).
 */
export class UploadQueue {
  private items: UploadItem[] = [];
  private readonly uploads = new Map<string, TusUpload>();
  private readonly files = new Map<string, File>();
  private readonly metadata = new Map<string, Record<string, string>>();
  private readonly listeners = new Set<() => void>();
  /** Each uploading file's speed meter; a pause or a failure starts a new one. */
  private readonly meters = new Map<string, SpeedMeter>();
  private nextKey = 1;
  private readonly now: () => number;

  constructor(private readonly options: UploadQueueOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The studio's limits, once the page has them (the queue is made before). */
  setLimits(limits: { maxBytes: number; chunkBytes: number }) {
    this.options.maxBytes = limits.maxBytes;
    this.options.chunkBytes = limits.chunkBytes;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** The items, a new array after each change (for useSyncExternalStore). */
  getSnapshot = (): readonly UploadItem[] => this.items;

  /**
   * Queues files. `metadata` goes with each to the server beside its name and type (a camera angle's
   * class and name, decision 063).
   */
  add(files: Iterable<File>, metadata: Record<string, string> = {}): void {
    for (const file of files) {
      const key = `u${this.nextKey++}`;
      const refusal = uploadSizeRefusal(file, this.options.maxBytes);
      this.items = [
        ...this.items,
        {
          key,
          name: file.name,
          size: file.size,
          state: refusal ? 'refused' : 'waiting',
          sentBytes: 0,
          speed: null,
          secondsLeft: null,
          error: refusal,
          uploadId: null,
          resumedFrom: 0,
        },
      ];
      if (!refusal) {
        this.files.set(key, file);
        this.metadata.set(key, metadata);
      }
    }
    this.changed();
    this.pump();
  }

  pause(key: string): void {
    const upload = this.uploads.get(key);
    if (!upload || this.find(key)?.state !== 'uploading') return;
    void upload.abort(false);
    this.meters.delete(key);
    this.update(key, { state: 'paused', speed: null, secondsLeft: null });
    this.pump();
  }

  resume(key: string): void {
    if (this.find(key)?.state !== 'paused') return;
    this.update(key, { state: 'waiting' });
    this.pump();
  }

  /** Stops the file's upload and has the server remove what it received, its asset and draft class. */
  cancel(key: string): void {
    const item = this.find(key);
    if (!item || !['waiting', 'uploading', 'paused'].includes(item.state)) return;
    const upload = this.uploads.get(key);
    this.uploads.delete(key);
    this.files.delete(key);
    this.metadata.delete(key);
    this.update(key, { state: 'cancelled', speed: null, secondsLeft: null });
    if (upload?.url) void upload.abort(true).catch(() => {});
    else void upload?.abort(false);
    this.pump();
  }

  /** Takes a finished, refused or cancelled file off the list. */
  dismiss(key: string): void {
    const item = this.find(key);
    if (!item || ['waiting', 'uploading', 'paused', 'checking'].includes(item.state)) return;
    this.items = this.items.filter((one) => one.key !== key);
    this.changed();
  }

  totals(): UploadTotals {
    const counted = this.items.filter((item) => !['refused', 'cancelled', 'failed'].includes(item.state));
    const sentBytes = counted.reduce((sum, item) => sum + item.sentBytes, 0);
    const totalBytes = counted.reduce((sum, item) => sum + item.size, 0);
    const speeds = counted.filter((item) => item.state === 'uploading' && item.speed !== null);
    const speed = speeds.length > 0 ? speeds.reduce((sum, item) => sum + (item.speed ?? 0), 0) : null;
    const secondsLeft = speed ? (totalBytes - sentBytes) / speed : null;
    return { sentBytes, totalBytes, speed, secondsLeft };
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 2;
    let running = this.items.filter((item) => item.state === 'uploading' || item.state === 'checking').length;
    for (const item of this.items) {
      if (running >= limit) return;
      if (item.state !== 'waiting') continue;
      running++;
      this.begin(item.key);
    }
  }

  private begin(key: string): void {
    this.update(key, { state: 'uploading' });
    const existing = this.uploads.get(key);
    if (existing) {
      existing.start();
      return;
    }
    const file = this.files.get(key) as File;
    const upload = this.options.createUpload(file, {
      endpoint: this.options.endpoint,
      chunkSize: this.options.chunkBytes,
      metadata: { ...this.metadata.get(key), filename: file.name, filetype: file.type },
      retryDelays: RETRY_DELAYS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (error) => shouldRetryUpload(error),
      onProgress: (sent, total) => this.progressed(key, sent, total),
      onSuccess: () => {
        this.files.delete(key);
        this.metadata.delete(key);
        this.meters.delete(key);
        this.update(key, { state: 'done', sentBytes: file.size, speed: null, secondsLeft: null });
        this.pump();
      },
      onError: (error) => {
        if (this.find(key)?.state === 'cancelled') return;
        this.meters.delete(key);
        this.update(key, {
          state: 'failed',
          error: uploadErrorMessage(error),
          speed: null,
          secondsLeft: null,
        });
        this.pump();
      },
    });
    this.uploads.set(key, upload);
    void upload
      .findPreviousUploads()
      .then((previous) => {
        const earlier = previous[0];
        if (earlier) upload.resumeFromPreviousUpload(earlier);
      })
      .catch(() => {})
      .finally(() => {
        if (this.find(key)?.state === 'uploading') upload.start();
      });
  }

  private progressed(key: string, sent: number, total: number): void {
    const item = this.find(key);
    if (item?.state !== 'uploading') return;
    const fresh = !this.meters.has(key);
    const meter = this.meters.get(key) ?? new SpeedMeter();
    this.meters.set(key, meter);
    const uploadId = this.uploads.get(key)?.url?.split('/').at(-1) ?? item.uploadId;
    // The first progress of a resumed upload starts at what the server had.
    const resumedFrom = fresh && item.sentBytes === 0 ? sent : item.resumedFrom;
    const speed = meter.add(this.now(), sent) ?? item.speed;
    this.update(key, {
      sentBytes: sent,
      uploadId,
      resumedFrom,
      speed,
      secondsLeft: speed ? (total - sent) / speed : null,
      ...(sent >= total ? { state: 'checking' as const, speed: null, secondsLeft: null } : {}),
    });
  }

  private find(key: string): UploadItem | undefined {
    return this.items.find((item) => item.key === key);
  }

  private update(key: string, change: Partial<UploadItem>): void {
    this.items = this.items.map((item) => (item.key === key ? { ...item, ...change } : item));
    this.changed();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
