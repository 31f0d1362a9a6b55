import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import LibraryPage from './LibraryPage';

/* Editing a resource's and an issue's fields from the Library's tables, checked as the API checks them. */
afterEach(() => vi.unstubAllGlobals());

const resource = {
  id: 'res00001',
  programId: 'prg-basics',
  programName: 'Ballet Basics',
  title: 'Barre chart',
  description: '',
  access: 'members',
  canDownload: true,
  fileSize: 12_345,
  url: '/media/resources/res00001.pdf',
};
const magazine = {
  id: 'mag00001',
  title: 'Winter issue',
  description: '',
  buyUrl: null,
  totalPages: 4,
  renderedPages: 4,
  state: 'ready',
  failure: null,
  published: false,
  publishedAt: null,
  sourceBytes: 99_000,
  cover: null,
  readerPath: '/magazine/mag00001',
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The server: the library, and PATCH answering `patchAnswer` (the changed row by default). */
function stubServer(patchAnswer?: Response) {
  const patches: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        patches.push({ path, body });
        if (patchAnswer) return patchAnswer;
        const answer = path.includes('/resources/')
          ? { resource: { ...resource, ...body } }
          : { magazine: { ...magazine, ...body } };
        return new Response(JSON.stringify(answer));
      }
      return new Response(
        JSON.stringify({
          magazines: [magazine],
          resources: [resource],
          programs: [
            { id: 'prg-basics', name: 'Ballet Basics' },
            { id: 'prg-pointe', name: 'Pointe Prep' },
          ],
          maxUploadBytes: 200 * 1024 * 1024,
          pagesUnavailable: null,
        }),
      );
    }),
  );
  return patches;
}

function renderLibrary() {
  window.history.replaceState(null, '', '/studio/library');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router base="/studio">
          <LibraryPage />
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

it('moves a resource to another program and opens it to everyone, sending the changed fields', async () => {
  const patches = stubServer();
  renderLibrary();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Barre chart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Barre chart' });
  fireEvent.change(within(dialog).getByLabelText('Program'), { target: { value: 'prg-pointe' } });
  fireEvent.change(within(dialog).getByLabelText('Who may open it'), { target: { value: 'everyone' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(patches).toEqual([
    {
      path: '/api/studio/library/resources/res00001',
      body: {
        title: 'Barre chart',
        description: '',
        access: 'everyone',
        canDownload: true,
        programId: 'prg-pointe',
      },
    },
  ]);
});

it('refuses an empty title beside its field and sends nothing', async () => {
  const patches = stubServer();
  renderLibrary();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Barre chart' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const title = within(dialog).getByLabelText('Title');
  await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
  expect(within(dialog).getByText('must not be empty')).toBeTruthy();
  expect(patches).toEqual([]);
});

it("shows the server's refusal of an issue's shop link beside the field, and keeps the dialog open", async () => {
  const refusal = {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Invalid request. buyUrl: must be an address starting with https://',
  };
  stubServer(new Response(JSON.stringify(refusal), { status: 400 }));
  renderLibrary();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Winter issue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Winter issue' });
  fireEvent.change(within(dialog).getByLabelText(/Shop link/), {
    target: { value: 'https://shop.example.test/winter' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('must be an address starting with https://')).toBeTruthy();
  expect(screen.getByRole('dialog')).toBe(dialog);
});
