import { type DownloadQuality, downloadPaths, pickRendition } from '@releve/contracts/offline-rules';
import { ApiError } from '../../lib/api-client';
import { DOWNLOADS_CACHE } from '../../lib/offline-caches';
import { folderOf, listDownloads, removeDownload, writeLicence, writeMeta } from './download-store';
import { besidePlaylist, filesOf, keepRendition, renditionsOf } from './hls-lists';

/*
 * Downloading a class (decision 064): a licence from the server (which decides as playback does and
 * gives a playback token), then the master playlist, the chosen rendition's playlist and each of its
 * segments, one after another, into the downloads cache. Pausing stops between files and keeps what is
 * kept; going on again skips those; cancelling deletes them.
 */

export interface DownloadProgress {
  mediaId: string;
  state: 'downloading' | 'paused' | 'failed';
  /** Files kept, of `total`. */
  done: number;
  total: number;
  bytes: number;
}

export interface ClassToKeep {
  mediaId: string;
  title: string;
  image: string | null;
  link: string;
}

type Listener = () => void;
const running = new Map<string, { progress: DownloadProgress; stop?: AbortController }>();
const listeners = new Set<Listener>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const subscribeDownloads = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The class's download under way (or paused, or failed) in this tab. */
export const downloadProgress = (mediaId: string) => running.get(mediaId)?.progress;

function setProgress(progress: DownloadProgress, stop?: AbortController) {
  running.set(progress.mediaId, { progress, stop: stop ?? running.get(progress.mediaId)?.stop });
  emit();
}

async function fetchOk(path: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(path, { credentials: 'same-origin', signal });
  if (!response.ok) throw new ApiError(`Request failed with status ${response.status}`, response.status);
  return response;
}

async function getLicence(mediaId: string, signal: AbortSignal) {
  const response = await fetch(downloadPaths.licence(mediaId), {
    method: 'POST',
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    issuedAt: number;
    expiresAt: number;
    token: string;
  };
  if (!response.ok) throw new ApiError(body.message ?? 'No licence', response.status);
  return body;
}

/** Downloads (or goes on downloading) one rendition of a class; resolves when done, paused or cancelled. */
export async function downloadClass(item: ClassToKeep, quality: DownloadQuality): Promise<void> {
  const { mediaId } = item;
  if (running.get(mediaId)?.progress.state === 'downloading') return;
  const stop = new AbortController();
  const previous = running.get(mediaId)?.progress;
  setProgress(
    {
      mediaId,
      state: 'downloading',
      done: previous?.done ?? 0,
      total: previous?.total ?? 0,
      bytes: previous?.bytes ?? 0,
    },
    stop,
  );
  const { signal } = stop;
  const folder = folderOf(mediaId);
  try {
    const cache = await caches.open(DOWNLOADS_CACHE);
    const licence = await getLicence(mediaId, signal);
    const play = (file: string) => `/media/play/${licence.token}/${file}`;
    const master = await (await fetchOk(play('master.m3u8'), signal)).text();
    const rendition = pickRendition(renditionsOf(master), quality);
    if (!rendition) throw new Error('The class has no rendition to keep');
    const playlist = await (await fetchOk(play(rendition.uri), signal)).text();
    const files = filesOf(playlist).map((file) => besidePlaylist(rendition.uri, file));
    const known = (await listDownloads()).find((download) => download.mediaId === mediaId);
    let bytes = known?.bytes ?? 0;
    const meta = { ...item, quality, complete: false, savedAt: Date.now() };
    await writeMeta({ ...meta, bytes });
    let done = 0;
    for (const file of files) {
      if (signal.aborted) return;
      if (!(await cache.match(`${folder}${file}`))) {
        const body = await (await fetchOk(play(file), signal)).arrayBuffer();
        await cache.put(
          `${folder}${file}`,
          new Response(body, { headers: { 'content-type': 'video/mp2t' } }),
        );
        bytes += body.byteLength;
      }
      done += 1;
      setProgress({ mediaId, state: 'downloading', done, total: files.length, bytes });
    }
    // The chapters and the music's counts, when the class has them; the player goes without otherwise.
    for (const extra of ['chapters.vtt', 'counts.json']) {
      const response = await fetch(play(extra), { credentials: 'same-origin', signal }).catch(
        () => undefined,
      );
      if (response?.ok) await cache.put(`${folder}${extra}`, response);
    }
    await cache.put(
      `${folder}${rendition.uri}`,
      new Response(playlist, { headers: { 'content-type': 'application/vnd.apple.mpegurl' } }),
    );
    await cache.put(
      `${folder}master.m3u8`,
      new Response(keepRendition(master, rendition.uri), {
        headers: { 'content-type': 'application/vnd.apple.mpegurl' },
      }),
    );
    await writeLicence({ mediaId, issuedAt: licence.issuedAt, expiresAt: licence.expiresAt });
    await writeMeta({ ...meta, bytes, complete: true, savedAt: Date.now() });
    running.delete(mediaId);
    emit();
  } catch (error) {
    if (signal.aborted) return;
    const current = running.get(mediaId)?.progress;
    setProgress({
      mediaId,
      state: 'failed',
      done: current?.done ?? 0,
      total: current?.total ?? 0,
      bytes: current?.bytes ?? 0,
    });
    throw error;
  }
}

/** Stops between two files, keeping those kept: `downloadClass` again goes on from there. */
export function pauseDownload(mediaId: string): void {
  const current = running.get(mediaId);
  if (current?.progress.state !== 'downloading') return;
  current.stop?.abort();
  setProgress({ ...current.progress, state: 'paused' });
}

/** Stops and deletes what was kept. */
export async function cancelDownload(mediaId: string): Promise<void> {
  running.get(mediaId)?.stop?.abort();
  running.delete(mediaId);
  emit();
  await removeDownload(mediaId);
}
