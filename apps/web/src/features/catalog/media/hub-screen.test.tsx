import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testMedia, testPlaylist } from '../../../testing/media';
import { renderApp, testConfig } from '../../../testing/render-app';
import { failWith, stubCatalog } from './catalog-stub';

// The page module is loaded lazily; transformed once up front, no test pays for it in its timeout.
beforeAll(() => import('../routes/MediaPage'), 30_000);

afterEach(() => vi.unstubAllGlobals());

describe('hub', () => {
  it('shows a hero, then one shelf per shelf tag in order; a failed shelf says so', async () => {
    const hub = testMedia({
      mediaid: 'hub00001',
      title: 'Start Here',
      description: 'Everything for your first week.',
      contentType: 'hub',
      tags: 'hub,shelf:first-week,shelf:broken,shelf:teachers',
      link: '/m/hub00001/start-here',
    });
    const classes = [1, 2, 3].map((n) =>
      testMedia({ mediaid: `cls0000${n}`, title: `First class ${n}`, link: `/m/c${n}/x` }),
    );
    stubCatalog({
      '/api/v2/media/hub00001': { feedid: 'x', title: 'x', playlist: [hub] },
      '/api/v2/playlists/first-week': testPlaylist('first-week', classes, {
        title: 'Your First Week',
        total: 30,
      }),
      '/api/v2/playlists/broken': failWith(500, 'boom'),
      '/api/v2/playlists/teachers': testPlaylist('teachers', classes.slice(0, 1), {
        title: 'Meet the Teachers',
      }),
    });
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    renderApp('/m/hub00001/start-here', testConfig(), queryClient);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Start Here' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Everything for your first week.')).toBeTruthy();
    const first = await screen.findByRole('region', { name: 'Your First Week' });
    expect(within(first).getByRole('link', { name: 'Your First Week' }).getAttribute('href')).toBe(
      '/p/first-week',
    );
    expect(within(first).getByRole('link', { name: 'See All: Your First Week' }).getAttribute('href')).toBe(
      '/p/first-week',
    );
    expect(within(first).getAllByRole('link', { name: /First class/ })).toHaveLength(3);

    const teachers = await screen.findByRole('region', { name: 'Meet the Teachers' });
    expect(within(teachers).queryByRole('link', { name: /See All/ })).toBeNull();
    expect(await screen.findByText('Could not load items')).toBeTruthy();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('Your First Week');
    expect(headings.at(-1)).toBe('Meet the Teachers');
  });
});
