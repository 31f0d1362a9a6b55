import { APP_READY_ATTRIBUTE, DESKTOP_WIDTH, SERVER_RENDER_ATTRIBUTES } from '@releve/contracts/viewport';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterNextPaint } from '../lib/after-next-paint';
import { markTakenOver } from '../lib/use-hydrated';
import { ViewportGuessContext } from '../lib/viewport-guess';
import { makeZodJitless } from '../lib/zod-jitless';
import { boot } from './boot';

/**
 * Says so on `<html>` once React has committed the page: a page the server rendered shows its content
 * before its buttons work, and tools that drive it (the browser tests, the Lighthouse bench's
 * interaction measures) wait for this.
 */
function Ready({ children }: { children: ReactNode }) {
  // After the next paint: what the take-over draws again at once (the real width where the server's
  // guess was wrong, the stored choices) has settled by then, and nothing moves under a click.
  useEffect(() => {
    // The root's effect runs after every other of the first commit: the take-over is done.
    markTakenOver();
    return afterNextPaint(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''));
  }, []);
  return children;
}

/**
 * The app's start (main.tsx loads it once the page has painted): boot, then take over the server's
 * HTML or render in place of the header bar. (A function rather than the module's own statements:
 * package.json says modules have no side effects, so a bundler may drop those of a module whose
 * exports nobody uses.)
 */
export async function startApp() {
  makeZodJitless();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { content, hydrateWithConfig } = await boot();
  const guess = Number(container.getAttribute(SERVER_RENDER_ATTRIBUTES.viewportWidth)) || DESKTOP_WIDTH;
  const page = (
    <StrictMode>
      <ViewportGuessContext value={guess}>
        <Ready>{content}</Ready>
      </ViewportGuessContext>
    </StrictMode>
  );
  // The server rendered the page with this config (decision 018): React takes over its HTML. Otherwise
  // the app renders anew in place of whatever #root holds (the header bar, or a page made with another
  // config). Either way in a transition, so React works in slices and yields to the browser between
  // them (decision 016).
  if (hydrateWithConfig && container.getAttribute(SERVER_RENDER_ATTRIBUTES.config) === hydrateWithConfig) {
    startTransition(() => {
      hydrateRoot(container, page);
    });
    return;
  }
  const root = createRoot(container);
  markTakenOver();
  startTransition(() => root.render(page));
}
