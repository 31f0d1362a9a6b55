import { PAGE_SCRIPTS_ELEMENT_ID } from '@releve/contracts/viewport';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PRELOADS_PER_TASK, preloadPageScripts } from './preload-page-scripts';

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

function listScripts(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_SCRIPTS_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

it('links the listed scripts a few per task, so no task inserts them all', async () => {
  const scripts = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, n) => `/assets/s${n}.js`);
  listScripts(JSON.stringify(scripts));
  const done = preloadPageScripts();
  // The first few at once; each further few only after the browser has had a turn (a timer).
  expect(preloaded()).toEqual(scripts.slice(0, PRELOADS_PER_TASK));
  vi.runOnlyPendingTimers();
  for (let tick = 0; tick < 5; tick++) await Promise.resolve();
  expect(preloaded()).toEqual(scripts.slice(0, PRELOADS_PER_TASK * 2));
  await vi.runAllTimersAsync();
  await done;
  expect(preloaded()).toEqual(scripts);
  // Fetched as the module imports will ask for them (CORS, same-origin credentials), so they are used.
  expect(document.head.querySelector('link')?.getAttribute('crossorigin')).toBe('');
});

it.each([
  ['no list', undefined],
  ['a damaged list', '["/assets/a.js"'],
  ['a list that is not an array', '{"a": 1}'],
])('does nothing with %s', async (_name, text) => {
  if (text !== undefined) listScripts(text);
  const done = preloadPageScripts();
  await vi.runAllTimersAsync();
  await expect(done).resolves.toBeUndefined();
  expect(preloaded()).toEqual([]);
});
