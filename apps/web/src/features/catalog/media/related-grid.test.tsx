import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testMedia, testPlaylist } from '../../../testing/media';
import { renderApp, testConfig } from '../../../testing/render-app';
import { failWith, stubCatalog } from './catalog-stub';

// The page module is loaded lazily; transformed once up front, no test pays for it in its timeout.
beforeAll(() => import('../routes/MediaPage'), 30_000);

const firstLoad = { timeout: 5000 };
const barre = testMedia({ mediaid: 'abcd1234', link: '/m/abcd1234/barre-basics' });
const others = Array.from({ length: 60 }, (_, index) =>
  testMedia({
    mediaid: `rel${String(index).padStart(5, '0')}`,
    title: `Related class ${index + 1}`,
    link: `/m/rel${index}/x`,
  }),
);

/** The recommendations in pages of 24, as the API pages them. */
function recommendedPages() {
  const routes: Record<string, unknown> = {};
  for (let offset = 1; offset <= others.length; offset += 24) {
    const items = others.slice(offset - 1, offset + 23);
    const next = offset + 24 <= others.length ? { next: 'more' } : {};
    routes[`/api/v2/playlists/recommended?page_limit=24&page_offset=${offset}&related_media_id=abcd1234`] =
      testPlaylist('recommended', items, {
        page_offset: offset,
        page_limit: 24,
        total: others.length,
        links: { first: '', last: '', ...next },
      });
  }
  return routes;
}

/** Stands in for the browser's viewport width (the grid has 2, 3 or 4 columns by it). */
function viewportWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, addEventListener() {}, removeEventListener() {} };
  });
}

/** An IntersectionObserver the test triggers: "the member scrolled to the end of the list". */
function fakeObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    },
  );
  return () =>
    act(() => {
      for (const { callback, targets } of [...observers]) {
        callback(
          targets.map((target) => ({ isIntersecting: true, target })) as IntersectionObserverEntry[],
          {} as IntersectionObserver,
        );
      }
    });
}

const relatedCards = () => within(screen.getByRole('list', { name: 'Related classes' })).getAllByRole('link');

describe('related classes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows 6 rows at first and 4 more rows each time the member scrolls to the end', async () => {
    viewportWidth(1440);
    const scrollToEnd = fakeObserver();
    stubCatalog({
      '/api/v2/media/abcd1234': { feedid: 'x', title: 'x', playlist: [barre] },
      ...recommendedPages(),
    });
    renderApp('/m/abcd1234/barre-basics');
    await waitFor(() => expect(relatedCards()).toHaveLength(24), firstLoad);
    scrollToEnd();
    await waitFor(() => expect(relatedCards()).toHaveLength(40));
    scrollToEnd();
    await waitFor(() => expect(relatedCards()).toHaveLength(56));
    scrollToEnd();
    await waitFor(() => expect(relatedCards()).toHaveLength(60));
    expect(relatedCards()[0]?.getAttribute('href')).toBe('/m/rel0/x');
  });

  it('counts rows of 2 cards on phones', async () => {
    viewportWidth(375);
    const scrollToEnd = fakeObserver();
    stubCatalog({
      '/api/v2/media/abcd1234': { feedid: 'x', title: 'x', playlist: [barre] },
      ...recommendedPages(),
    });
    renderApp('/m/abcd1234/barre-basics');
    await waitFor(() => expect(relatedCards()).toHaveLength(12), firstLoad);
    scrollToEnd();
    await waitFor(() => expect(relatedCards()).toHaveLength(20));
  });

  it('falls back to the recommendations when the r playlist does not exist', async () => {
    viewportWidth(1440);
    fakeObserver();
    stubCatalog({
      '/api/v2/media/abcd1234': { feedid: 'x', title: 'x', playlist: [barre] },
      '/api/v2/playlists/gone': failWith(404, 'Playlist not found'),
      ...recommendedPages(),
    });
    renderApp('/m/abcd1234/barre-basics?r=gone');
    await waitFor(() => expect(relatedCards()).toHaveLength(24), firstLoad);
  });

  it('shows no related row when the studio has no recommendations playlist and the page no r', async () => {
    viewportWidth(1440);
    fakeObserver();
    stubCatalog({
      '/api/v2/media/abcd1234': { feedid: 'x', title: 'x', playlist: [barre] },
      ...recommendedPages(),
    });
    renderApp('/m/abcd1234/barre-basics', testConfig({ features: {} }));
    await screen.findByRole('heading', { level: 1, name: barre.title }, firstLoad);
    expect(screen.queryByRole('list', { name: 'Related classes' })).toBeNull();
    expect(vi.mocked(fetch).mock.calls.some(([path]) => String(path).includes('/playlists/'))).toBe(false);
  });

  it("keeps the r playlist as the cards' context and names it", async () => {
    viewportWidth(1440);
    fakeObserver();
    stubCatalog({
      '/api/v2/media/abcd1234': { feedid: 'x', title: 'x', playlist: [barre] },
      '/api/v2/playlists/barre': testPlaylist('barre', others.slice(0, 3), { title: 'Barre Favourites' }),
    });
    renderApp('/m/abcd1234/barre-basics?r=barre');
    const list = await screen.findByRole('list', { name: 'More from Barre Favourites' }, firstLoad);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/m/rel0/x?r=barre', '/m/rel1/x?r=barre', '/m/rel2/x?r=barre']);
  });

  it('says so when the related classes cannot be loaded', async () => {
    viewportWidth(1440);
    stubCatalog({
      '/api/v2/media/abcd1234': { feedid: 'x', title: 'x', playlist: [barre] },
      '/api/v2/playlists/recommended': failWith(500, 'boom'),
    });
    // Shelves retry server errors a few times; this test need not wait for them.
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    renderApp('/m/abcd1234/barre-basics', testConfig(), queryClient);
    expect(await screen.findByText('Could not load items', {}, firstLoad)).toBeTruthy();
  });
});
