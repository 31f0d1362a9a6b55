import type { Bookmark, WatchedVideo } from '@releve/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMedia } from '../../testing/media';
import { testProfile } from '../../testing/profiles';
import { renderApp } from '../../testing/render-app';
import { stubLibraryApi } from './library-stub';

beforeAll(async () => {
  await import('./routes/FavoritesPage');
  await import('./routes/WatchAgainPage');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const firstLoad = { timeout: 5000 };
const member = (counts = { watchedVideos: 0, bookmarks: 0 }) =>
  testProfile({ membership: { isMember: true, isTrialEligible: false }, user: { counts } });
const classes = ['aaaa0001', 'bbbb0002', 'cccc0003', 'dddd0004', 'eeee0005', 'ffff0006'].map((mediaid, i) =>
  testMedia({ mediaid, title: `Class ${i + 1}`, link: `/m/${mediaid}/class-${i + 1}` }),
);
/** The watchlist answer: the asked classes that exist, in catalogue order. */
const byIds = (input: string) => {
  const ids = new URL(input, 'http://x').searchParams.get('media_ids')?.split(',') ?? [];
  return { feedid: 'x', title: 'x', playlist: classes.filter((item) => ids.includes(item.mediaid)) };
};

describe('favorites page', () => {
  it('shows the member’s favorites newest first as cards', async () => {
    const bookmarks: Bookmark[] = [classes[1], classes[0]].map((item, i) => ({
      jwId: item!.mediaid,
      title: item!.title,
      videoThumbnail: null,
      duration: 600,
      dateAdded: 100 - i,
      pageUrl: item!.link,
    }));
    const fetchMock = stubLibraryApi(
      { '/api/users/me/bookmarks': { bookmarks } },
      member({ watchedVideos: 0, bookmarks: 2 }),
    );
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) =>
      input.startsWith('/api/apps/watchlists/')
        ? new Response(JSON.stringify(byIds(input)))
        : answer(input, init),
    );
    renderApp('/favorites');
    const grid = await screen.findByRole('list', { name: 'Your favorite classes' }, firstLoad);
    const links = within(grid).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/m/bbbb0002/class-2',
      '/m/aaaa0001/class-1',
    ]);
  });

  it('says so when there are none yet', async () => {
    stubLibraryApi({ '/api/users/me/bookmarks': { bookmarks: [] } }, member());
    renderApp('/favorites');
    expect(await screen.findByRole('heading', { name: 'No favorites yet' }, firstLoad)).toBeTruthy();
  });

  it('tells visitors favorites are for members, with pricing and sign-in', async () => {
    stubLibraryApi({});
    renderApp('/favorites');
    expect(await screen.findByRole('heading', { name: 'Favorites are for members' }, firstLoad)).toBeTruthy();
    const message = within(screen.getByTestId('list-message'));
    expect(message.getByRole('link', { name: 'See membership options' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(message.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('u=login');
  });
});

describe('watch again page', () => {
  it('groups classes taken by day, 5 days first and more on request', async () => {
    const day = (n: number) => new Date(2026, 0, 20 - n, 10).getTime();
    const videos: WatchedVideo[] = classes.map((item, n) => ({
      jwId: item.mediaid,
      title: item.title,
      videoThumbnail: null,
      duration: 600,
      dateAdded: day(n),
    }));
    const fetchMock = stubLibraryApi(
      { '/api/users/me/watched-videos': { videos } },
      member({ watchedVideos: 6, bookmarks: 0 }),
    );
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) =>
      input.startsWith('/api/apps/watchlists/')
        ? new Response(JSON.stringify(byIds(input)))
        : answer(input, init),
    );
    renderApp('/watch-again');
    await waitFor(() => expect(screen.getAllByTestId('watched-day')).toHaveLength(5), firstLoad);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toBe('Tuesday, January 20, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier days' }));
    await waitFor(() => expect(screen.getAllByTestId('watched-day')).toHaveLength(6));
    expect(document.activeElement?.textContent).toBe('Thursday, January 15, 2026');
    expect(screen.queryByRole('button', { name: 'Show earlier days' })).toBeNull();
    expect(within(screen.getAllByTestId('watched-day')[5]!).getByRole('link').getAttribute('href')).toBe(
      '/m/ffff0006/class-6',
    );
  });

  it('asks visitors to sign in', async () => {
    stubLibraryApi({});
    renderApp('/watch-again');
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see the classes you have taken.' }, firstLoad),
    ).toBeTruthy();
  });
});
