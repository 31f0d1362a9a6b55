import type { Episode, EpisodesAnswer, SeriesAnswer } from '@releve/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMedia } from '../../../testing/media';
import { renderApp } from '../../../testing/render-app';
import { failWith, stubCatalog } from './catalog-stub';

// The page module is loaded lazily; transformed once up front, no test pays for it in its timeout.
beforeAll(() => import('../routes/SeriesPage'), 30_000);

afterEach(() => vi.unstubAllGlobals());

const firstLoad = { timeout: 5000 };

const series: SeriesAnswer = {
  series_id: 'ser1',
  title: 'Pointe Diaries',
  description: 'A year on pointe, one week at a time.',
  image: null,
  images: [],
  media_id: 'show0001',
  seasons: [
    { season_number: 1, season_title: 'Season 1: First shoes', episode_count: 21 },
    { season_number: 2, season_title: 'Season 2: Rising', episode_count: 2 },
  ],
  episode_count: 23,
};

function episode(season: number, number: number): Episode {
  const mediaid = `ep${season}${String(number).padStart(5, '0')}`;
  return {
    season_number: season,
    episode_number: number,
    media_item: testMedia({
      mediaid,
      title: `Week ${number} of season ${season}`,
      contentType: 'episode',
      seriesId: 'ser1',
      seasonNumber: season,
      episodeNumber: number,
      link: `/m/${mediaid}/week`,
    }),
  };
}

const page = (episodes: Episode[], pageNumber: number, total: number): EpisodesAnswer => ({
  episodes,
  pagination: { page: pageNumber, page_limit: 20, total },
});

const seasonOne = Array.from({ length: 21 }, (_, index) => episode(1, index + 1));
const seasonTwo = [episode(2, 1), episode(2, 2)];
const all = [...seasonOne, ...seasonTwo];

const routes = {
  '/api/apps/series/ser1': series,
  '/api/apps/series/ser1/episodes?page_offset=1&page_limit=20': page(all.slice(0, 20), 1, 23),
  '/api/apps/series/ser1/episodes?page_offset=2&page_limit=20': page(all.slice(20), 2, 23),
  '/api/apps/series/ser1/seasons/2/episodes': page(seasonTwo, 1, 2),
};

describe('series page', () => {
  it('lists every season at first, filters by season and loads more episodes', async () => {
    const fetchMock = stubCatalog(routes);
    renderApp('/s/ser1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pointe Diaries' }, firstLoad)).toBeTruthy();
    expect(screen.getByText('2 seasons · 23 episodes')).toBeTruthy();
    const episodes = await screen.findByRole('list', { name: 'Episodes' });
    await waitFor(() => expect(within(episodes).getAllByRole('link')).toHaveLength(20));
    expect(screen.getByRole('button', { name: 'All seasons' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Episodes' })).getAllByRole('link')).toHaveLength(23),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Season 2: Rising' }));
    expect(screen.getByRole('button', { name: 'Season 2: Rising' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Episodes' })).getAllByRole('link')).toHaveLength(2),
    );
    expect(
      fetchMock.mock.calls.some(([path]) =>
        String(path).startsWith('/api/apps/series/ser1/seasons/2/episodes?'),
      ),
    ).toBe(true);
  });

  it('selects the e episode for the play button and highlights its card', async () => {
    stubCatalog({
      ...routes,
      '/api/v2/media/ep100003': { feedid: 'x', title: 'x', playlist: [seasonOne[2]?.media_item] },
    });
    renderApp('/s/ser1?e=ep100003&r=pl1');
    const selected = await screen.findByTestId('selected-episode', {}, firstLoad);
    await waitFor(() => expect(selected.textContent).toContain('S1 E3 · Week 3 of season 1'));
    const card = await screen.findByRole('link', { name: /Selected.*Week 3 of season 1/ });
    expect(card.getAttribute('href')).toBe('/s/ser1?e=ep100003&r=pl1');
    expect(card.closest('li')?.hasAttribute('data-selected')).toBe(true);
    expect(screen.getAllByText('Selected')).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: /Week 5 of season 1/ }));
    await waitFor(() => expect(window.location.search).toBe('?e=ep100005&r=pl1'));
  });

  it('falls back to the first episode without e', async () => {
    stubCatalog(routes);
    renderApp('/s/ser1');
    const selected = await screen.findByTestId('selected-episode', {}, firstLoad);
    expect(selected.textContent).toContain('S1 E1 · Week 1 of season 1');
  });

  it('is not found when the series does not exist and no media page is known', async () => {
    stubCatalog({ '/api/apps/series/nope': failWith(404, 'Series not found') });
    renderApp('/s/nope');
    expect(await screen.findByRole('heading', { name: "This page doesn't exist." }, firstLoad)).toBeTruthy();
  });

  it('sends a missing series back to the media page it came from, keeping the query', async () => {
    const show = testMedia({
      mediaid: 'show0001',
      contentType: 'series',
      seriesId: 'nope',
      link: '/m/show0001/pd',
    });
    stubCatalog({
      '/api/v2/media/show0001': { feedid: 'show0001', title: 'x', playlist: [show] },
      '/api/apps/series/nope': failWith(404, 'Series not found'),
    });
    renderApp('/m/show0001/pd?r=pl1');
    await waitFor(() => expect(window.location.pathname).toBe('/s/nope'), firstLoad);
    await waitFor(() => expect(window.location.pathname).toBe('/m/show0001/pd'), firstLoad);
    expect(window.location.search).toBe('?r=pl1');
    expect(window.history.state).toMatchObject({ seriesMissing: true });
  });

  it('shows the series error page when the series cannot be loaded', async () => {
    stubCatalog({ '/api/apps/series/ser1': failWith(500, 'boom') });
    renderApp('/s/ser1');
    expect(await screen.findByRole('heading', { name: 'An error occurred' }, { timeout: 8000 })).toBeTruthy();
  });
});
