import type { StudioClass } from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import ClassEditorPage from './ClassEditorPage';

afterEach(() => vi.unstubAllGlobals());

const draft: StudioClass = {
  id: 'abcd1234',
  title: 'Adagio',
  description: '',
  instructor: null,
  level: null,
  style: null,
  genre: null,
  tags: [],
  durationSeconds: 0,
  access: 'members',
  contentType: 'video',
  trailerId: null,
  posterId: null,
  state: 'draft',
  publishAt: null,
  video: null,
  updatedAt: '2026-11-28T10:00:00.000Z',
};

/** The server as the editor asks it: the class `current()` answers, a PATCH changing it through `save`. */
function stubServer(
  current: () => StudioClass,
  save: (fields: Partial<StudioClass>) => StudioClass,
  styles: { style: string; name: string; genre: string | null }[] = [],
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const json = (body: unknown) => new Response(JSON.stringify(body));
      if (path === '/api/studio/me')
        return json({ userId: 'u1', email: 'o@example.test', role: 'owner', sections: [] });
      if (path === '/api/studio/classes/facets') return json({ styles, instructors: [], timeZone: 'UTC' });
      if (path === '/api/studio/classes/abcd1234' && init?.method === 'PATCH')
        return json({ class: save(JSON.parse(String(init.body))), timeZone: 'UTC' });
      if (path === '/api/studio/classes/abcd1234') return json({ class: current(), timeZone: 'UTC' });
      return new Response(JSON.stringify({ message: `no stub for ${path}` }), { status: 404 });
    }),
  );
}

function renderEditor() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router hook={memoryLocation({ path: '/classes/abcd1234' }).hook}>
          <Route path="/classes/:id">
            <ClassEditorPage />
          </Route>
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

it('still says Saved. once the saved class comes back and the form is made anew from it', async () => {
  let current = draft;
  const reads: string[] = [];
  stubServer(
    () => {
      reads.push(current.updatedAt);
      return current;
    },
    (fields) => {
      current = { ...current, ...fields, updatedAt: '2026-11-28T10:01:00.000Z' };
      return current;
    },
  );
  renderEditor();
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Adagio and balances' } });
  fireEvent.click(screen.getByTestId('save-class'));
  // The save's answer is read again (the class's queries are forgotten), and the form is keyed by it.
  await waitFor(() => expect(reads).toContain('2026-11-28T10:01:00.000Z'));
  await screen.findByRole('heading', { level: 1, name: 'Adagio and balances' });
  expect(screen.getByText('Saved.')).toBeTruthy();
  // Typing again takes it away: what is on screen is no longer what was saved.
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Adagio' } });
  expect(screen.queryByText('Saved.')).toBeNull();
});

it('gives a short video its length in seconds, not "0 min"', async () => {
  stubServer(
    () => ({ ...draft, durationSeconds: 3 }),
    () => draft,
  );
  renderEditor();
  expect(await screen.findByText('Duration: 3 s')).toBeTruthy();
});

it('names each style as the studio does, and saves its slug', async () => {
  let saved: Partial<StudioClass> = {};
  stubServer(
    () => ({ ...draft, style: 'ballet-barre' }),
    (fields) => {
      saved = fields;
      return { ...draft, ...fields };
    },
    [
      { style: 'ballet-barre', name: 'Ballet Barre', genre: 'Ballet' },
      { style: 'stretching', name: 'Stretching', genre: null },
    ],
  );
  renderEditor();
  const style = (await screen.findByLabelText('Style')) as HTMLSelectElement;
  await waitFor(() => expect(style.selectedOptions[0]?.textContent).toBe('Ballet Barre'));
  expect([...style.options].map((option) => option.textContent)).toEqual(['—', 'Ballet Barre', 'Stretching']);
  fireEvent.change(style, { target: { value: 'stretching' } });
  fireEvent.click(screen.getByTestId('save-class'));
  await waitFor(() => expect(saved.style).toBe('stretching'));
});
