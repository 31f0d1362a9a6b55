import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RouteModules from './route-modules';
import type * as WarmRoutes from './warm-routes';

let loadedPage: typeof RouteModules.loadedPage;
let warmRoutesOnIntent: typeof WarmRoutes.warmRoutesOnIntent;

// Fresh modules, no page loaded yet: the files of a worker share their modules, and one run before
// this may have loaded these pages already (rendering the app loads its pages).
beforeAll(async () => {
  vi.resetModules();
  ({ loadedPage } = await import('./route-modules'));
  ({ warmRoutesOnIntent } = await import('./warm-routes'));
});

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>go</span>';
  document.body.append(anchor);
  return anchor;
}

describe('warming routes on intent', () => {
  it("loads a page's module when a link to it is pointed at (from a child of the link too)", async () => {
    stop = warmRoutesOnIntent();
    expect(loadedPage('about')).toBeUndefined();
    link('/o/about')
      .querySelector('span')
      ?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await expect.poll(() => loadedPage('about'), { timeout: 15_000 }).toBeDefined();
  }, 20_000); // the page's modules are compiled on first import

  it('loads one focused by the keyboard, and nothing for a link elsewhere or once it stops', async () => {
    stop = warmRoutesOnIntent();
    link('https://elsewhere.example/sections').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('/sections').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await expect.poll(() => loadedPage('sections'), { timeout: 15_000 }).toBeDefined();
    stop();
    link('/programs').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://elsewhere.example/programs').dispatchEvent(new Event('touchstart', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loadedPage('programs')).toBeUndefined();
  }, 20_000);
});
