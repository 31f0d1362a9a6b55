// Downloads: classes kept in this browser for offline playback, and the offline app's start (decision 064).
import { lazy } from 'react';

/** The class page's Download button, loaded when it first renders (in the browser only). */
export const DownloadButton = lazy(() => import('./components/DownloadButton'));
/** The offline app's start, loaded after the first paint by `app/start.tsx`. */
export const loadOfflineStart = () => import('./offline-start');
/** The player's way to a download (`offlineTokenFor`, `removeDownload`), loaded when asked. */
export const loadOfflineSource = () => import('./offline-source');
