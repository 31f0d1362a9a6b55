import type { PreviousUpload, UploadOptions } from 'tus-js-client';
import { describe, expect, it } from 'vitest';
import { shouldRetryUpload, type TusUpload, UploadQueue, uploadErrorMessage } from './upload-queue';

class FakeUpload implements TusUpload {
  url: string | null = null;
  started = 0;
  aborted: boolean[] = [];
  resumedFrom: PreviousUpload | null = null;
  constructor(
    readonly file: File,
    readonly options: UploadOptions,
    private readonly previous: PreviousUpload[] = [],
  ) {}
  start() {
    this.started++;
    this.url = '/api/studio/uploads/abcdefghijklmnopqrstuvwx';
  }
  async abort(terminate = false) {
    this.aborted.push(terminate);
  }
  async findPreviousUploads() {
    return this.previous;
  }
  resumeFromPreviousUpload(previous: PreviousUpload) {
    this.resumedFrom = previous;
  }
}

const MB = 1_000_000;
const file = (name: string, size: number) => {
  const made = new File([], name, { type: 'video/mp4' });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function queueWith(options: { previous?: PreviousUpload[]; concurrency?: number } = {}) {
  const made: FakeUpload[] = [];
  let clock = 0;
  const queue = new UploadQueue({
    endpoint: '/api/studio/uploads',
    maxBytes: 20_000 * MB,
    chunkBytes: 32 * 1024 * 1024,
    concurrency: options.concurrency ?? 2,
    now: () => clock,
    createUpload: (f, o) => {
      const upload = new FakeUpload(f, o, options.previous);
      made.push(upload);
      return upload;
    },
  });
  return { queue, made, tick: (ms: number) => (clock += ms) };
}

describe('the console upload queue', () => {
  it('refuses a file over the limit before a byte is sent, in the server words', () => {
    const { queue, made } = queueWith();
    queue.add([file('Whole term.mov', 64_500 * MB)]);
    expect(made).toEqual([]);
    expect(queue.getSnapshot()[0]).toMatchObject({
      state: 'refused',
      error: "Whole term.mov is 64.5 GB: the studio's upload limit is 20 GB",
    });
  });

  it('sends a few at a time in 32 MiB chunks and the rest wait their turn', async () => {
    const { queue, made } = queueWith({ concurrency: 2 });
    queue.add([file('a.mp4', 10 * MB), file('b.mp4', 10 * MB), file('c.mp4', 10 * MB)]);
    await flush();
    expect(made.map((upload) => upload.file.name)).toEqual(['a.mp4', 'b.mp4']);
    expect(made[0]?.options).toMatchObject({
      chunkSize: 33_554_432,
      metadata: { filename: 'a.mp4', filetype: 'video/mp4' },
      storeFingerprintForResuming: true,
    });
    expect(queue.getSnapshot().map((item) => item.state)).toEqual(['uploading', 'uploading', 'waiting']);
    made[0]?.options.onSuccess?.({} as never);
    await flush();
    expect(made.map((upload) => upload.file.name)).toEqual(['a.mp4', 'b.mp4', 'c.mp4']);
    expect(queue.getSnapshot()[0]?.state).toBe('done');
  });

  it("sends a camera angle's class and name with the file, never in place of its name and type", async () => {
    const { queue, made } = queueWith();
    queue.add([file('side.mp4', 10 * MB)], { angleOfClassId: 'class01', angleLabel: 'Side', filename: 'x' });
    await flush();
    expect(made[0]?.options.metadata).toEqual({
      angleOfClassId: 'class01',
      angleLabel: 'Side',
      filename: 'side.mp4',
      filetype: 'video/mp4',
    });
  });

  it('measures progress, speed and time left per file and in total; the last bytes sent mean checking', async () => {
    const { queue, made, tick } = queueWith();
    queue.add([file('a.mp4', 100 * MB)]);
    await flush();
    const progress = made[0]?.options.onProgress as (sent: number, total: number) => void;
    progress(0, 100 * MB);
    tick(1_000);
    progress(10 * MB, 100 * MB);
    expect(queue.getSnapshot()[0]).toMatchObject({ sentBytes: 10 * MB, speed: 10 * MB, secondsLeft: 9 });
    expect(queue.totals()).toMatchObject({ sentBytes: 10 * MB, totalBytes: 100 * MB, secondsLeft: 9 });
    tick(1_000);
    progress(100 * MB, 100 * MB);
    expect(queue.getSnapshot()[0]?.state).toBe('checking');
  });

  it('gives the speed of the last seconds, not of a burst the browser reported at once', async () => {
    const { queue, made, tick } = queueWith();
    queue.add([file('a.mp4', 100 * MB)]);
    await flush();
    const progress = made[0]?.options.onProgress as (sent: number, total: number) => void;
    progress(0, 100 * MB);
    // A socket buffer of 4 MB filled in 5 ms, on a link that then sends 1 MB a second.
    tick(5);
    progress(4 * MB, 100 * MB);
    expect(queue.getSnapshot()[0]).toMatchObject({ speed: null, secondsLeft: null });
    tick(995);
    progress(5 * MB, 100 * MB);
    expect(queue.getSnapshot()[0]?.speed).toBe(5 * MB);
    for (let second = 2; second <= 7; second++) {
      tick(1_000);
      progress((3 + second) * MB, 100 * MB);
    }
    // Five seconds on, the burst is out of the window: 1 MB/s and 90 s left for the last 90 MB.
    expect(queue.getSnapshot()[0]).toMatchObject({ sentBytes: 10 * MB, speed: 1 * MB, secondsLeft: 90 });
  });

  it('measures anew after a pause: the time paused is not counted as slow sending', async () => {
    const { queue, made, tick } = queueWith();
    queue.add([file('a.mp4', 100 * MB)]);
    await flush();
    const key = queue.getSnapshot()[0]?.key as string;
    const progress = made[0]?.options.onProgress as (sent: number, total: number) => void;
    progress(0, 100 * MB);
    tick(1_000);
    progress(2 * MB, 100 * MB);
    queue.pause(key);
    tick(60_000);
    queue.resume(key);
    tick(1_000);
    progress(4 * MB, 100 * MB);
    tick(1_000);
    progress(6 * MB, 100 * MB);
    expect(queue.getSnapshot()[0]).toMatchObject({ state: 'uploading', speed: 2 * MB, resumedFrom: 0 });
  });

  it('pauses (the upload kept on the server), resumes from it, and cancels (the server removes it)', async () => {
    const { queue, made } = queueWith();
    queue.add([file('a.mp4', 100 * MB)]);
    await flush();
    const key = queue.getSnapshot()[0]?.key as string;
    queue.pause(key);
    expect(made[0]?.aborted).toEqual([false]);
    expect(queue.getSnapshot()[0]?.state).toBe('paused');
    queue.resume(key);
    expect(made[0]?.started).toBe(2);
    queue.cancel(key);
    expect(made[0]?.aborted).toEqual([false, true]);
    expect(queue.getSnapshot()[0]?.state).toBe('cancelled');
  });

  it("resumes a file picked again after a reload from the server's copy", async () => {
    const previous = { uploadUrl: '/api/studio/uploads/abcdefghijklmnopqrstuvwx' } as PreviousUpload;
    const { queue, made } = queueWith({ previous: [previous] });
    queue.add([file('a.mp4', 100 * MB)]);
    await flush();
    expect(made[0]?.resumedFrom).toBe(previous);
    made[0]?.options.onProgress?.(40 * MB, 100 * MB);
    expect(queue.getSnapshot()[0]).toMatchObject({
      resumedFrom: 40 * MB,
      uploadId: 'abcdefghijklmnopqrstuvwx',
    });
  });

  it("shows the server's reason for a refused file, and never retries a refusal or a full disk", async () => {
    const { queue, made } = queueWith();
    queue.add([file('notes.mp4', 1 * MB)]);
    await flush();
    const refused = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: {
        getStatus: () => 422,
        getBody: () => JSON.stringify({ message: 'notes.mp4 is not a video' }),
      },
    });
    expect(uploadErrorMessage(refused)).toBe('notes.mp4 is not a video');
    made[0]?.options.onError?.(refused);
    expect(queue.getSnapshot()[0]).toMatchObject({ state: 'failed', error: 'notes.mp4 is not a video' });
    const status = (code: number) =>
      Object.assign(new Error('x'), { originalResponse: { getStatus: () => code, getBody: () => '' } });
    expect(shouldRetryUpload(status(422))).toBe(false);
    expect(shouldRetryUpload(status(507))).toBe(false);
    expect(shouldRetryUpload(status(503))).toBe(true);
    expect(shouldRetryUpload(new Error('network'))).toBe(true);
  });
});
