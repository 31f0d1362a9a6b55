/// <reference lib="dom" />
/**
 * First paint and interaction bench (issue 18, items 1, 2 and the browser half of 4), in Debian's
 * Chromium against the compiled server with the demo studio:
 *
 * 1. Lighthouse (the npm package, mobile, default simulated throttling), `--runs` times for `/`, a
 *    class page and `/pricing`, as a visitor and as the signed-in demo member; the median of each
 *    figure beside its bar (performance >= 95, LCP <= 2.0 s, TBT <= 150 ms, CLS <= 0.05,
 *    best-practices 100).
 * 2. Interaction to next paint (web-vitals, 4x CPU slow-down through CDP) on opening the menu, a
 *    shelf's next page, the account dialog and a player control: each <= 100 ms.
 * 3. The JS heap of `/` once every shelf has been scrolled into view and paged to its end, after a
 *    garbage collection (CDP Runtime.getHeapUsage): <= 40 MB.
 *
 * Usage: npm run bench:lighthouse -w @releve/bench -- [--runs 5] [--only lighthouse|inp|heap]
 *        [--no-gate] [--json] [--save-reports DIR]
 * Needs `npm run build` first (the compiled server serves apps/web/dist). Chromium: CHROMIUM_PATH or
 * /usr/bin/chromium; one browser at a time. Exit 1 when a bar is missed (unless --no-gate).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APP_READY_ATTRIBUTE } from '@releve/contracts/viewport';
import { type SpawnedServer, spawnServer } from '@releve/server/spawn';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Browser, chromium, type Page } from 'playwright-core';
import { FIRST_PAINT_BARS } from './bars';
import { DEMO_MEMBER, signIn } from './demo-member';
import { readLoadAverage } from './machine';
import { isMainModule, median } from './measure';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The bars of issue 18 (quality.md). */
export const BARS = FIRST_PAINT_BARS;

export type Persona = 'visitor' | 'member';

export interface PageFigures {
  page: string;
  url: string;
  persona: Persona;
  runs: number;
  /** Medians over the runs. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  bestPractices: number;
  /** Best-practices audits that failed in any run (e.g. errors-in-console), with their titles. */
  failedAudits: string[];
  /**
   * Lighthouse's score of the host's CPU (`environment.benchmarkIndex`, median): its 4x slow-down
   * assumes 1,000 or more, and on a slower host the simulated phone is slower too, TBT most of all.
   */
  benchmarkIndex: number;
}

export interface InteractionFigures {
  interaction: string;
  persona: Persona;
  inpMs: number | undefined;
  /** What went wrong when no figure came (the control was not found...). */
  error?: string;
}

export interface HeapFigures {
  usedMb: number;
  totalMb: number;
  shelves: number;
}

export interface FirstPaintFigures {
  date: string;
  loadAverage: string;
  chromium: string;
  pages: PageFigures[];
  interactions: InteractionFigures[];
  heap: HeapFigures | undefined;
  failures: string[];
}

export interface FirstPaintOptions {
  runs: number;
  only?: 'lighthouse' | 'inp' | 'heap';
  /** A folder to keep each Lighthouse result in (JSON), for a closer look. */
  saveReports?: string;
  /** Progress lines (stderr by default). */
  log?: (line: string) => void;
}

/**
 * A class page of the studio: the first class of the first playlist shelf of the home page, at its
 * own address (`link`, /m/{id}/{slug}), which every card, the sitemap and the canonical link name.
 */
async function findClassPage(baseUrl: string): Promise<string> {
  const initial = (await (await fetch(`${baseUrl}/api/initial-data`)).json()) as {
    homeShelves: { type: string; itemId: string | null }[];
  };
  for (const shelf of initial.homeShelves) {
    if (shelf.type !== 'playlist' || !shelf.itemId) continue;
    const page = (await (
      await fetch(`${baseUrl}/api/v2/playlists/${encodeURIComponent(shelf.itemId)}?page_limit=20`)
    ).json()) as { playlist: { link: string; mediaStatus: string; contentType: string }[] };
    const item = page.playlist.find((one) => one.mediaStatus === 'VOD' && one.contentType === 'video');
    if (item) return item.link;
  }
  throw new Error('The studio has no class on a home playlist shelf');
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

interface LighthouseRun {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  bestPractices: number;
  failedAudits: string[];
  benchmarkIndex: number;
}

async function runLighthouse(
  url: string,
  port: number,
  cookie: string | undefined,
  saveAs: string | undefined,
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'best-practices'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = (lhr.categories['best-practices']?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const items = (audit?.details as { items?: unknown[] } | undefined)?.items ?? [];
      const first = items[0] ? ` (${JSON.stringify(items[0]).slice(0, 200)})` : '';
      return `${ref.id}${first}`;
    });
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    failedAudits,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * Lighthouse 12 sometimes loses the trace of a load in this Chromium (NO_NAVSTART, NO_FCP on a page
 * that painted): such a run is tried again, twice at most.
 */
async function withRetries<T>(run: () => Promise<T>, log: (line: string) => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`  ${(error as Error).message.split('\n')[0]}; trying again`);
    }
  }
}

async function measurePages(
  baseUrl: string,
  cookie: string,
  runs: number,
  log: (line: string) => void,
  saveDir: string | undefined,
): Promise<PageFigures[]> {
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const classPage = await findClassPage(baseUrl);
  const pages = [
    { page: '/', url: '/' },
    { page: 'class page', url: classPage },
    { page: '/pricing', url: '/pricing' },
  ];
  const chrome = await launchChrome({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const figures: PageFigures[] = [];
  try {
    for (const { page, url } of pages) {
      for (const persona of ['visitor', 'member'] as const) {
        const each: LighthouseRun[] = [];
        for (let run = 1; run <= runs; run++) {
          log(`Lighthouse ${page} (${persona}) run ${run}/${runs}...`);
          each.push(
            await withRetries(
              () =>
                runLighthouse(
                  `${baseUrl}${url}`,
                  chrome.port,
                  persona === 'member' ? cookie : undefined,
                  saveDir && path.join(saveDir, `${page.replace(/\W+/g, '-')}-${persona}-${run}.json`),
                ),
              log,
            ),
          );
        }
        figures.push({
          page,
          url,
          persona,
          runs,
          performance: median(each.map((one) => one.performance)),
          lcpMs: median(each.map((one) => one.lcpMs)),
          tbtMs: median(each.map((one) => one.tbtMs)),
          cls: median(each.map((one) => one.cls)),
          fcpMs: median(each.map((one) => one.fcpMs)),
          bestPractices: median(each.map((one) => one.bestPractices)),
          failedAudits: [...new Set(each.flatMap((one) => one.failedAudits))],
          benchmarkIndex: median(each.map((one) => one.benchmarkIndex)),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Interaction to next paint and the heap, in Playwright

// The IIFE build (a `webVitals` global), beside the package's main file (its exports do not list it).
const webVitalsScript = readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
);

/** Keeps the page's INP (web-vitals, every change reported) in window.__inp. */
const INP_RECORDER = `${webVitalsScript}
;window.__inp = undefined;
webVitals.onINP((metric) => { window.__inp = metric.value; }, { reportAllChanges: true, durationThreshold: 0 });`;

interface Interaction {
  name: string;
  persona: Persona;
  /** Mobile viewport (375 px) or desktop (1440 px). */
  viewport: { width: number; height: number };
  url: (classPage: string) => string;
  /** Waits until the page is ready for the interaction, unthrottled. */
  ready: (page: Page) => Promise<void>;
  /** The interaction itself, under 4x CPU slow-down. */
  act: (page: Page) => Promise<void>;
}

const MOBILE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

/** The home page's first shelf has its cards. */
const firstShelfShown = async (page: Page) => {
  await page.getByTestId('shelf').first().getByRole('link').first().waitFor();
};

const interactions: Interaction[] = [
  {
    name: 'open the menu (375 px)',
    persona: 'visitor',
    viewport: MOBILE,
    url: () => '/',
    ready: firstShelfShown,
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
  },
  {
    name: "a shelf's next page (1440 px)",
    persona: 'visitor',
    viewport: DESKTOP,
    url: () => '/',
    ready: firstShelfShown,
    act: (page) =>
      page
        .getByTestId('shelf')
        .first()
        .getByRole('button', { name: /^Scroll .* forward$/ })
        .click(),
  },
  {
    name: 'open the account dialog (sign in, 375 px)',
    persona: 'visitor',
    viewport: MOBILE,
    url: () => '/',
    ready: firstShelfShown,
    act: (page) => page.getByRole('link', { name: 'Sign in' }).click(),
  },
  {
    name: 'open the account menu (member, 375 px)',
    persona: 'member',
    viewport: MOBILE,
    url: () => '/',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).waitFor();
    },
    act: (page) => page.getByRole('button', { name: 'Account menu' }).click(),
  },
  {
    name: 'a player control (mirror, member, 1440 px)',
    persona: 'member',
    viewport: DESKTOP,
    url: (classPage) => `${classPage}?play=1`,
    ready: async (page) => {
      await page.getByTestId('player').and(page.locator('[data-status="ready"]')).waitFor();
    },
    act: (page) => page.getByTestId('player').getByRole('button', { name: 'Mirror' }).click(),
  },
];

async function measureInteraction(
  browser: Browser,
  baseUrl: string,
  cookie: string,
  classPage: string,
  interaction: Interaction,
): Promise<InteractionFigures> {
  const context = await browser.newContext({ viewport: interaction.viewport });
  try {
    if (interaction.persona === 'member') {
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return { name, value: value.join('='), url: baseUrl };
        }),
      );
    }
    await context.addInitScript({ content: INP_RECORDER });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${interaction.url(classPage)}`);
    // A page the server rendered shows its controls before they answer (decision 018).
    await page.waitForSelector(`html[${APP_READY_ATTRIBUTE}]`, { state: 'attached' });
    await interaction.ready(page);
    // Let start-up work settle, so the interaction meets the page at rest.
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await interaction.act(page);
    // The next paint, and web-vitals' report of it.
    await page.waitForTimeout(1500);
    const inpMs = await page.evaluate(() => (window as unknown as { __inp?: number }).__inp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { interaction: interaction.name, persona: interaction.persona, inpMs };
  } catch (error) {
    return {
      interaction: interaction.name,
      persona: interaction.persona,
      inpMs: undefined,
      error: (error as Error).message.split('\n')[0],
    };
  } finally {
    await context.close();
  }
}

/** `/` at 1440 px: scrolls to the bottom until no row is added, pages every shelf to its end, then weighs the heap. */
async function measureHeap(browser: Browser, baseUrl: string): Promise<HeapFigures> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('shelf').first().getByRole('link').first().waitFor();
    let rows = -1;
    for (let round = 0; round < 40; round++) {
      const now = await page.getByTestId('shelf').count();
      if (now === rows) break;
      rows = now;
      await page.mouse.wheel(0, 20_000);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(800);
    }
    const shelves = await page.getByTestId('shelf').all();
    for (const shelf of shelves) {
      await shelf.scrollIntoViewIfNeeded();
      const forward = shelf.getByRole('button', { name: /^Scroll .* forward$/ });
      // Forward until the button stays disabled (the shelf's end; it is disabled while scrolling too).
      for (let step = 0; step < 40; step++) {
        const clicked = await forward
          .click({ timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
        if (!clicked) break;
        await page.waitForTimeout(400);
      }
    }
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
    return {
      usedMb: usage.usedSize / 1024 / 1024,
      totalMb: usage.totalSize / 1024 / 1024,
      shelves: shelves.length,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

/** Starts the demo studio, measures, stops it: the figures as data (for a report), failures listed. */
export async function measureFirstPaint(options: FirstPaintOptions): Promise<FirstPaintFigures> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const figures: FirstPaintFigures = {
    date: new Date().toISOString(),
    loadAverage: readLoadAverage(),
    chromium: '',
    pages: [],
    interactions: [],
    heap: undefined,
    failures: [],
  };
  process.env.SPAWN_COMPILED_SERVER = '1';
  log('Starting the demo studio (compiled server)...');
  let server: SpawnedServer | undefined;
  try {
    server = await spawnServer({ env: { DEMO_STUDIO: 'true' } });
    const baseUrl = server.url;
    const cookie = await signIn(baseUrl, DEMO_MEMBER);
    const classPage = await findClassPage(baseUrl);
    if (!options.only || options.only === 'lighthouse') {
      figures.pages = await measurePages(baseUrl, cookie, options.runs, log, options.saveReports);
    }
    if (options.only !== 'lighthouse') {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
      try {
        figures.chromium = browser.version();
        if (!options.only || options.only === 'inp') {
          for (const interaction of interactions) {
            log(`INP: ${interaction.name}...`);
            figures.interactions.push(
              await measureInteraction(browser, baseUrl, cookie, classPage, interaction),
            );
          }
        }
        if (!options.only || options.only === 'heap') {
          log('Heap: / after scrolling every shelf...');
          figures.heap = await measureHeap(browser, baseUrl).catch((error: Error) => {
            figures.failures.push(`JS heap on /: not measured (${error.message.split('\n')[0]})`);
            return undefined;
          });
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server?.stop();
  }
  figures.failures = [...figures.failures, ...failuresOf(figures)];
  return figures;
}

function failuresOf(figures: FirstPaintFigures): string[] {
  const failures: string[] = [];
  for (const one of figures.pages) {
    const name = `${one.page} (${one.persona})`;
    if (one.performance < BARS.performance)
      failures.push(`${name}: performance ${one.performance} < ${BARS.performance}`);
    if (one.lcpMs > BARS.lcpMs) failures.push(`${name}: LCP ${Math.round(one.lcpMs)} ms > ${BARS.lcpMs} ms`);
    if (one.tbtMs > BARS.tbtMs) failures.push(`${name}: TBT ${Math.round(one.tbtMs)} ms > ${BARS.tbtMs} ms`);
    if (one.cls > BARS.cls) failures.push(`${name}: CLS ${one.cls.toFixed(3)} > ${BARS.cls}`);
    if (one.bestPractices < BARS.bestPractices)
      failures.push(
        `${name}: best-practices ${one.bestPractices} < ${BARS.bestPractices} (${one.failedAudits.join('; ')})`,
      );
  }
  for (const one of figures.interactions) {
    if (one.inpMs === undefined)
      failures.push(`INP ${one.interaction}: not measured (${one.error ?? 'no INP reported'})`);
    else if (one.inpMs > BARS.inpMs)
      failures.push(`INP ${one.interaction}: ${Math.round(one.inpMs)} ms > ${BARS.inpMs} ms`);
  }
  if (figures.heap && figures.heap.usedMb > BARS.heapMb)
    failures.push(`JS heap on /: ${figures.heap.usedMb.toFixed(1)} MB > ${BARS.heapMb} MB`);
  return failures;
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** The figures as markdown tables, each beside its bar. */
export function formatFirstPaint(figures: FirstPaintFigures): string {
  const lines = [
    `First paint and interaction, ${figures.date}, load average ${figures.loadAverage}, ${figures.chromium || 'Chromium'}`,
    '',
  ];
  if (figures.pages.length) {
    const runs = figures.pages[0]?.runs ?? 0;
    lines.push(
      `Lighthouse mobile (simulated throttling), median of ${runs}:`,
      '',
      '| Page | Persona | Performance (>= 95) | LCP (<= 2.0 s) | TBT (<= 150 ms) | CLS (<= 0.05) | FCP | Best practices (100) | Host CPU (benchmarkIndex) |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const one of figures.pages) {
      lines.push(
        `| ${one.page} | ${one.persona} | ${one.performance} ${mark(one.performance >= BARS.performance)} | ${(one.lcpMs / 1000).toFixed(2)} s ${mark(one.lcpMs <= BARS.lcpMs)} | ${Math.round(one.tbtMs)} ms ${mark(one.tbtMs <= BARS.tbtMs)} | ${one.cls.toFixed(3)} ${mark(one.cls <= BARS.cls)} | ${(one.fcpMs / 1000).toFixed(2)} s | ${one.bestPractices} ${mark(one.bestPractices >= BARS.bestPractices)} | ${Math.round(one.benchmarkIndex)} |`,
      );
    }
    const audits = figures.pages.filter((one) => one.failedAudits.length);
    for (const one of audits)
      lines.push('', `${one.page} (${one.persona}) best-practices misses: ${one.failedAudits.join('; ')}`);
    lines.push('');
  }
  if (figures.interactions.length) {
    lines.push(
      'Interaction to next paint, 4x CPU slow-down (web-vitals):',
      '',
      '| Interaction | INP (<= 100 ms) |',
      '|---|---|',
    );
    for (const one of figures.interactions) {
      lines.push(
        `| ${one.interaction} | ${one.inpMs === undefined ? `not measured: ${one.error ?? 'no INP reported'}` : `${Math.round(one.inpMs)} ms ${mark(one.inpMs <= BARS.inpMs)}`} |`,
      );
    }
    lines.push('');
  }
  if (figures.heap) {
    lines.push(
      `JS heap on / after scrolling all ${figures.heap.shelves} shelves (after GC): ${figures.heap.usedMb.toFixed(1)} MB used of ${figures.heap.totalMb.toFixed(1)} MB (<= 40 MB) ${mark(figures.heap.usedMb <= BARS.heapMb)}`,
      '',
    );
  }
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'string' },
      'no-gate': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'save-reports': { type: 'string' },
    },
  });
  const only = values.only as FirstPaintOptions['only'];
  if (only && !['lighthouse', 'inp', 'heap'].includes(only)) {
    console.error('--only takes lighthouse, inp or heap');
    process.exit(2);
  }
  const figures = await measureFirstPaint({
    runs: Number(values.runs),
    only,
    saveReports: values['save-reports'],
  });
  console.log(formatFirstPaint(figures));
  for (const failure of figures.failures) console.log(`FAIL ${failure}`);
  if (values.json) console.log(JSON.stringify(figures));
  process.exitCode = figures.failures.length && !values['no-gate'] ? 1 : 0;
}

if (isMainModule(import.meta.url)) await main();
