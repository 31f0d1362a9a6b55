import type { StudioHomeAnswer, StudioHomeWrite } from '@releve/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPageAlone } from '../../../testing/render-app';
import HomeEditorPage from './HomeEditorPage';

afterEach(() => vi.unstubAllGlobals());

const home: StudioHomeAnswer = {
  rows: [
    { name: 'Featured', showTo: 'all', content: { kind: 'section', type: 'featured' } },
    { name: 'Beginners', showTo: 'all', content: { kind: 'playlist', playlistId: 'beginners' } },
  ],
  featured: [],
  timeZone: 'Europe/Paris',
  classTitles: {},
  playlists: [{ id: 'beginners', title: 'Beginners' }],
  programs: [],
  levels: ['beginner', 'intermediate', 'advanced'],
  styles: [],
  instructors: [],
  dailyClasses: [],
};

/** The server as the editor asks it; every PUT is kept in `published`. */
function stubServer(published: StudioHomeWrite[], answer: Partial<StudioHomeAnswer> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const json = (body: unknown) => new Response(JSON.stringify(body));
      if (path === '/api/studio/home' && init?.method === 'PUT') {
        const write = JSON.parse(String(init.body)) as StudioHomeWrite;
        published.push(write);
        return json({ ...home, ...answer, ...write });
      }
      if (path === '/api/studio/home') return json({ ...home, ...answer });
      return new Response(JSON.stringify({ message: `no stub for ${path}` }), { status: 404 });
    }),
  );
}

function renderEditor() {
  renderPageAlone(<HomeEditorPage />);
}

const rowHeadings = () =>
  within(screen.getByTestId('home-rows'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

it('adds a rule row for members, refuses a bad length beside its field, and publishes the rule', async () => {
  const published: StudioHomeWrite[] = [];
  stubServer(published);
  renderEditor();
  fireEvent.change(await screen.findByTestId('add-row-kind'), { target: { value: 'rule' } });
  fireEvent.click(screen.getByTestId('add-row'));
  const row = screen.getAllByTestId('home-row')[2] as HTMLElement;
  // The new row takes the focus at its title.
  await waitFor(() => expect(document.activeElement).toBe(within(row).getByLabelText('Row title')));
  fireEvent.change(within(row).getByLabelText('Row title'), { target: { value: '10 minutes or shorter' } });
  fireEvent.change(within(row).getByLabelText('Who sees it'), { target: { value: 'all-members' } });
  fireEvent.change(within(row).getByLabelText('At least (minutes)'), { target: { value: '20' } });
  fireEvent.change(within(row).getByLabelText('At most (minutes)'), { target: { value: '10' } });

  fireEvent.click(screen.getByTestId('publish-home'));
  const atMost = within(row).getByLabelText('At most (minutes)');
  await waitFor(() => expect(atMost.getAttribute('aria-invalid')).toBe('true'));
  expect(within(row).getByText('must be at least the shortest length')).toBeTruthy();
  expect(published).toHaveLength(0);

  fireEvent.change(within(row).getByLabelText('At least (minutes)'), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('publish-home'));
  await waitFor(() => expect(published).toHaveLength(1));
  expect(published[0]?.rows[2]).toEqual({
    name: '10 minutes or shorter',
    showTo: 'all-members',
    content: {
      kind: 'rule',
      playlistId: null,
      limit: 12,
      rule: {
        tag: null,
        level: null,
        style: null,
        instructor: null,
        minMinutes: null,
        maxMinutes: 10,
        order: 'newest',
        days: null,
      },
    },
  });
  expect(await screen.findByText('Published: members see the new home page.')).toBeTruthy();
});

it('moves a row up by its menu alone, says so, and publishes the new order', async () => {
  const published: StudioHomeWrite[] = [];
  stubServer(published);
  renderEditor();
  fireEvent.click(await screen.findByRole('button', { name: 'Move Beginners' }));
  fireEvent.click(screen.getByRole('button', { name: 'Move up' }));
  expect(screen.getByTestId('builder-announcer').textContent).toBe('Beginners moved to position 1 of 2.');
  expect(rowHeadings()).toEqual(['Row 1: Beginners (A playlist)', 'Row 2: Featured (Built-in row)']);
  fireEvent.click(screen.getByTestId('publish-home'));
  await waitFor(() => expect(published).toHaveLength(1));
  expect(published[0]?.rows.map((row) => row.name)).toEqual(['Beginners', 'Featured']);
});

const pickedKinds = [
  { kind: 'programs', one: 'program', list: 'Programs', ids: 'programIds' },
  { kind: 'playlists', one: 'playlist', list: 'Playlists', ids: 'playlistIds' },
] as const;

it.each(pickedKinds)(
  'adds a row of hand-picked $kind, puts the second first with its Move menu, and publishes that order',
  async ({ kind, one, list, ids }) => {
    const published: StudioHomeWrite[] = [];
    stubServer(published, {
      [kind]: [
        { id: 'basics', title: 'Ballet Basics' },
        { id: 'pointe', title: 'Journey to Pointe' },
      ],
    });
    renderEditor();
    fireEvent.change(await screen.findByTestId('add-row-kind'), { target: { value: kind } });
    fireEvent.click(screen.getByTestId('add-row'));
    const row = screen.getAllByTestId('home-row')[2] as HTMLElement;
    fireEvent.change(within(row).getByLabelText('Row title'), { target: { value: 'Start here' } });
    for (const id of ['basics', 'pointe']) {
      fireEvent.change(within(row).getByLabelText(`Add a ${one} to Start here`), { target: { value: id } });
      fireEvent.click(within(row).getByRole('button', { name: 'Add' }));
    }
    const picked = within(row).getByRole('list', { name: list });
    expect(
      within(picked)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Ballet Basics', 'Journey to Pointe']);
    fireEvent.click(within(picked).getByRole('button', { name: 'Move Journey to Pointe' }));
    fireEvent.click(within(picked).getByRole('button', { name: 'Move up' }));
    fireEvent.click(screen.getByTestId('publish-home'));
    await waitFor(() => expect(published).toHaveLength(1));
    expect(published[0]?.rows[2]).toEqual({
      name: 'Start here',
      showTo: 'all',
      content: { kind, [ids]: ['pointe', 'basics'] },
    });
  },
);
