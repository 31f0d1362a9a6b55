import { SIGNED_OUT_EVENT } from '../../lib/api-client';

/*
 * The offline app's start (decision 064), loaded after the first paint with as little as it can be
 * (each file it imports would be named in the first script's list of what to preload): it registers
 * the service worker after the page's load, shows a banner while the browser is offline, and each
 * time it is online loads `back-online.ts`, which sends the progress saved meanwhile and renews the
 * downloads' licences. The session ending deletes every offline copy; signing out does too, in the
 * service worker, which sees the sign-out go by.
 */

const SERVICE_WORKER = '/service-worker.js';

/** The banner's look, set here: a style sheet of its own would be one more file to preload. */
const BANNER_STYLE =
  'position:fixed;z-index:60;left:12px;right:12px;bottom:calc(76px + env(safe-area-inset-bottom,0px));' +
  'max-width:28rem;padding:12px 16px;border-radius:12px;box-shadow:0 6px 20px rgb(0 0 0/.15);font-weight:600';

function offlineBanner(): (online: boolean) => Promise<void> {
  const banner = document.createElement('div');
  banner.setAttribute('role', 'status');
  banner.dataset.testid = 'offline-banner';
  banner.style.cssText = BANNER_STYLE;
  let shown = false;
  return async (online) => {
    if (online && !shown) return;
    shown = !online;
    // The texts come with the downloads' (a chunk the service worker keeps).
    const { bannerTexts: texts } = await import('./offline-texts');
    banner.textContent = online ? texts.backOnline : texts.offline;
    banner.style.background = online ? 'var(--color-surface)' : 'var(--color-warning-bg)';
    banner.style.color = online ? 'var(--color-text)' : 'var(--color-warning-text)';
    if (!banner.isConnected) document.body.append(banner);
    if (online) setTimeout(() => !shown && banner.remove(), 3000);
  };
}

const backOnline = () => import('./back-online').then((module) => module.backOnline());

let started = false;

/** Starts the offline app once per page: the service worker, the banner, the sends when online. */
export function startOffline(): void {
  if (started) return;
  started = true;
  const show = offlineBanner();
  if (!navigator.onLine) void show(false);
  window.addEventListener('offline', () => void show(false));
  window.addEventListener('online', () => {
    void show(true);
    void backOnline();
  });
  window.addEventListener(
    SIGNED_OUT_EVENT,
    () => void import('./back-online').then((module) => module.forgetOffline()),
  );
  if (navigator.onLine) void backOnline();
  // After the page's load, so its precache never competes with the page's own files.
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
