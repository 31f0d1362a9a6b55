import { defineConfig } from '@playwright/test';

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A whole test's budget, not a speed requirement (the benches measure speed; each expectation keeps
  // its own 7 s). CI's 2-core machines run these flows about twice as slowly as a loaded development
  // machine: flows of 15 s here took over 30 s there, so 30 s failed tests that were doing nothing wrong.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // Recording a trace for every test cost about a fifth of the run's time (the browser's screencast
    // and snapshots on each step), measured on five specs: a failure is recorded on its retry.
    trace: 'on-first-retry',
    // The app registers a service worker (decision 064); a spec about offline use allows it, the others
    // see the network as they always did.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
});
