import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * Insights (issue 36, decision 057) on the demo studio, whose year of business the seed made: the
 * owner opens Money and Members; every figure shown is the API's, and each chart's table view and CSV
 * hold the same numbers.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';
const wide = { width: 1440, height: 900 };
const narrow = { width: 375, height: 740 };

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Dashboards' });

interface Compared {
  current: number | null;
  previous: number | null;
}

const money = (minor: number | null, currency: string) =>
  minor === null ? '–' : new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
const count = (value: number | null) =>
  value === null ? '–' : new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(value);
const percent = (value: number | null) => (value === null ? '–' : `${count(value)}%`);

async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

async function expectFigure(page: Page, id: string, figure: Compared, text: string) {
  const card = page.getByTestId(`figure-${id}`);
  await expect(card.getByTestId('figure-value')).toHaveText(text);
  await expect(card).toHaveAttribute('data-value', String(figure.current ?? ''));
}

/** A chart's table view (opened) and its CSV, as lines. */
/** Every figure shows whole inside its card: none is cut at the card's edge (a long amount wraps). */
async function expectFiguresWhole(page: Page) {
  const cut = await page
    .getByTestId('figure-value')
    .evaluateAll((values) =>
      values.filter((value) => value.scrollWidth > value.clientWidth + 1).map((value) => value.textContent),
    );
  expect(cut, 'figures cut at their card').toEqual([]);
}

async function tableAndCsv(page: Page, chart: Locator) {
  await chart.getByRole('button', { name: 'Show table' }).click();
  const table = chart.getByTestId('chart-table');
  await expect(table).toBeVisible();
  const downloading = page.waitForEvent('download');
  await chart.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  return { table, lines, fileName: download.suggestedFilename() };
}

test('Money: MRR, its movement, sales and payments are the API’s, in the table and the CSV too', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(wide);
  await signInAsDemo(page, OWNER);
  await page.goto('/studio');
  await page.getByRole('navigation').getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/studio\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'Money' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  const answer = await api<{
    range: { from: string; to: string; currency: string };
    mrr: Compared;
    grossSales: Compared;
    refunds: Compared;
    failedPayments: Compared;
    recoveredPayments: Compared;
    mrrSeries: { day: string; value: number }[];
    movement: Record<string, number>;
  }>(page, '/api/studio/insights/money');
  const { currency } = answer.range;
  expect(answer.mrr.current).toBeGreaterThan(0);
  await expectFigure(page, 'mrr', answer.mrr, money(answer.mrr.current, currency));
  await expectFigure(page, 'gross-sales', answer.grossSales, money(answer.grossSales.current, currency));
  await expectFigure(page, 'refunds', answer.refunds, money(answer.refunds.current, currency));
  await expectFigure(page, 'failed-payments', answer.failedPayments, count(answer.failedPayments.current));
  await expectFigure(
    page,
    'recovered-payments',
    answer.recoveredPayments,
    count(answer.recoveredPayments.current),
  );
  // The chart is drawn (uPlot, loaded by the section).
  await expect(page.getByTestId('chart-mrr-series').locator('canvas').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectFiguresWhole(page);
  await snap(page, 'studio-insights-money-1440', { fullPage: true });
  await expectAccessible(page);

  const series = await tableAndCsv(page, page.getByTestId('chart-mrr-series'));
  expect(series.fileName).toBe(`mrr-series-${answer.range.from}-${answer.range.to}.csv`);
  await expect(series.table.locator('tbody tr')).toHaveCount(answer.mrrSeries.length);
  const last = answer.mrrSeries.at(-1);
  expect(last).toBeDefined();
  await expect(series.table.locator('tbody tr').last().locator('td')).toHaveText(
    money(last?.value ?? 0, currency),
  );
  expect(series.lines).toHaveLength(answer.mrrSeries.length + 1);
  expect(series.lines[0]).toBe('From,MRR');
  expect(series.lines.at(-1)).toBe(`${last?.day},${(last?.value ?? 0) / 100}`);

  const movement = await tableAndCsv(page, page.getByTestId('chart-mrr-movement'));
  await expect(movement.table.getByRole('row', { name: /^New / }).locator('td').first()).toHaveText(
    money(answer.movement.new ?? 0, currency),
  );
  expect(movement.lines.find((line) => line.startsWith('Churned,'))?.split(',')[1]).toBe(
    String(-(answer.movement.churned ?? 0) / 100),
  );

  // Last 90 days: the address keeps the range, and the figures follow the API's for it.
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/\/studio\/insights\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  const search = new URL(page.url()).search;
  const quarter = await api<{ mrr: Compared; grossSales: Compared; range: { granularity: string } }>(
    page,
    `/api/studio/insights/money${search}`,
  );
  expect(quarter.range.granularity).toBe('week');
  await expectFigure(page, 'gross-sales', quarter.grossSales, money(quarter.grossSales.current, currency));

  await page.setViewportSize(narrow);
  await page.goto('/studio/insights');
  await expect(page.getByTestId('figure-mrr').getByTestId('figure-value')).toHaveText(
    money(answer.mrr.current, currency),
  );
  await expect(page.getByTestId('chart-mrr-series').locator('canvas').first()).toBeVisible();
  // On a phone the chart's buttons stay inside its card, and the cards go two a row.
  const chart = await page.getByTestId('chart-mrr-series').boundingBox();
  const csv = await page
    .getByTestId('chart-mrr-series')
    .getByRole('button', { name: 'Download CSV' })
    .boundingBox();
  expect(chart && csv && csv.x + csv.width <= chart.x + chart.width).toBe(true);
  const [first, second] = await Promise.all(
    ['figure-mrr', 'figure-gross-sales'].map((id) => page.getByTestId(id).boundingBox()),
  );
  expect(first && second && Math.abs(first.y - second.y) < 1 && second.x > first.x).toBe(true);
  await expectNoSidewaysScroll(page);
  await expectFiguresWhole(page);
  await snap(page, 'studio-insights-money-375', { fullPage: true });
  await expectAccessible(page);
});

test('Members: paying members, trials, churn and the cohorts are the API’s, in the table and the CSV too', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(wide);
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/insights?tab=members');
  await expect(tabs(page).getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
  const answer = await api<{
    range: { from: string; to: string; currency: string };
    active: Compared;
    inTrial: Compared;
    trialConversion: Compared;
    churnRate: Compared;
    arpu: Compared;
    lifetimeValue: Compared;
    cohorts: { month: string; size: number; retained: (number | null)[] }[];
  }>(page, '/api/studio/insights/members');
  const { currency } = answer.range;
  expect(answer.active.current).toBeGreaterThan(0);
  await expectFigure(page, 'active', answer.active, count(answer.active.current));
  await expectFigure(page, 'in-trial', answer.inTrial, count(answer.inTrial.current));
  await expectFigure(
    page,
    'trial-conversion',
    answer.trialConversion,
    percent(answer.trialConversion.current),
  );
  await expectFigure(page, 'churn-rate', answer.churnRate, percent(answer.churnRate.current));
  await expectFigure(page, 'arpu', answer.arpu, money(answer.arpu.current, currency));
  await expectFigure(
    page,
    'lifetime-value',
    answer.lifetimeValue,
    money(answer.lifetimeValue.current, currency),
  );
  await expectNoSidewaysScroll(page);
  await expectFiguresWhole(page);
  await snap(page, 'studio-insights-members-1440', { fullPage: true });
  await expectAccessible(page);

  const cohorts = await tableAndCsv(page, page.getByTestId('chart-retention-cohorts'));
  await expect(cohorts.table.locator('tbody tr')).toHaveCount(answer.cohorts.length);
  expect(cohorts.lines).toHaveLength(answer.cohorts.length + 1);
  const oldest = answer.cohorts[0];
  expect(oldest).toBeDefined();
  if (oldest) {
    const cells = cohorts.lines[1]?.split(',') ?? [];
    expect(cells[0]).toBe(oldest.month);
    expect(Number(cells[1])).toBe(oldest.size);
    const kept = oldest.retained[1];
    expect(cells[3]).toBe(
      kept === null || kept === undefined || oldest.size === 0
        ? ''
        : String(Math.round((kept / oldest.size) * 10000) / 100),
    );
  }
  // The "how is this counted" note says what the tests check.
  const note = page.getByTestId('figure-churn-rate').getByText('How is this counted');
  await note.click();
  await expect(
    page.getByTestId('figure-churn-rate').getByText(/divided by the paying members at the start/),
  ).toBeVisible();

  await page.setViewportSize(narrow);
  await page.reload();
  await expect(page.getByTestId('figure-active').getByTestId('figure-value')).toHaveText(
    count(answer.active.current),
  );
  await expectNoSidewaysScroll(page);
  await expectFiguresWhole(page);
  await snap(page, 'studio-insights-members-375', { fullPage: true });
  await expectAccessible(page);
});
