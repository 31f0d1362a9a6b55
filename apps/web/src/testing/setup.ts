import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
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
