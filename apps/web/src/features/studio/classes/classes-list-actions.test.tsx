import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import ClassesPage from './ClassesPage';

/* The classes list's rows: Delete for drafts (asked first), the probe's duration, a total estimated. */
afterEach(() => vi.unstubAllGlobals());

const row = (id: string, title: string, state: 'draft' | 'published') => ({
  id,
  title,
  instructor: null,
  level: null,
  style: null,
  genre: null,
  tags: [],
  durationSeconds: 754,
  access: 'members',
  contentType: 'video',
  trailerId: null,
  posterId: null,
  state,
  publishAt: state === 'draft' ? null : '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  videoStatus: 'ready',
});

/** The server: a page of a draft and a published class; DELETE answers `deleteAnswer`. */
function stubServer(deleteAnswer: Response, page: object = {}) {
  const calls: string[] = [];
  let rows = [row('cls00001', 'Adagio', 'draft'), row('cls00002', 'Barre', 'published')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      if (path.startsWith('/api/studio/classes/facets'))
        return new Response(JSON.stringify({ styles: [], instructors: [], timeZone: 'UTC' }));
      if (init?.method === 'DELETE') {
        if (deleteAnswer.ok) rows = rows.filter((one) => !path.endsWith(one.id));
        return deleteAnswer;
      }
      return new Response(
        JSON.stringify({
          classes: rows,
          total: rows.length,
          totalExact: true,
          hasMore: false,
          page: 1,
          pageSize: 25,
          timeZone: 'UTC',
          ...page,
        }),
      );
    }),
  );
  return calls;
}

function renderList() {
  window.history.replaceState(null, '', '/studio/classes');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router base="/studio">
          <ClassesPage />
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

it('offers Delete on drafts alone, asks first, and deletes once confirmed', async () => {
  const calls = stubServer(new Response(null, { status: 204 }));
  renderList();
  const table = await screen.findByRole('table');
  expect(within(table).queryByRole('button', { name: 'Delete Barre' })).toBeNull();
  fireEvent.click(within(table).getByRole('button', { name: 'Delete Adagio' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Adagio”?' });
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

  fireEvent.click(within(table).getByRole('button', { name: 'Delete Adagio' }));
  fireEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete the draft' }),
  );
  expect(await screen.findByText('“Adagio” was deleted.')).toBeTruthy();
  expect(calls).toContain('DELETE /api/studio/classes/cls00001');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Adagio')).toBeNull());
});

it("keeps the server's refusal in the dialog (a class published meanwhile)", async () => {
  const refusal =
    'Unpublish the class before deleting it: members may have it in their favourites and history';
  stubServer(new Response(JSON.stringify({ statusCode: 409, message: refusal }), { status: 409 }));
  renderList();
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Adagio' }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the draft' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
});

it("shows each class's duration as the probe measured it", async () => {
  stubServer(new Response(null, { status: 204 }));
  renderList();
  const adagio = await screen.findByRole('row', { name: /Adagio/ });
  const durations = screen
    .getAllByRole('columnheader')
    .findIndex((cell) => /Duration/.test(cell.textContent ?? ''));
  expect(within(adagio).getAllByRole('cell')[durations]?.textContent).toBe('13 min');
});

it('says about how many when the total is an estimate, and goes on while a page follows', async () => {
  stubServer(new Response(null, { status: 204 }), { total: 50_070, totalExact: false, hasMore: true });
  renderList();
  const pager = await screen.findByRole('navigation', { name: 'Pages' });
  expect(pager.textContent).toContain('Page 1 of about 2,000');
  expect(pager.textContent).toContain('1–25 of about 50,000');
  expect((within(pager).getByRole('button', { name: /Next page/ }) as HTMLButtonElement).disabled).toBe(
    false,
  );
});
