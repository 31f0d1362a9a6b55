import './styles/global.css';

/**
 * The first script: the page's HTML (the server's render of its first screen, or the header bar)
 * paints before the app's code runs (decision 018), so a slow phone shows the page without waiting for
 * React. The app's chunk is imported once the page has loaded (its style sheets and first-screen
 * images: they have the network to themselves until then) and a frame has painted, or after
 * LOAD_WAIT_MS at the latest. A hidden page (a tab opened in the background) starts at once.
 */
const LOAD_WAIT_MS = 3000;
// Meanwhile a worker loads the browser's date and number data (intl-warm-up.worker.ts).
if (typeof Worker === 'function') new Worker(new URL('./lib/intl-warm-up.worker.ts', import.meta.url));
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // React DOM is imported on its own as well: the start chunk needs it, so it comes first, evaluated
  // in a task of its own rather than in one long task with the rest.
  void import('react-dom/client');
  void import('./app/start').then(({ startApp }) => startApp());
};
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
else if (document.readyState === 'complete') afterPaint();
else {
  window.addEventListener('load', afterPaint, { once: true });
  setTimeout(start, LOAD_WAIT_MS);
}
