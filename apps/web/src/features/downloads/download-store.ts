import {
  type DownloadQuality,
  downloadPaths,
  licenceState,
  OFFLINE_TOKEN_PREFIX,
  type OfflineLicence,
  offlineToken,
} from '@releve/contracts/offline-rules';
import { DOWNLOADS_CACHE, LICENCE_FILE } from '../../lib/offline-caches';

/*
 * The downloads kept in this browser (decision 064), in the downloads cache: each class's files under
 * `/media/play/offline~{mediaId}/`, with `meta.json` (what the Downloads page shows) and
 * `licence.json` (until when it plays offline; the service worker reads it too).
 */

const META_FILE = 'meta.json';

export interface DownloadMeta {
  mediaId: string;
  title: string;
  image: string | null;
  /** The class's page, where it plays. */
  link: string;
  quality: DownloadQuality;
  /** Bytes of the files kept. */
  bytes: number;
  /** Every file is kept: it plays. */
  complete: boolean;
  savedAt: number;
}

export interface StoredDownload extends DownloadMeta {
  licence: OfflineLicence | null;
}

/** The folder of a class's files, as the player asks for them. */
export const folderOf = (mediaId: string) => `/media/play/${offlineToken(mediaId)}/`;

const openCache = () => caches.open(DOWNLOADS_CACHE);

const jsonResponse = (value: unknown) =>
  new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });

export async function writeMeta(meta: DownloadMeta): Promise<void> {
  await (await openCache()).put(`${folderOf(meta.mediaId)}${META_FILE}`, jsonResponse(meta));
}

export async function writeLicence(licence: OfflineLicence): Promise<void> {
  await (await openCache()).put(`${folderOf(licence.mediaId)}${LICENCE_FILE}`, jsonResponse(licence));
}

async function readJson<T>(cache: Cache, path: string): Promise<T | null> {
  const response = await cache.match(path);
  return response ? ((await response.json().catch(() => null)) as T | null) : null;
}

/** Every download of this browser, newest first. */
export async function listDownloads(): Promise<StoredDownload[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await openCache();
  const folders = new Set<string>();
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith(`/${META_FILE}`)) folders.add(pathname.slice(0, -META_FILE.length));
  }
  const found: StoredDownload[] = [];
  for (const folder of folders) {
    const meta = await readJson<DownloadMeta>(cache, `${folder}${META_FILE}`);
    if (meta)
      found.push({ ...meta, licence: await readJson<OfflineLicence>(cache, `${folder}${LICENCE_FILE}`) });
  }
  return found.sort((a, b) => b.savedAt - a.savedAt);
}

/** Deletes a class's files, its licence and its meta. */
export async function removeDownload(mediaId: string): Promise<void> {
  const cache = await openCache();
  const folder = folderOf(mediaId);
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname.startsWith(folder)) await cache.delete(request);
  }
}

/**
 * The source to play `mediaId` from this browser: its offline token when the whole class is kept and
 * its licence lets it play now; otherwise undefined.
 */
export async function offlineTokenFor(mediaId: string, now = Date.now()): Promise<string | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const cache = await openCache();
  const meta = await readJson<DownloadMeta>(cache, `${folderOf(mediaId)}${META_FILE}`);
  const licence = await readJson<OfflineLicence>(cache, `${folderOf(mediaId)}${LICENCE_FILE}`);
  if (!meta?.complete || !licence || licenceState(licence, now) === 'expired') return undefined;
  return offlineToken(mediaId);
}

/** What the browser lets this site keep, and what it keeps now (bytes), when it says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | undefined> {
  const estimate = await navigator.storage?.estimate?.();
  return estimate?.usage !== undefined && estimate.quota !== undefined
    ? { usage: estimate.usage, quota: estimate.quota }
    : undefined;
}

export type RenewOutcome = 'renewed' | 'removed' | 'kept';

/**
 * Renews every download's licence the rules ask to (contracts' `licenceState`; `all`: every one, as
 * the Downloads page does) while online: the
 * server's refusal (access ended, downloads switched off, the class gone) deletes the files; no answer
 * (offline) keeps them until their licence lapses. An expired licence with no answer is deleted too.
 */
export async function renewLicences(options: { now?: number; all?: boolean } = {}): Promise<RenewOutcome[]> {
  const now = options.now ?? Date.now();
  const outcomes: RenewOutcome[] = [];
  for (const download of await listDownloads()) {
    const state = download.licence ? licenceState(download.licence, now) : 'expired';
    if (state === 'play' && !options.all) {
      outcomes.push('kept');
      continue;
    }
    let response: Response | undefined;
    try {
      response = await fetch(downloadPaths.licence(download.mediaId), {
        method: 'POST',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      });
    } catch {
      response = undefined;
    }
    if (response?.ok) {
      const { issuedAt, expiresAt } = (await response.json()) as OfflineLicence;
      await writeLicence({ mediaId: download.mediaId, issuedAt, expiresAt });
      outcomes.push('renewed');
    } else if ((response && response.status >= 400 && response.status < 500) || state === 'expired') {
      await removeDownload(download.mediaId);
      outcomes.push('removed');
    } else outcomes.push('kept');
  }
  return outcomes;
}

/** Whether a path is a download's (the service worker answers it from the cache). */
export const isOfflinePath = (path: string) => path.startsWith(`/media/play/${OFFLINE_TOKEN_PREFIX}`);
