import type { StudioInsightsPages } from '@releve/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPageAlone } from '../../../testing/render-app';
import InsightsPage from './InsightsPage';

/*
 * The Insights page (issue 36): its tabs and range in the address, each figure beside the previous
 * period with its change told in words, a chart's numbers as a table, on the server's answer.
 */

afterEach(() => {
  cleanup(); // before the server goes: a dashboard still asking would ask the network
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** Today in New York, so that the presets' days are the ones the page computes. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The Page views answer for a range: 1,200 views (1,000 before), members' views down 50 to 150. */
function pagesAnswer(from: string, to: string): StudioInsightsPages {
  return {
    range: {
      from,
      to,
      previousFrom: '2026-10-25',
      previousTo: '2026-10-31',
      timeZone: 'America/New_York',
      currency: 'USD',
      granularity: 'day',
    },
    views: { current: 1200, previous: 1000 },
    memberViews: { current: 150, previous: 200 },
    pages: { current: 12, previous: 12 },
    viewsSeries: [
      { day: from, value: 700 },
      { day: to, value: 500 },
    ],
    top: [{ path: '/classes', views: 900, memberViews: 100 }],
    referrers: [{ host: 'instagram.com', visits: 40 }],
  };
}

/** The server: each dashboard's answer for the range asked; the paths asked, in order. */
function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const address = new URL(url, 'http://studio.test');
      if (address.pathname === '/api/studio/insights/pages') {
        const from = address.searchParams.get('from') ?? dayBefore(TODAY, 29);
        const to = address.searchParams.get('to') ?? TODAY;
        return new Response(JSON.stringify(pagesAnswer(from, to)));
      }
      return new Response(JSON.stringify({ message: 'not in this test' }), { status: 404 });
    }),
  );
  return asked;
}

it("opens the address's tab and range, and writes each figure beside the previous period", async () => {
  const asked = stubServer();
  window.history.replaceState(null, '', '/studio/insights?tab=pages&from=2026-11-01&to=2026-11-07');
  renderPageAlone(<InsightsPage />);
  const tabs = screen.getByRole('navigation', { name: 'Dashboards' });
  expect(within(tabs).getByRole('link', { name: 'Page views' }).getAttribute('aria-current')).toBe('page');
  expect(within(tabs).getByRole('link', { name: 'Money' }).getAttribute('href')).toBe(
    '?tab=money&from=2026-11-01&to=2026-11-07',
  );

  const views = await screen.findByTestId('figure-views');
  expect(asked).toContain('/api/studio/insights/pages?from=2026-11-01&to=2026-11-07');
  expect(within(views).getByTestId('figure-value').textContent).toBe('1,200');
  expect(views.textContent).toContain('+200 (+20%)');
  expect(views.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('good');
  const members = screen.getByTestId('figure-member-views');
  expect(members.textContent).toContain('-50 (-25%)');
  expect(members.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('bad');
  expect(screen.getByTestId('figure-pages').querySelector('[data-tone]')?.getAttribute('data-tone')).toBe(
    'flat',
  );
  expect(screen.getByText(/Days are the studio's \(America\/New_York\)/).textContent).toContain(
    'Compared with 2026-10-25 to 2026-10-31',
  );
  expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
});

it("shows a chart's numbers as a table on request, the same the CSV holds", async () => {
  stubServer();
  window.history.replaceState(null, '', '/studio/insights?tab=pages&from=2026-11-01&to=2026-11-07');
  renderPageAlone(<InsightsPage />);
  const referrers = await screen.findByTestId('chart-referrers');
  const table = within(referrers).getByTestId('chart-table');
  expect(table.closest('[hidden]')).not.toBeNull();
  const toggle = within(referrers).getByRole('button', { name: 'Show table' });
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(table.closest('[hidden]')).toBeNull();
  expect([...table.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual(['instagram.com40']);
});

it('moves to another range with a preset and to another tab, keeping the range in the address', async () => {
  const asked = stubServer();
  window.history.replaceState(null, '', '/studio/insights?tab=pages');
  renderPageAlone(<InsightsPage />);
  await screen.findByTestId('figure-views');
  expect(asked.at(-1)).toBe('/api/studio/insights/pages');
  // The server's default range is the last 30 days: that preset is the one pressed.
  expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');

  fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
  const week = `from=${dayBefore(TODAY, 6)}&to=${TODAY}`;
  await waitFor(() => expect(asked.at(-1)).toBe(`/api/studio/insights/pages?${week}`));
  expect(window.location.search).toBe(`?tab=pages&${week}`);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true'),
  );

  fireEvent.click(screen.getByRole('link', { name: 'Search' }));
  expect(window.location.search).toBe(`?tab=search&${week}`);
  expect(screen.getByRole('link', { name: 'Search' }).getAttribute('aria-current')).toBe('page');
});
