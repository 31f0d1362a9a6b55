import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '@releve/contracts/viewport';
import { type SpawnedServer, spawnServer } from '@releve/server/spawn';
import axe from 'axe-core';

interface WorkerFixtures {
  server: SpawnedServer;
  /** Start the worker's server as the demo studio (demo catalogue and accounts): `test.use({ demoStudio: true })`. */
  demoStudio: boolean;
}

interface TestFixtures {
  /** Errors the page threw and CSP violations; the test fails if any remain at the end. */
  pageProblems: string[];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  demoStudio: [false, { scope: 'worker', option: true }],
  server: [
    async ({ demoStudio }, use) => {
      const env: Record<string, string> = {};
      if (demoStudio) env.DEMO_STUDIO = 'true';
      // Lets a developer test a build of their own while another build is being written to apps/web/dist.
      if (process.env.E2E_WEB_DIST) env.WEB_DIST = process.env.E2E_WEB_DIST;
      const server = await spawnServer({ env });
      await use(server);
      await server.stop();
    },
    // A demo studio seeds its catalogue before it answers: give it time on a busy machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // A page the server rendered shows its content before the app answers input (decision 018): after
  // each load, a test acts once the app has taken the page over, as a person would after a moment.
  page: async ({ page }, use) => {
    const untilReady = async (response: Response | null) => {
      if (!response?.headers()['content-type']?.startsWith('text/html')) return; // not one of the app's pages
      await untilAppReady(page);
    };
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilReady(response);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilReady(response);
      return response;
    };
    await use(page);
  },
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) problems.push(`CSP: ${message.text()}`);
      });
      await use(problems);
      expect(problems, 'the page threw or broke its CSP').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, spawnServer };

/** Waits until the app has taken the page over (decision 018), as a person would before acting on it. */
export async function untilAppReady(page: Page) {
  await page.waitForSelector(`html[${APP_READY_ATTRIBUTE}]`, { state: 'attached', timeout: 15_000 });
}

/**
 * Opens a page of a context the test made itself, once the app has taken it over: the `page` fixture's
 * pages wait so on their own; on another page, a click on the server's HTML before it does nothing.
 */
export async function openApp(page: Page, url: string) {
  await page.goto(url);
  await untilAppReady(page);
}

let rulesBelowSerious: Promise<string[]> | undefined;

/**
 * The axe rules none of whose checks can find more than a moderate problem, read from axe itself (so
 * an upgrade keeps it true). Their findings are always left out below, so running them (`region`
 * walks the whole page) only cost time: about a third of each run on the console's long pages.
 */
function rulesThatCannotFail(page: Page): Promise<string[]> {
  rulesBelowSerious ??= page.evaluate(`(() => {
    ${axe.source}
    const audit = window.axe._audit;
    const impactOf = (check) => audit.data.checks[typeof check === 'string' ? check : check.id]?.impact;
    return audit.rules
      .filter((rule) =>
        [...rule.any, ...rule.all, ...rule.none].every((check) => !['serious', 'critical'].includes(impactOf(check))),
      )
      .map((rule) => rule.id);
  })()`);
  return rulesBelowSerious;
}

/** Runs axe-core on the page; serious and critical violations fail the test. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .disableRules(await rulesThatCannotFail(page))
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Saves a screenshot to look at (test-results/screenshots): the window, or the whole page (a long form).
 * CI, where nobody looks at them, sets E2E_SNAPSHOTS=off: the run's 259 screenshots cost it about a
 * minute on its 2 cores (a failed test still keeps its own screenshot, playwright.config.ts).
 */
export async function snap(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SNAPSHOTS === 'off') return;
  await page.screenshot({ path: `../test-results/screenshots/${name}.png`, fullPage });
}
