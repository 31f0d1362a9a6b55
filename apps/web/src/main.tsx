import './styles/global.css';
import { preloadPageScripts } from './lib/preload-page-scripts';

/**
 * The first script: the page's HTML (the server's render of its first screen, or the header bar)
 * paints before the app's code runs (decision 018). A page not rendered on the server preloads the
 * app's chunk in its head, so it downloads meanwhile; only its running waits. A page the server
 * rendered lists its scripts instead, preloaded here first, a few per task (decision 022). So a slow phone shows
 * the page without waiting for React, and the scripts' work comes after the first paint. A hidden
 * page (a tab opened in the background) paints nothing: it starts at once.
 */
// Meanwhile a worker loads the browser's date and number data (intl-warm-up.worker.ts, decision 020).
if (typeof Worker === 'function') new Worker(new URL('./lib/intl-warm-up.worker.ts', import.meta.url));
const start = async () => {
  await preloadPageScripts();
  // React DOM is imported on its own as well: the start chunk needs it, so it comes first, evaluated
  // in a task of its own rather than in one long task with the rest.
  void import('react-dom/client');
  void import('./app/start').then(({ startApp }) => startApp());
};
if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') void start();
else requestAnimationFrame(() => setTimeout(start, 0));
