import { weekFrom, zonedDay } from '@releve/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMedia, testPlaylist } from '../../testing/media';
import { testProfile } from '../../testing/profiles';
import { preloadPage, renderApp, stubApi } from '../../testing/render-app';

beforeAll(() => preloadPage('media'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const firstLoad = { timeout: 5000 };
const barre = testMedia({ mediaid: 'abcd1234', title: 'Barre Basics', link: '/m/abcd1234/barre-basics' });
const classRoutes = {
  '/api/v2/media/abcd1234': { feedid: 'abcd1234', title: barre.title, playlist: [barre] },
  '/api/v2/playlists/recommended': testPlaylist('recommended', []),
};
const week = weekFrom(zonedDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
const weekday = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

describe('Add to My Week', () => {
  it('sends a signed-in non-member to pricing', async () => {
    stubApi(testProfile({}), classRoutes);
    renderApp('/m/abcd1234/barre-basics');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to My Week' }, firstLoad));
    await waitFor(() => expect(window.location.pathname).toBe('/pricing'));
  });

  it('lists the weekdays from today and adds the class to the day chosen, at once', async () => {
    const member = testProfile({ membership: { isMember: true } });
    const fetchMock = stubApi(member, classRoutes);
    renderApp('/m/abcd1234/barre-basics');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to My Week' }, firstLoad));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(week.map(({ date }, i) => (i === 0 ? `${weekday(date)} (Today)` : weekday(date))));
    const tomorrow = week[1] as (typeof week)[number];
    fireEvent.click(screen.getByRole('menuitem', { name: weekday(tomorrow.date) }));
    expect(screen.getByTestId('add-to-week-status').textContent).toBe(`Added to ${weekday(tomorrow.date)}`);
    await waitFor(() => {
      const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
      const post = calls.find(([path]) => path === '/api/users/me/my-week-plan');
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        videoId: 'abcd1234',
        day: tomorrow.key,
      });
    });
    // The stub refuses the call (no route): the class comes back out, and the member is told.
    await waitFor(() =>
      expect(screen.getByTestId('add-to-week-status').textContent).toBe(
        'Could not add the class to My Week Plan',
      ),
    );
  });
});
