import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testInitialData, testMedia, testPlaylist } from '../../../testing/media';
import { testProfile } from '../../../testing/profiles';
import { renderApp } from '../../../testing/render-app';
import { failWith, stubCatalog } from './catalog-stub';

// The page module is loaded lazily; transformed once up front, no test pays for it in its timeout.
beforeAll(() => import('../routes/MediaPage'), 30_000);

/** The first render waits for the lazily loaded page module. */
const firstLoad = { timeout: 5000 };

afterEach(() => vi.unstubAllGlobals());

const barre = testMedia({ mediaid: 'abcd1234', title: 'Barre Basics', link: '/m/abcd1234/barre-basics' });
const related = testMedia({
  mediaid: 'rel00001',
  title: 'Pliés and Tendus',
  link: '/m/rel00001/plies-and-tendus',
});
const media = (item = barre) => ({ feedid: item.mediaid, title: item.title, playlist: [item] });
const classRoutes = {
  '/api/v2/media/abcd1234': media(),
  '/api/v2/playlists/recommended': testPlaylist('recommended', [related]),
};

describe('media page', () => {
  it('puts the slug in the URL and shows the class with a trial button to pricing for visitors', async () => {
    stubCatalog(classRoutes);
    renderApp('/m/abcd1234?r=');
    expect(await screen.findByRole('heading', { level: 1, name: 'Barre Basics' }, firstLoad)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/m/abcd1234/barre-basics'));
    expect(screen.getByText('30 min · Ballet · with Madeleine Ashford')).toBeTruthy();
    const play = await screen.findByTestId('play-button');
    expect(play.textContent).toBe('Start 7-Day Free Trial');
    expect(play.getAttribute('href')).toBe('/pricing');
    const paywall = screen.getByTestId('paywall');
    expect(within(paywall).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toContain('u=login');
    expect(await screen.findByRole('link', { name: /Pliés and Tendus/ })).toBeTruthy();
    expect(document.title).toBe('Barre Basics - Test Studio');
    expect(screen.queryByTestId('channel-logo')).toBeNull();
  });

  it("shows a live channel's logo above its name, and no logo for an item without one", async () => {
    const channel = testMedia({
      mediaid: 'chan0001',
      title: 'Studio Live',
      link: '/m/chan0001/studio-live',
      contentType: 'liveChannel',
      liveChannelsId: 'chan0001',
      channelLogoImage: '/media/posters/logo0001/320.webp',
    });
    stubCatalog({ '/api/v2/media/chan0001': media(channel) });
    renderApp('/m/chan0001/studio-live');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Live' }, firstLoad)).toBeTruthy();
    expect(screen.getByTestId('channel-logo').getAttribute('src')).toBe('/media/posters/logo0001/320.webp');
  });

  it('says "Default screen not defined" for a type of the studio\'s own with nothing to play', async () => {
    const article = testMedia({
      mediaid: 'art00001',
      title: 'Studio News',
      link: '/m/art00001/studio-news',
      contentType: 'article',
      duration: 0,
    });
    stubCatalog({ '/api/v2/media/art00001': media(article) });
    renderApp('/m/art00001/studio-news');
    const screenEl = await screen.findByTestId('no-default-screen', {}, firstLoad);
    expect(within(screenEl).getByRole('heading', { level: 1 }).textContent).toBe(
      'Default screen not defined',
    );
  });

  it('lets members start the class in play mode', async () => {
    stubCatalog(classRoutes, testProfile({ membership: { isMember: true, isTrialEligible: false } }));
    renderApp('/m/abcd1234/barre-basics');
    const play = await screen.findByTestId('play-button', {}, firstLoad);
    await waitFor(() => expect(play.textContent).toBe('Start'));
    expect(play.getAttribute('href')).toBe('/m/abcd1234/barre-basics?play=1');
    expect(screen.queryByTestId('paywall')).toBeNull();
  });

  it('says Join to watch to a signed-in non-member who had the trial', async () => {
    stubCatalog(classRoutes, testProfile({ membership: { isTrialEligible: false } }));
    renderApp('/m/abcd1234/barre-basics');
    await waitFor(() => expect(screen.getByTestId('play-button').textContent).toBe('Join to watch'));
    expect(screen.getByTestId('play-button').getAttribute('href')).toBe('/pricing');
    expect(within(screen.getByTestId('paywall')).queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('opens classes everyone may play to visitors, as the item says, with no playlist to fetch', async () => {
    const fetchMock = stubCatalog({
      ...classRoutes,
      '/api/v2/media/abcd1234': media({ ...barre, freelyPlayable: true }),
      '/api/initial-data': testInitialData({ freePlaylists: ['free-library'] }),
    });
    renderApp('/m/abcd1234/barre-basics');
    await waitFor(() => expect(screen.getByTestId('play-button').textContent).toBe('Start'));
    expect(screen.queryByTestId('paywall')).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('free-library'))).toEqual([]);
  });

  it('sends an episode to its series with the episode selected', async () => {
    const episode = testMedia({
      mediaid: 'ep000002',
      contentType: 'episode',
      seriesId: 'ser1',
      link: '/m/ep000002/x',
    });
    stubCatalog({ '/api/v2/media/ep000002': media(episode) });
    renderApp('/m/ep000002/x?r=pl1');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/s/ser1?r=pl1&e=ep000002'),
    );
  });

  it('shows a series item itself when its series is gone, without bouncing back', async () => {
    const show = testMedia({
      mediaid: 'show0001',
      title: 'Pointe Diaries',
      contentType: 'series',
      seriesId: 'gone',
      link: '/m/show0001/pointe-diaries',
    });
    const fetchMock = stubCatalog({
      '/api/v2/media/show0001': media(show),
      '/api/apps/series/gone': failWith(404, 'Series not found'),
    });
    renderApp('/m/show0001/pointe-diaries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pointe Diaries' })).toBeTruthy();
    expect(window.location.pathname).toBe('/m/show0001/pointe-diaries');
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/apps/series/gone')).toHaveLength(1);
  });

  it('shows the video-not-found page for an unknown id', async () => {
    stubCatalog({ '/api/v2/media/nope0000': failWith(404, 'MediaItem not found') });
    renderApp('/m/nope0000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('says a live channel is missing', async () => {
    const live = testMedia({
      mediaid: 'live0001',
      contentType: 'liveChannel',
      liveChannelsId: 'chan0404',
      link: '/m/live0001/x',
    });
    stubCatalog({
      '/api/v2/media/live0001': media(live),
      '/api/v2/media/chan0404': failWith(404, 'MediaItem not found'),
    });
    renderApp('/m/live0001/x');
    expect(await screen.findByRole('heading', { name: 'Live channel not found' })).toBeTruthy();
  });

  it('renders a page from markdown, never its raw HTML', async () => {
    const page = testMedia({
      mediaid: 'page0001',
      title: 'Studio etiquette',
      contentType: 'page',
      link: '/m/page0001/studio-etiquette',
      markdown:
        '# Welcome\n\nBe **kind**. <img src=x onerror="alert(1)"> [Home](/) [bad](javascript:alert(1))',
    });
    stubCatalog({ '/api/v2/media/page0001': media(page) });
    renderApp('/m/page0001/studio-etiquette');
    const body = await screen.findByTestId('page-markdown');
    expect(within(body).getByRole('heading', { level: 2, name: 'Welcome' })).toBeTruthy();
    expect(body.querySelector('strong')?.textContent).toBe('kind');
    expect(body.querySelector('img')).toBeNull();
    expect(within(body).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(body.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('opens the trailer in a modal that Escape closes, giving focus back', async () => {
    const trailer = testMedia({
      mediaid: 'trail001',
      title: 'A First Look at Barre',
      contentType: 'trailer',
    });
    stubCatalog({
      ...classRoutes,
      '/api/v2/media/abcd1234': media({ ...barre, trailerId: 'trail001' }),
      '/api/v2/media/trail001': media(trailer),
    });
    renderApp('/m/abcd1234/barre-basics');
    const button = await screen.findByRole('button', { name: 'Trailer' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Trailer: A First Look at Barre' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Trailer' }));
  });
});
