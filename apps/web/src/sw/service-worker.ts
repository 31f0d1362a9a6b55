/// <reference lib="webworker" />
import { licenceState, OFFLINE_TOKEN_PREFIX, type OfflineLicence } from '@releve/contracts/offline-rules';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE, DOWNLOADS_CACHE, LICENCE_FILE, PAGES_CACHE } from '../lib/offline-caches';

/*
 * Relevé's service worker (decision 064), built by vite-plugin-pwa (Workbox's injectManifest) and
 * registered after the first paint. It keeps the app's scripts and styles (precached at each build),
 * the pages and API answers last seen (network first, the copy when offline), and answers the
 * downloaded classes' files from the downloads cache while their licence lasts.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** A downloaded class's file: `/media/play/offline~{mediaId}/{file}`, only while its licence lasts. */
async function downloadedFile(url: URL): Promise<Response> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const folder = url.pathname.slice(0, url.pathname.indexOf('/', '/media/play/'.length) + 1);
  const licence = await cache.match(`${folder}${LICENCE_FILE}`);
  const terms = licence ? ((await licence.json()) as OfflineLicence) : undefined;
  if (!terms || licenceState(terms, Date.now()) === 'expired')
    return new Response('This download has no licence, or its licence has lapsed', { status: 403 });
  return (await cache.match(url.pathname)) ?? new Response('Not downloaded', { status: 404 });
}
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && url.pathname.startsWith(`/media/play/${OFFLINE_TOKEN_PREFIX}`),
  ({ url }) => downloadedFile(url),
);

/** Pages: the network's, else the copy last seen, else the app's shell (which renders the route). */
const pages = new NetworkFirst({ cacheName: PAGES_CACHE });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch (error) {
        // The same page with other query parameters (`?play=1`) before the bare shell.
        const seen = await caches.match(options.request, { cacheName: PAGES_CACHE, ignoreSearch: true });
        if (seen) return seen;
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/(api|media|studio)(\/|$)/] },
  ),
);

/**
 * The API's reads, network first: offline, the answers last seen (the catalogue, the member's
 * profile and progress) let the pages open. Sign-in, the studio console and event streams never.
 */
const noCopies = /^\/api\/(auth|studio|events|downloads)(\/|$)|^\/api\/media\/[^/]+\/sign/;
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !noCopies.test(url.pathname) &&
    request.headers.get('accept') !== 'text/event-stream',
  new NetworkFirst({ cacheName: API_CACHE }),
);

/**
 * Signing out (the account menu's Log out): once the server has answered, every copy that was the
 * member's goes (pages, answers, downloads), so the next person on this browser finds none of it.
 */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/api/auth/sign-out',
  async ({ request }) => {
    const answer = await fetch(request);
    await Promise.all([PAGES_CACHE, API_CACHE, DOWNLOADS_CACHE].map((name) => caches.delete(name)));
    return answer;
  },
  'POST',
);
