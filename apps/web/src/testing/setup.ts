import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../i18n';

// A wait for what the app shows, not a speed requirement: rendering the whole app loads its pages'
// modules on first use, which took over the default second on a loaded 2-core machine (a findByRole
// that failed there passed alone in 2 s).
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The files of a worker share one page and one module graph (isolate: false in vitest.config.ts): each
// file leaves both as the next one expects to find them.
afterAll(async () => {
  // A page module still loading (a lazy page the file rendered or warmed) loads in this file: Vitest
  // fails a load still under way when its file ends, and the failure stays in the shared module graph.
  await vi.dynamicImportSettled();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  window.history.replaceState(null, '', '/');
  window.scrollTo(0, 0);
  document.head.innerHTML = ''; // the title with it
  document.body.innerHTML = '';
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
});
