import type { StudioPlaylist, StudioPlaylistWrite, StudioSeries, StudioSeriesWrite } from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import EditorPage from './EditorPage';

afterEach(() => vi.unstubAllGlobals());

const found = (mediaId: string, title: string) => ({
  mediaId,
  title,
  durationSeconds: 600,
  posterId: `p${mediaId}`,
  classState: 'published' as const,
});
const playlist: StudioPlaylist = {
  id: 'morning-barre',
  title: 'Morning Barre',
  description: '',
  posterId: null,
  freeTier: null,
  kind: 'manual',
  tags: [],
  items: [found('barre001', 'Barre Basics'), found('stretch1', 'Deep Stretch')],
};
const series: StudioSeries = {
  id: 'turns',
  mediaId: 'series99',
  title: 'Turns',
  description: '',
  posterId: null,
  published: false,
  seasons: [
    { title: 'Spotting', episodes: [found('barre001', 'Barre Basics'), found('stretch1', 'Deep Stretch')] },
  ],
};

/** The server as the editors ask it: every PUT kept in `saved`; DELETE answers `deleteAnswer`. */
function stubServer(saved: unknown[], deleteAnswer = { status: 204, body: '' }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (init?.method === 'PUT') saved.push(JSON.parse(String(init.body)));
      if (init?.method === 'DELETE')
        return new Response(deleteAnswer.body || null, { status: deleteAnswer.status });
      if (path === '/api/studio/playlists/morning-barre') return json({ playlist });
      if (path === '/api/studio/series/turns') return json({ series });
      if (path.startsWith('/api/studio/programs/lessons'))
        return json({ lessons: [found('cardio01', 'Cardio Ballet')] });
      return json({ message: `no stub for ${path}` }, 404);
    }),
  );
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router hook={memoryLocation({ path }).hook}>
          <Route path="/collections/:kind/:id">
            <EditorPage />
          </Route>
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

const announcer = () => screen.getByTestId('builder-announcer');
const titles = (within_: HTMLElement = document.body) =>
  within(within_)
    .getAllByTestId('class-row')
    .map((row) => row.querySelector('[data-testid="class-title"]')?.textContent);

it('reorders a playlist by the Move menu, says so, adds a class found by title, and saves the order', async () => {
  const saved: StudioPlaylistWrite[] = [];
  stubServer(saved);
  renderAt('/collections/playlists/morning-barre');
  const trigger = await screen.findByRole('button', { name: 'Move Deep Stretch' });
  fireEvent.click(trigger);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up' }));
  fireEvent.click(screen.getByRole('button', { name: 'Move up' }));
  expect(announcer().textContent).toBe('Deep Stretch moved to position 1 of 2.');
  expect(titles()).toEqual(['Deep Stretch', 'Barre Basics']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Deep Stretch' }));

  fireEvent.change(screen.getByLabelText('Find classes to add to Morning Barre'), {
    target: { value: 'cardio' },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Cardio Ballet to Morning Barre' }));
  expect(titles()).toEqual(['Deep Stretch', 'Barre Basics', 'Cardio Ballet']);
  expect(screen.getByText('Unsaved changes')).toBeTruthy();

  fireEvent.click(screen.getByTestId('save'));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({ title: 'Morning Barre', items: ['stretch1', 'barre001', 'cardio01'] });
});

it('shows a bad value beside its field without saving', async () => {
  const saved: unknown[] = [];
  stubServer(saved);
  renderAt('/collections/playlists/morning-barre');
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: ' ' } });
  fireEvent.click(screen.getByTestId('save'));
  const field = screen.getByLabelText('Title');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(String(field.getAttribute('aria-describedby')))?.textContent).toBe(
    'A playlist needs a title',
  );
  expect(saved).toEqual([]);
});

it('asks before deleting, and keeps the refusal naming where the playlist is shown in the dialog', async () => {
  const refusal = 'It is still shown in the collection “Start Here”: take it out there first';
  stubServer([], { status: 409, body: JSON.stringify({ statusCode: 409, message: refusal }) });
  renderAt('/collections/playlists/morning-barre');
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = screen.getByTestId('delete-dialog');
  expect(within(dialog).getByRole('heading').textContent).toBe('Delete Morning Barre?');
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText(refusal)).toBeTruthy();
});

it('adds a season, moves an episode into it by the Move menu, and saves the seasons in order', async () => {
  const saved: StudioSeriesWrite[] = [];
  stubServer(saved);
  renderAt('/collections/series/turns');
  fireEvent.click(await screen.findByTestId('add-season'));
  fireEvent.change(screen.getByLabelText('Title of season 2'), { target: { value: 'Pirouettes' } });

  fireEvent.click(screen.getByRole('button', { name: 'Move Deep Stretch' }));
  fireEvent.click(screen.getByRole('button', { name: 'Move to…' }));
  fireEvent.change(screen.getByLabelText('Into'), {
    target: { value: screen.getByRole('option', { name: 'Season 2: Pirouettes' }).getAttribute('value') },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Move' }));
  expect(announcer().textContent).toBe('Deep Stretch moved to Season 2: Pirouettes, position 1 of 1.');
  const seasons = screen.getAllByTestId('season');
  expect(titles(seasons[0] as HTMLElement)).toEqual(['Barre Basics']);
  expect(titles(seasons[1] as HTMLElement)).toEqual(['Deep Stretch']);

  fireEvent.click(screen.getByRole('button', { name: 'Move Pirouettes' }));
  fireEvent.click(screen.getByRole('button', { name: 'Move up' }));
  expect(announcer().textContent).toBe('Pirouettes moved to position 1 of 2.');
  fireEvent.click(screen.getByTestId('published'));
  fireEvent.click(screen.getByTestId('save'));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toMatchObject({
    published: true,
    seasons: [
      { title: 'Pirouettes', episodes: ['stretch1'] },
      { title: 'Spotting', episodes: ['barre001'] },
    ],
  });
});
