import type { Bookmark } from '@releve/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMedia, testPlaylist } from '../../testing/media';
import { testProfile } from '../../testing/profiles';
import { preloadPage, renderApp } from '../../testing/render-app';
import { deferred, stubLibraryApi } from './library-stub';

beforeAll(() => preloadPage('media'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const firstLoad = { timeout: 5000 };
const barre = testMedia({ mediaid: 'abcd1234', title: 'Barre Basics', link: '/m/abcd1234/barre-basics' });
const classRoutes = {
  '/api/v2/media/abcd1234': { feedid: 'abcd1234', title: barre.title, playlist: [barre] },
  '/api/v2/playlists/recommended': testPlaylist('recommended', []),
};
const member = testProfile({ membership: { isMember: true, isTrialEligible: false } });
const bookmark: Bookmark = {
  jwId: 'abcd1234',
  title: 'Barre Basics',
  videoThumbnail: null,
  duration: 1800,
  dateAdded: 1,
  pageUrl: '/m/abcd1234/barre-basics',
};

describe('favorite button', () => {
  it('sends visitors to pricing', async () => {
    stubLibraryApi(classRoutes);
    renderApp('/m/abcd1234/barre-basics');
    const favorite = await screen.findByTestId('favorite-button', {}, firstLoad);
    await waitFor(() => expect(favorite.getAttribute('href')).toBe('/pricing'));
    expect(favorite.textContent).toBe('Favorite');
  });

  it('sends signed-in non-members to pricing too', async () => {
    stubLibraryApi({ ...classRoutes, '/api/users/me/bookmarks': { bookmarks: [] } }, testProfile({}));
    renderApp('/m/abcd1234/barre-basics');
    await waitFor(
      () => expect(screen.getByTestId('favorite-button').getAttribute('href')).toBe('/pricing'),
      firstLoad,
    );
  });

  it('adds a member favorite: a spinner while saving, then the pressed heart, announced', async () => {
    const saved = deferred<Response>();
    const stored: Bookmark[] = [];
    const fetchMock = stubLibraryApi(
      {
        ...classRoutes,
        '/api/users/me/bookmarks': () => new Response(JSON.stringify({ bookmarks: stored })),
        'POST /api/users/me/bookmarks': async () => {
          const answer = await saved.promise;
          stored.push(bookmark);
          return answer;
        },
      },
      member,
    );
    renderApp('/m/abcd1234/barre-basics');
    const button = await screen.findByRole('button', { name: 'Favorite' }, firstLoad);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    const post = fetchMock.mock.calls.find(
      ([path, init]) => init?.method === 'POST' && path !== '/api/page-views',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      mediaId: 'abcd1234',
      pageUrl: '/m/abcd1234/barre-basics',
    });
    saved.resolve(new Response(JSON.stringify({ bookmark })));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Barre Basics is in your favorites')).toBeTruthy();
  });

  it('takes a favorite out, and puts it back when saving fails', async () => {
    let stored = [bookmark];
    stubLibraryApi(
      {
        ...classRoutes,
        '/api/users/me/bookmarks': () => new Response(JSON.stringify({ bookmarks: stored })),
        'DELETE /api/users/me/bookmarks': () => {
          stored = [];
          return new Response(null, { status: 204 });
        },
        'POST /api/users/me/bookmarks': () =>
          new Response(JSON.stringify({ message: 'down' }), { status: 503 }),
      },
      member,
    );
    renderApp('/m/abcd1234/barre-basics');
    const button = await screen.findByRole('button', { name: 'Favorite' }, firstLoad);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText('Barre Basics is no longer in your favorites')).toBeTruthy());
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText('Failed to update external data')).toBeTruthy());
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
