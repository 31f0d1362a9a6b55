import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import CollectionsPage from './CollectionsPage';

afterEach(() => vi.unstubAllGlobals());

const asked: string[] = [];
function stubServer() {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? 'GET'} ${path}`);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (path.startsWith('/api/studio/playlists') && init?.method === 'POST')
        return json(
          {
            playlist: {
              id: 'untitled-playlist',
              title: 'Untitled playlist',
              description: '',
              posterId: null,
              freeTier: null,
              kind: 'manual',
              tags: [],
              items: [],
            },
          },
          201,
        );
      if (path.startsWith('/api/studio/playlists'))
        return json({
          playlists: [{ id: 'beginners', title: 'Beginners', kind: 'manual', freeTier: 'free', items: 2 }],
        });
      if (path.startsWith('/api/studio/series'))
        return json({
          series: [{ id: 'fnd', title: 'Foundations', published: false, seasons: 2, episodes: 4 }],
        });
      return json({ message: `no stub for ${path}` }, 404);
    }),
  );
}

function renderPage(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/collections">
            <CollectionsPage />
          </Route>
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
  return location;
}

it('lists the open tab only, each title opening its editor, and New opens a new one', async () => {
  stubServer();
  const location = renderPage('/collections');
  const table = await screen.findByTestId('collections-table');
  expect(within(table).getByRole('link', { name: 'Beginners' }).getAttribute('href')).toBe(
    '/collections/playlists/beginners',
  );
  expect(within(table).getByText('Anyone (free)')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Playlists' }).getAttribute('aria-current')).toBe('page');
  expect(asked).toEqual(['GET /api/studio/playlists']);

  fireEvent.click(screen.getByTestId('new-item'));
  await waitFor(() => expect(location.history?.at(-1)).toBe('/collections/playlists/untitled-playlist'));
  expect(asked).toContain('POST /api/studio/playlists');
});

it('shows the series tab with each series’ state in words', async () => {
  stubServer();
  renderPage('/collections?tab=series');
  const table = await screen.findByTestId('collections-table');
  expect(within(table).getByText('Hidden')).toBeTruthy();
  expect(within(table).getByText('2 seasons, 4 episodes')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Series' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByTestId('new-item').textContent).toBe('New series');
});
