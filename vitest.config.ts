import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests (rules, components) and integration tests (the server through app.inject()
 * on a real database: PGlite by default, PostgreSQL when DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    // Vitest's default (one less than the cores) is a single worker on a 2-core machine, which left
    // a core idle for most of the run; the integration files spend much of their time waiting on
    // their database and child processes, so two workers share two cores well.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'bench/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
          // Integration tests need a database; they run in their own project below.
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          environment: 'node',
          // Rules and pure functions, no module mocks: the files of a worker share one module graph (18 s
          // to 6 s on 2 cores, most of it re-importing the same modules per file).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Frames (the help panel's studio page) are not loaded: tests reach nothing but 127.0.0.1.
          environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // The files of a worker share their modules and page (setup.ts resets it): 82 s → 24 s on 2 cores.
          isolate: false,
          // Some tests render the whole app and wait several times (each wait up to 5 s, setup.ts); on a
          // 2-core CI machine sharing its cores with the integration project's workers, one such test
          // (PersonalDetailsSection's save) passed 5 s in all doing nothing wrong.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'packages/db/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          // Each file opens its own database and builds its own app, and none mocks a module, so the
          // files of a worker share one module graph: re-importing the server for each of ~80 files
          // cost about half of this project's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
