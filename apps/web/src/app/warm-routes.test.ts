import { afterEach, describe, expect, it } from 'vitest';
import { loadedPage } from './route-modules';
import { warmRoutesOnIntent } from './warm-routes';

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
