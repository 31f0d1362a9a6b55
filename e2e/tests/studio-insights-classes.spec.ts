import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  type StudioInsightsClasses,
  type StudioInsightsPages,
  type StudioInsightsSearch,
  studioInsightsClassesPath,
  studioInsightsPagesPath,
  studioInsightsSearchPath,
  trySearchHref,
} from '@releve/contracts';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * The insights' Classes, Search and Page views tabs (issue 36, decision 058) on the demo studio's
 * year of activity: the owner opens each tab, and the figures, the table view and the CSV show the
 * numbers the API answers for the same range. Layout at 1440 and 375 px, axe, screenshots.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';

const paths = {
  classes: studioInsightsClassesPath,
  search: studioInsightsSearchPath,
  pages: studioInsightsPagesPath,
};

/**
 * Opens a tab on the last 90 days; answers the API's answer the page drew, as JSON. (Browsing records
 * page views as it goes, so a second request a moment later may count one more.)
 */
async function openTab<T>(page: Page, tab: keyof typeof paths, width = 1440, signIn = true): Promise<T> {
  await page.setViewportSize({ width, height: 900 });
  if (signIn) await signInAsDemo(page, OWNER);
  const answered = page.waitForResponse(
    (response) => response.url().includes(`${paths[tab]}?${rangeOf()}`) && response.status() === 200,
  );
  await page.goto(`/studio/insights?tab=${tab}&${rangeOf()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByTestId(`insights-${tab}`)).toBeVisible();
  return (await (await answered).json()) as T;
}

/** The last 90 days up to today, as the address and the API take them. */
function rangeOf() {
  const to = new Date();
  const from = new Date(to.getTime() - 89 * 86_400_000);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return `from=${day(from)}&to=${day(to)}`;
}

/** A figure card shows the API's value (its `data-value`) and writes it. */
async function expectFigure(page: Page, id: string, value: number | null) {
  await expect(page.getByTestId(`figure-${id}`)).toHaveAttribute(
    'data-value',
    value === null ? '' : String(value),
  );
}

/** Opens a chart's table view; its rows' first cells, and the CSV's lines, as they are shown. */
async function tableAndCsv(page: Page, chart: string) {
  const frame = page.getByTestId(`chart-${chart}`);
  await frame.getByRole('button', { name: 'Show table' }).click();
  const table = frame.getByTestId('chart-table');
  await expect(table).toBeVisible();
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')),
    );
  const downloading = page.waitForEvent('download');
  await frame.getByRole('button', { name: 'Download CSV' }).click();
  const csv = (await readFile(await (await downloading).path(), 'utf8')).trim().split('\r\n');
  return { rows, csv };
}

test('the Classes tab shows the API figures, its lists in the table view and the CSV', async ({ page }) => {
  const api = await openTab<StudioInsightsClasses>(page, 'classes');
  expect(api.plays.current).toBeGreaterThan(50);
  await expectFigure(page, 'minutes-watched', api.minutesWatched.current);
  await expectFigure(page, 'active-viewers', api.activeViewers.current);
  await expectFigure(page, 'plays', api.plays.current);
  await expectFigure(page, 'completion-rate', api.completionRate.current);
  await expectFigure(page, 'live-reservations', api.live.reservations.current);

  const top = await tableAndCsv(page, 'topByPlays');
  expect(top.rows.map((row) => [row[0], row[1]])).toEqual(
    api.topByPlays.map((row) => [row.title, String(row.plays)]),
  );
  expect(top.csv[0]).toBe(
    'Class,Plays,Played to the end,Completion (%),Half had stopped by (%),Minutes watched',
  );
  expect(top.csv.slice(1).map((line) => line.split(',').at(-5))).toEqual(
    api.topByPlays.map((row) => String(row.plays)),
  );

  const series = await tableAndCsv(page, 'minutes-series');
  expect(series.csv.slice(1).map((line) => Number(line.split(',')[1]))).toEqual(
    api.minutesSeries.map((point) => Math.round(point.value * 100) / 100),
  );

  // The program funnels: started, each section, finished, in the order of the answer.
  const funnels = await tableAndCsv(page, 'programs');
  const [program] = api.programs;
  expect(program).toBeDefined();
  if (program) {
    expect(funnels.rows.filter((row) => row[0] === program.name).map((row) => [row[1], row[2]])).toEqual([
      ['Active members', String(program.activeMembers)],
      ['Started', String(program.started)],
      ...program.funnel.map((section) => [section.name, String(section.members)]),
      ['Finished every section', String(program.finished)],
    ]);
  }
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-insights-classes-1440', { fullPage: true });
  await expectAccessible(page);
});

test('the Search tab lists the searches with no results, each a link to try it', async ({ page }) => {
  const api = await openTab<StudioInsightsSearch>(page, 'search');
  expect(api.noResults.length).toBeGreaterThan(0);
  await expectFigure(page, 'searches', api.searches.current);
  await expectFigure(page, 'empty-searches', api.emptySearches.current);
  await expectFigure(page, 'empty-rate', api.emptyRate.current);

  const tries = page.getByTestId('try-searches').getByRole('link');
  await expect(tries).toHaveCount(api.noResults.length);
  const first = api.noResults[0];
  if (first) await expect(tries.first()).toHaveAttribute('href', trySearchHref(first.query));

  const none = await tableAndCsv(page, 'search-noResults');
  expect(none.rows.map((row) => [row[0], row[2]])).toEqual(
    api.noResults.map((row) => [row.query, String(row.emptySearches)]),
  );
  expect(none.csv.slice(1).map((line) => line.split(',').at(-1))).toEqual(
    api.noResults.map((row) => row.lastSeen),
  );
  const unopened = await tableAndCsv(page, 'search-unopened');
  expect(unopened.rows.map((row) => row[0])).toEqual(api.unopened.map((row) => row.query));
  await snap(page, 'studio-insights-search-1440', { fullPage: true });
  await expectAccessible(page);
});

test('the Page views tab shows the top pages and the sites visits came from, as the API counts them', async ({
  page,
}) => {
  const api = await openTab<StudioInsightsPages>(page, 'pages');
  await expectFigure(page, 'views', api.views.current);
  await expectFigure(page, 'member-views', api.memberViews.current);
  const top = await tableAndCsv(page, 'top-pages');
  expect(top.csv.slice(1)).toEqual(api.top.map((row) => `${row.path},${row.views},${row.memberViews}`));
  expect(top.rows.map((row) => row[0])).toEqual(api.top.map((row) => row.path));
  // Where visits came from: the demo's visitors arrive from a few sites.
  expect(api.referrers.length).toBeGreaterThan(0);
  const referrers = await tableAndCsv(page, 'referrers');
  expect(referrers.csv.slice(1)).toEqual(api.referrers.map((row) => `${row.host},${row.visits}`));
  await snap(page, 'studio-insights-pages-1440', { fullPage: true });
});

test('each tab fits a phone, nothing scrolling sideways', async ({ page }) => {
  for (const [index, tab] of (['classes', 'search', 'pages'] as const).entries()) {
    await openTab(page, tab, 375, index === 0);
    await expect(
      page.getByTestId(`figure-${tab === 'classes' ? 'plays' : tab === 'search' ? 'searches' : 'views'}`),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, `studio-insights-${tab}-375`, { fullPage: true });
  }
  await expectAccessible(page);
});
