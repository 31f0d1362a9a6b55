import { LICENCE_RENEW_AFTER_MS, type OfflineLicence } from '@releve/contracts/offline-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DownloadMeta,
  folderOf,
  listDownloads,
  offlineTokenFor,
  removeDownload,
  renewLicences,
  writeLicence,
  writeMeta,
} from './download-store';

/*
 * The downloads kept in this browser (decision 064): what the Downloads page lists, when a class plays
 * offline, and the licences renewed or the files deleted as the server answers. jsdom has no Cache
 * Storage: a small one in memory stands in for the browser's, keyed by URL as the browser's is.
 */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo | URL) =>
    new URL(String(request instanceof Request ? request.url : request), window.location.origin).href;
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(this.key(request), response);
  }
  async match(request: RequestInfo | URL) {
    return this.entries.get(this.key(request))?.clone();
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(this.key(request));
  }
}

let cache: MemoryCache;
beforeEach(() => {
  cache = new MemoryCache();
  vi.stubGlobal('caches', { open: async () => cache });
});
afterEach(() => vi.unstubAllGlobals());

const NOW = Date.parse('2026-11-29T12:00:00Z');
const DAY = 86_400_000;

async function keep(
  mediaId: string,
  options: { complete?: boolean; issuedAt?: number; savedAt?: number } = {},
) {
  const meta: DownloadMeta = {
    mediaId,
    title: `Class ${mediaId}`,
    image: null,
    link: `/m/${mediaId}`,
    quality: 'small',
    bytes: 1_000,
    complete: options.complete ?? true,
    savedAt: options.savedAt ?? NOW,
  };
  await writeMeta(meta);
  const issuedAt = options.issuedAt ?? NOW;
  await writeLicence({ mediaId, issuedAt, expiresAt: issuedAt + 30 * DAY });
  await cache.put(`${folderOf(mediaId)}360p/0.ts`, new Response('segment'));
}

/** The server's licence route: `answers[mediaId]` is its status (200 renews), or 'offline'. */
function stubLicences(answers: Record<string, number | 'offline'>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const mediaId = decodeURIComponent(url.split('/')[3] ?? '');
      asked.push(mediaId);
      const status = answers[mediaId];
      if (status === 'offline' || status === undefined) throw new TypeError('Failed to fetch');
      if (status !== 200) return new Response('{}', { status });
      const licence: OfflineLicence = { mediaId, issuedAt: NOW, expiresAt: NOW + 30 * DAY };
      return new Response(JSON.stringify(licence), { status: 200 });
    }),
  );
  return asked;
}

describe('the downloads of this browser', () => {
  it('lists each class once, newest first, with its licence', async () => {
    await keep('older', { savedAt: NOW - DAY });
    await keep('newer');
    const list = await listDownloads();
    expect(list.map((one) => one.mediaId)).toEqual(['newer', 'older']);
    expect(list[0]?.licence).toEqual({ mediaId: 'newer', issuedAt: NOW, expiresAt: NOW + 30 * DAY });
  });

  it('plays offline only a whole class whose licence holds', async () => {
    await keep('whole');
    await keep('half', { complete: false });
    await keep('lapsed', { issuedAt: NOW - 31 * DAY });
    expect(await offlineTokenFor('whole', NOW)).toBe('offline~whole');
    expect(await offlineTokenFor('half', NOW)).toBeUndefined();
    expect(await offlineTokenFor('lapsed', NOW)).toBeUndefined();
    expect(await offlineTokenFor('never', NOW)).toBeUndefined();
  });

  it("removes a class's files, licence and meta, and nothing of another class", async () => {
    await keep('a');
    await keep('ab');
    await removeDownload('a');
    expect([...cache.entries.keys()].some((url) => url.includes('/offline~a/'))).toBe(false);
    expect((await listDownloads()).map((one) => one.mediaId)).toEqual(['ab']);
  });
});

describe('renewing the licences', () => {
  it('asks only for those due, renews what the server grants, deletes what it refuses', async () => {
    await keep('fresh');
    await keep('due', { issuedAt: NOW - LICENCE_RENEW_AFTER_MS - 1, savedAt: NOW - 1 });
    await keep('ended', { issuedAt: NOW - 2 * DAY, savedAt: NOW - 2 });
    const asked = stubLicences({ due: 200, ended: 403 });
    expect(await renewLicences({ now: NOW })).toEqual(['kept', 'renewed', 'removed']);
    expect(asked).toEqual(['due', 'ended']);
    const list = await listDownloads();
    expect(list.map((one) => one.mediaId)).toEqual(['fresh', 'due']);
    expect(list.find((one) => one.mediaId === 'due')?.licence?.issuedAt).toBe(NOW);
  });

  it('keeps a download offline until its licence lapses, then deletes it; the page renews every one', async () => {
    await keep('due', { issuedAt: NOW - 2 * DAY });
    await keep('lapsed', { issuedAt: NOW - 31 * DAY, savedAt: NOW - 1 });
    stubLicences({ due: 'offline', lapsed: 'offline' });
    expect(await renewLicences({ now: NOW })).toEqual(['kept', 'removed']);
    expect((await listDownloads()).map((one) => one.mediaId)).toEqual(['due']);

    await keep('fresh', { savedAt: NOW + 1 });
    const asked = stubLicences({ fresh: 200, due: 500 });
    expect(await renewLicences({ now: NOW, all: true })).toEqual(['renewed', 'kept']);
    expect(asked).toEqual(['fresh', 'due']);
  });
});
