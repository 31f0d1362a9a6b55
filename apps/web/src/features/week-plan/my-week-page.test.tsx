import { emptyWeekPlan, TOAST_DESCRIPTION_MAX, weekDayOf, zonedDay } from '@releve/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMedia } from '../../testing/media';
import { testProfile } from '../../testing/profiles';
import { renderApp } from '../../testing/render-app';

beforeAll(async () => {
  await import('./routes/MyWeekPage');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const firstLoad = { timeout: 5000 };
const todayKey = weekDayOf(zonedDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(new Date());

/** A member whose plan holds `title` today; removing it answers `removeStatus`. */
function stubWeek(title: string, removeStatus: number, today = ['wk1']) {
  const profile = testProfile({ membership: { isMember: true } });
  const plan = emptyWeekPlan();
  plan.classesByDay[todayKey] = today;
  profile.user.myWeekPlan = plan;
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/users/me') return new Response(JSON.stringify(profile));
    if (path === '/api/rsvps') return new Response(JSON.stringify({ rsvps: [] }));
    if (path.startsWith('/api/v2/media/wk1')) {
      return new Response(
        JSON.stringify({ playlist: [testMedia({ mediaid: 'wk1', title, duration: 600 })] }),
      );
    }
    const other = /\/api\/v2\/media\/(wk\d)/.exec(path);
    if (other) {
      const mediaid = other[1] as string;
      return new Response(JSON.stringify({ playlist: [testMedia({ mediaid, title: `Class ${mediaid}` })] }));
    }
    if (path === '/api/users/me/my-week-plan/update-day') {
      const { day, videoIds } = JSON.parse(String(init?.body));
      const answer = emptyWeekPlan();
      answer.classesByDay[day as typeof todayKey] = videoIds;
      return new Response(JSON.stringify({ myWeekPlan: answer }));
    }
    if (path === '/api/users/me/my-week-plan' && init?.method === 'DELETE') {
      return removeStatus === 200
        ? new Response(
            JSON.stringify({
              myWeekPlan: { ...plan, classesByDay: { ...plan.classesByDay, [todayKey]: today.slice(1) } },
            }),
          )
        : new Response(JSON.stringify({ message: 'down' }), { status: removeStatus });
    }
    return new Response(JSON.stringify({ message: `no stub for ${path}` }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const removeCalls = (fetchMock: ReturnType<typeof stubWeek>) =>
  fetchMock.mock.calls.filter(
    ([path, init]) => path === '/api/users/me/my-week-plan' && init?.method === 'DELETE',
  );

async function removeFirst(title: string) {
  expect(await screen.findByRole('link', { name: title }, firstLoad)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Options' }));
  fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
  fireEvent.click(screen.getByRole('button', { name: `Remove ${title}` }));
}

describe('My Week Plan page', () => {
  it('a removal the server refuses comes back, with the failure toast', async () => {
    const fetchMock = stubWeek('Barre One', 503);
    renderApp('/my-week');
    await removeFirst('Barre One');
    const toast = screen.getByTestId('week-plan-toast');
    expect(toast.textContent).toContain(`Removed from ${weekday}`);
    expect(screen.queryByRole('link', { name: 'Barre One' })).toBeNull();
    expect(removeCalls(fetchMock)).toHaveLength(0);
    // Closing the toast commits: the server refuses, the class returns.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Failed to remove class from My Week Plan')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Barre One' })).toBeTruthy();
    expect(removeCalls(fetchMock)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('cuts a long class name in the toast at 140 characters, and Undo sends nothing', async () => {
    const title = `Grand Allegro ${'and more '.repeat(20)}`.trim();
    const fetchMock = stubWeek(title, 200);
    renderApp('/my-week');
    await removeFirst(title);
    const toast = screen.getByTestId('week-plan-toast');
    const description = toast.querySelectorAll('p')[1]?.textContent ?? '';
    expect(description).toHaveLength(TOAST_DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: title })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('week-plan-toast')).toBeNull());
    expect(removeCalls(fetchMock)).toHaveLength(0);
  });

  it('a move while a removal waits commits the removal first, then moves what is shown', async () => {
    const fetchMock = stubWeek('Barre One', 200, ['wk1', 'wk2', 'wk3']);
    renderApp('/my-week');
    await removeFirst('Barre One');
    fireEvent.click(await screen.findByRole('button', { name: 'Move Down Class wk2' }, firstLoad));
    await waitFor(() => expect(screen.queryByTestId('week-plan-toast')).toBeNull());
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          // The week plan's own calls (the page view, also a POST, goes whenever the browser is idle).
          .filter(
            ([path, init]) =>
              (init?.method === 'DELETE' || init?.method === 'POST') &&
              String(path).includes('/my-week-plan'),
          )
          .map(([path, init]) => `${init?.method} ${path} ${init?.body}`),
      ).toEqual([
        `DELETE /api/users/me/my-week-plan {"videoId":"wk1","day":"${todayKey}"}`,
        `POST /api/users/me/my-week-plan/update-day {"day":"${todayKey}","videoIds":["wk3","wk2"]}`,
      ]),
    );
    const titles = screen.getAllByTestId('week-recorded').map((item) => item.textContent);
    expect(titles[0]).toContain('Class wk3');
    expect(titles[1]).toContain('Class wk2');
  }, 20_000);
});
