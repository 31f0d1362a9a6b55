import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import ClassesPage from './ClassesPage';
import { classListQueryOf, classListSearch } from './list-url';

/*
 * The classes list keeps its query in the address (use-class-list-url.ts): read by the API's own
 * schema, written with each change as a step of history, a bad part left out for its default.
 */
afterEach(() => vi.unstubAllGlobals());

const row = (id: string, title: string) => ({
  id,
  title,
  instructor: null,
  level: 'beginner',
  style: null,
  genre: null,
  tags: [],
  durationSeconds: 754,
  access: 'members',
  contentType: 'video',
  trailerId: null,
  posterId: null,
  state: 'draft',
  publishAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  videoStatus: null,
});

/** The server: every list request is kept; each answers two classes of 60 (as if a page of them). */
function stubServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path.startsWith('/api/studio/classes/facets'))
        return new Response(JSON.stringify({ styles: [], instructors: [], timeZone: 'UTC' }));
      asked.push(path);
      const params = new URL(path, 'http://x').searchParams;
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 25);
      return new Response(
        JSON.stringify({
          classes: [row('cls00001', 'Adagio'), row('cls00002', 'Barre')],
          total: 60,
          totalExact: true,
          hasMore: page * pageSize < 60,
          page,
          pageSize,
          timeZone: 'UTC',
        }),
      );
    }),
  );
  return asked;
}

function renderList(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router base="/studio">
          <ClassesPage />
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

/** The browser's Back: the address it held before, told by popstate. */
const back = (url: string) =>
  act(() => {
    window.history.replaceState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

it('reads the query from the address, asks the API the same, and shows it in the controls', async () => {
  const asked = stubServer();
  renderList('/studio/classes?level=beginner&sort=title&order=desc&page=2&pageSize=50');
  await screen.findByRole('table');
  expect(asked[0]).toBe('/api/studio/classes?level=beginner&sort=title&order=desc&page=2&pageSize=50');
  expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('beginner');
  expect((screen.getByLabelText('Per page') as HTMLSelectElement).value).toBe('50');
  expect(header('Title').getAttribute('aria-sort')).toBe('descending');
  expect(header('Changed').getAttribute('aria-sort')).toBe('none');
  expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 2 of 2');
});

it('leaves out each part of a hand-edited address the schema refuses, and puts right the address', async () => {
  const asked = stubServer();
  const before = window.history.length;
  renderList('/studio/classes?q=barre&level=expert&sort=views&pageSize=7000&state=draft&page=-3&other=kept');
  await screen.findByRole('table');
  expect(asked[0]).toBe('/api/studio/classes?q=barre&state=draft');
  await waitFor(() => expect(window.location.search).toBe('?other=kept&q=barre&state=draft'));
  expect(window.history.length).toBe(before);
  expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe('');
  expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('barre');
});

it('makes each change a step of history, back to page 1; Back shows the list before it', async () => {
  const asked = stubServer();
  renderList('/studio/classes?page=2');
  await screen.findByRole('table');
  const before = window.history.length;
  fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'advanced' } });
  await waitFor(() => expect(window.location.search).toBe('?level=advanced'));
  expect(window.history.length).toBe(before + 1);
  await waitFor(() => expect(asked.at(-1)).toBe('/api/studio/classes?level=advanced'));
  back('/studio/classes?page=2');
  await waitFor(() => expect((screen.getByLabelText('Level') as HTMLSelectElement).value).toBe(''));
  // The list before it, as it was (from the cache: no new request).
  expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 2 of 3');
  expect(asked).toEqual(['/api/studio/classes?page=2', '/api/studio/classes?level=advanced']);
});

it('sorts by a header, reverses on a second click, and gives dates newest first at the first', async () => {
  stubServer();
  renderList('/studio/classes');
  await screen.findByRole('table');
  expect(header('Changed').getAttribute('aria-sort')).toBe('descending');
  fireEvent.click(within(header('Title')).getByRole('button'));
  await waitFor(() => expect(window.location.search).toBe('?sort=title'));
  expect(header('Title').getAttribute('aria-sort')).toBe('ascending');
  fireEvent.click(within(header('Title')).getByRole('button'));
  await waitFor(() => expect(window.location.search).toBe('?sort=title&order=desc'));
  expect(header('Title').getAttribute('aria-sort')).toBe('descending');
  fireEvent.click(within(header('Publication')).getByRole('button'));
  await waitFor(() => expect(window.location.search).toBe('?sort=published'));
  expect(header('Publication').getAttribute('aria-sort')).toBe('descending');
  fireEvent.click(within(header('Duration')).getByRole('button'));
  await waitFor(() => expect(window.location.search).toBe('?sort=duration'));
  expect(header('Duration').getAttribute('aria-sort')).toBe('ascending');
});

it('pages with Next and a page size in the address', async () => {
  const asked = stubServer();
  renderList('/studio/classes?level=beginner');
  const pager = await screen.findByRole('navigation', { name: 'Pages' });
  fireEvent.click(within(pager).getByRole('button', { name: /Next page/ }));
  await waitFor(() => expect(window.location.search).toBe('?level=beginner&page=2'));
  await waitFor(() => expect(asked.at(-1)).toBe('/api/studio/classes?level=beginner&page=2'));
  fireEvent.change(within(pager).getByLabelText('Per page'), { target: { value: '100' } });
  await waitFor(() => expect(window.location.search).toBe('?level=beginner&pageSize=100'));
});

it('puts the search in the address once typing pauses, one step of history for the search', async () => {
  const asked = stubServer();
  renderList('/studio/classes');
  await screen.findByRole('table');
  const before = window.history.length;
  const box = screen.getByRole('searchbox');
  fireEvent.change(box, { target: { value: 'bar' } });
  await waitFor(() => expect(window.location.search).toBe('?q=bar'));
  // A space typed at the end stays in the box while the address has the words.
  fireEvent.change(box, { target: { value: 'barre ' } });
  await waitFor(() => expect(window.location.search).toBe('?q=barre'));
  expect((box as HTMLInputElement).value).toBe('barre ');
  expect(window.history.length).toBe(before + 1);
  expect(asked.filter((path) => path.includes('q='))).toEqual([
    '/api/studio/classes?q=bar',
    '/api/studio/classes?q=barre',
  ]);
  back('/studio/classes');
  await waitFor(() => expect((box as HTMLInputElement).value).toBe(''));
});

it('shows a filter the address holds even when the studio no longer offers it', async () => {
  const asked = stubServer();
  renderList('/studio/classes?instructor=Nina%20Petrova');
  await screen.findByRole('table');
  expect(asked[0]).toBe('/api/studio/classes?instructor=Nina+Petrova');
  expect((screen.getByLabelText('Instructor') as HTMLSelectElement).value).toBe('Nina Petrova');
});

it('reads and writes the same query the API takes, defaults left out', () => {
  const read = classListQueryOf(new URLSearchParams('sort=updated&order=desc&page=1&pageSize=25&q=%20'));
  expect(classListSearch(read)).toBe('');
  const query = classListQueryOf(new URLSearchParams('pageSize=50&instructor=Nina%20Petrova&sort=state'));
  expect(classListSearch(query)).toBe('instructor=Nina+Petrova&sort=state&pageSize=50');
});
