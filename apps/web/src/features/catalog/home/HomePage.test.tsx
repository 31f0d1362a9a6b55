import { zonedDay } from '@releve/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { viewerTimeZone } from '../../../lib/time-zone';
import {
  shelf,
  testFeatured,
  testInitialData,
  testMedia,
  testPlaylist,
  testProgram,
} from '../../../testing/home';
import { testProfile } from '../../../testing/profiles';
import { renderApp, stubApi, testConfig } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const playlistPath = (id: string) => `/api/v2/playlists/${id}?page_limit=20&page_offset=1`;

/** Twelve playlist rows after a featured row and the Class of the Day. */
function studio() {
  const rows = Array.from({ length: 12 }, (_, i) => shelf(i + 2, 'playlist', `Row ${i + 1}`, `pl${i + 1}`));
  const routes: Record<string, unknown> = {
    '/api/initial-data': testInitialData({
      featuredContent: [
        testFeatured('everyone', 'all'),
        testFeatured('join', 'non-member', '/pricing'),
        testFeatured('members', 'all-members'),
        testFeatured('shop', 'all', 'https://shop.example.test/'),
      ],
      programs: [testProgram('ballet-basics', 'Ballet Basics', 'Ballet')],
      homeShelves: [
        shelf(1, 'daily-classes', 'Class of the Day'),
        shelf(0, 'featured', 'Featured'),
        shelf(3, 'favorites', 'My favorites'),
        ...rows,
      ],
    }),
    '/api/ondemand/daily-classes': {
      classes: [
        { date: zonedDay(new Date(), viewerTimeZone()), media: testMedia('daily001', 'Morning Barre') },
      ],
    },
  };
  for (let i = 1; i <= 12; i++) {
    routes[playlistPath(`pl${i}`)] = testPlaylist(
      `pl${i}`,
      [testMedia(`m${i}a`, `Class ${i} A`), testMedia(`m${i}b`, `Class ${i} B`)],
      i === 1 ? 45 : 2,
    );
  }
  return routes;
}

const rowTitles = () =>
  screen.getAllByTestId('shelf').map((row) => within(row).getByRole('heading', { level: 2 }).textContent);

describe('home', () => {
  it('renders 6 rows in order, then 4 more at a time', async () => {
    stubApi(null, studio());
    renderApp('/');
    // The first test loads the lazy home module, which may take a while in a cold run.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 })).toBeTruthy();
    await screen.findByTestId('featured-carousel');
    // Featured and Class of the Day are rows 1 and 2; the empty favorites row is left out.
    await waitFor(() => expect(rowTitles()).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4']));
    expect(screen.getByTestId('class-of-the-day')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more rows' }));
    await waitFor(() => expect(rowTitles()).toHaveLength(8));
    fireEvent.click(screen.getByRole('button', { name: 'Show more rows' }));
    await waitFor(() => expect(rowTitles()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Show more rows' })).toBeNull();
  });

  /** The studio with the home row new-year-sale, and `sale` running since a minute ago for a day. */
  function studioWithSaleRow(sale: { id: string; kind: string; title: string; giftOfferKey?: string }) {
    const routes = studio();
    const initial = routes['/api/initial-data'] as { homeShelves: ReturnType<typeof shelf>[] };
    initial.homeShelves.push(shelf(2, 'new-year-sale', 'New Year Sale'));
    routes['/api/promotions'] = {
      promotions: [
        {
          giftOfferKey: null,
          ...sale,
          startTime: Date.now() - 60_000,
          endTime: Date.now() + 86_400_000,
          offerKeys: ['on-demand-annual'],
          couponCode: null,
          gifts: [],
        },
      ],
    };
    return routes;
  }

  it("follows the studio's switches: shelves off keeps the carousel and banners, the sale row can go", async () => {
    // A sale running now: the row's own rule shows it (billing's HomeSaleGate).
    const routes = studioWithSaleRow({ id: 'new-year-sale', kind: 'new-year-sale', title: 'New Year Sale' });
    stubApi(null, routes);
    const view = renderApp('/', testConfig({ features: { homeShelves: false } }));
    await screen.findByTestId('featured-carousel', {}, { timeout: 10_000 });
    expect(await screen.findByTestId('class-of-the-day')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'New Year Sale' })).toBeTruthy();
    expect(screen.queryAllByTestId('shelf')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Show more rows' })).toBeNull();
    view.unmount();

    renderApp('/', testConfig({ features: { homeShelves: true, newYearSaleRow: false } }));
    await waitFor(() => expect(rowTitles()).toContain('Row 1'));
    expect(screen.queryByRole('region', { name: 'New Year Sale' })).toBeNull();
  });

  it("turns the sale row to the studio's running promotional page when no new-year sale runs", async () => {
    const routes = studioWithSaleRow({
      id: 'black-friday-2026',
      kind: 'promo-pricing',
      title: 'Black Friday Sale',
      giftOfferKey: 'on-demand-annual',
    });
    stubApi(null, routes);
    renderApp('/', testConfig({ features: { homeShelves: false } }));
    const banner = await screen.findByRole('region', { name: 'Black Friday Sale' }, { timeout: 10_000 });
    expect(
      within(banner)
        .getByRole('link', { name: /See the sale/ })
        .getAttribute('href'),
    ).toBe('/promotions/black-friday-2026');
  });

  it('links row titles and a See All tile to the playlist, and cards to their class', async () => {
    stubApi(null, studio());
    renderApp('/');
    const row = (await screen.findByRole('heading', { level: 2, name: 'Row 1' })).closest('section');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('link', { name: 'Row 1' }).getAttribute('href')).toBe('/p/pl1');
    const seeAll = await within(row).findByRole('link', { name: /See All/ });
    expect(seeAll.getAttribute('href')).toBe('/p/pl1');
    expect(
      within(row)
        .getByRole('link', { name: /Class 1 A/ })
        .getAttribute('href'),
    ).toBe('/m/m1a/class-1-a');
    const row2 = (await screen.findByRole('heading', { level: 2, name: 'Row 2' })).closest('section');
    await within(row2 as HTMLElement).findByRole('link', { name: /Class 2 A/ });
    expect(within(row2 as HTMLElement).queryByRole('link', { name: /See All/ })).toBeNull();
  });

  it("draws a row of hand-picked programs with those programs alone, in the studio's order", async () => {
    stubApi(null, {
      '/api/initial-data': testInitialData({
        programs: ['basics', 'pointe', 'jumps'].map((id) => testProgram(id, `Program ${id}`, 'Ballet')),
        homeShelves: [{ ...shelf(0, 'programs', 'Start here'), itemIds: ['jumps', 'basics'] }],
      }),
    });
    renderApp('/');
    const row = (await screen.findByRole('heading', { level: 2, name: 'Start here' })).closest('section');
    if (!row) throw new Error('no row');
    const hrefs = () =>
      within(row)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .filter((href) => href?.startsWith('/programs/'));
    await waitFor(() => expect(hrefs()).toEqual(['/programs/jumps', '/programs/basics']));
  });

  it("draws a row of hand-picked playlists as tiles in the studio's order, each with its size, leading to its page", async () => {
    const tile = (id: string, name: string, count: number) => ({ id, name, thumbnail: null, count });
    stubApi(null, {
      '/api/initial-data': testInitialData({
        homeShelves: [
          {
            ...shelf(0, 'playlists', 'Our playlists'),
            itemIds: ['stretch', 'barre'],
            playlists: [tile('stretch', 'Stretch', 1), tile('barre', 'Barre basics', 12)],
          },
        ],
      }),
    });
    renderApp('/');
    const row = (await screen.findByRole('heading', { level: 2, name: 'Our playlists' })).closest('section');
    if (!row) throw new Error('no row');
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/p/stretch', '/p/barre']);
    expect(links.map((link) => link.textContent)).toEqual(['1 classStretch', '12 classesBarre basics']);
  });

  it('shows a visitor the tiles for everyone and for non-members, other sites in a new tab', async () => {
    stubApi(null, studio());
    renderApp('/');
    const carousel = await screen.findByTestId('featured-carousel');
    const dots = within(carousel).getAllByRole('button', { name: /Show slide/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show slide 1: Featured everyone',
      'Show slide 2: Featured join',
      'Show slide 3: Featured shop',
    ]);
    const shop = within(carousel).getByRole('link', { name: /Featured shop/, hidden: true });
    expect(shop.getAttribute('target')).toBe('_blank');
    fireEvent.click(dots[2] as HTMLElement);
    expect(dots[2]?.getAttribute('aria-current')).toBe('true');
  });

  it('shows a member the member tiles and not the non-member ones', async () => {
    stubApi(testProfile({ membership: { isMember: true } }), studio());
    renderApp('/');
    const carousel = await screen.findByTestId('featured-carousel');
    const labels = within(carousel)
      .getAllByRole('button', { name: /Show slide/ })
      .map((dot) => dot.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Show slide 1: Featured everyone',
      'Show slide 2: Featured members',
      'Show slide 3: Featured shop',
    ]);
  });

  it('offers today’s class with Take Today’s Class, playing at once', async () => {
    stubApi(null, studio());
    renderApp('/');
    const hero = await screen.findByTestId('class-of-the-day');
    const button = await within(hero).findByRole('link', { name: "Take Today's Class" });
    expect(button.getAttribute('href')).toBe('/m/daily001/morning-barre?play=1');
    expect(within(hero).getByText('Morning Barre')).toBeTruthy();
  });

  it('labels the Class of the Day by the member’s progress: Continue Class, then Take Again', async () => {
    const state = (lastTime: number, completed: boolean) => ({
      daily001: {
        mediaId: 'daily001',
        lastTime,
        duration: 1800,
        completed,
        programId: null,
        updatedAt: new Date().toISOString(),
      },
    });
    const member = testProfile({ membership: { isMember: true } });
    const withProgress = (videoState: ReturnType<typeof state>) => ({
      ...studio(),
      '/api/users/me/video-state': { videoState },
    });
    stubApi(member, withProgress(state(600, false)));
    const { unmount } = renderApp('/');
    let hero = await screen.findByTestId('class-of-the-day');
    expect(await within(hero).findByRole('link', { name: 'Continue Class' })).toBeTruthy();
    unmount();
    stubApi(member, withProgress(state(1800, true)));
    renderApp('/');
    hero = await screen.findByTestId('class-of-the-day');
    expect(await within(hero).findByRole('link', { name: 'Take Again' })).toBeTruthy();
  });

  it('says "Could not load items" for a row whose playlist fails', async () => {
    const routes = studio();
    delete routes[playlistPath('pl2')];
    stubApi(null, routes);
    renderApp('/');
    const row = (await screen.findByRole('heading', { level: 2, name: 'Row 2' })).closest('section');
    expect(await within(row as HTMLElement).findByText('Could not load items')).toBeTruthy();
    await within(
      (await screen.findByRole('heading', { name: 'Row 1' })).closest('section') as HTMLElement,
    ).findByRole('link', { name: /Class 1 A/ });
  });
});

describe('initial data failing', () => {
  it('shows the load-failure page after 5 retries', async () => {
    const fetchMock = stubApi(null, {});
    fetchMock.mockImplementation(async (path: string) =>
      path === '/api/initial-data'
        ? new Response('{"message":"down"}', { status: 503 })
        : new Response(JSON.stringify({ statusCode: 401, message: 'Not logged in' }), { status: 401 }),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
    renderApp('/', undefined, queryClient);
    expect(await screen.findByTestId('load-failed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong!' })).toBeTruthy();
    const calls = fetchMock.mock.calls.filter(([path]) => path === '/api/initial-data');
    expect(calls).toHaveLength(6);
  });
});
