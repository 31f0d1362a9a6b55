import type { MediaItem, PlaylistAnswer } from '@releve/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  testCollection,
  testGroup,
  testInitialData,
  testProgram,
  testSection,
} from '../../../testing/browse';
import { baseMediaItem } from '../../../testing/catalog';
import { renderApp, stubApi } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

/** The first render loads the lazily loaded route modules, slow on a busy machine. */
const patient = { timeout: 5000 };

function testItem(id: string): MediaItem {
  return baseMediaItem(id, { link: `/m/${id}/class-${id}` });
}

function playlistPage(
  id: string,
  itemIds: string[],
  offset: number,
  limit: number,
  total: number,
): PlaylistAnswer {
  const next =
    offset - 1 + limit < total ? `/api/v2/playlists/${id}?page_offset=${offset + limit}` : undefined;
  return {
    feedid: id,
    title: `Playlist ${id}`,
    description: `About ${id}`,
    kind: 'manual',
    image: null,
    images: [],
    playlist: itemIds.map(testItem),
    page_offset: offset,
    page_limit: limit,
    total,
    links: { first: '', last: '', ...(next ? { next } : {}) },
  };
}

/** happy-dom lays nothing out, so its observer never fires: this one sees every element at once. */
function stubObserverSeeingEverything() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
        );
      }
      disconnect() {}
    },
  );
}

const blockPath = (id: string) => `/api/v2/playlists/${id}?page_limit=4&page_offset=1`;

describe('programs page', () => {
  it('lists programs by group with drafts last and a Draft badge', async () => {
    stubApi(null, {
      '/api/initial-data': testInitialData({
        programs: [
          testProgram({ id: 'soon', name: 'Pointe Prep', type: 'draft', groups: ['Ballet'] }),
          testProgram({ id: 'basics', name: 'Ballet Basics', groups: ['Ballet'] }),
          testProgram({ id: 'later', name: 'Grand Allegro', type: 'draft', groups: ['Coming Soon'] }),
          testProgram({ id: 'core', name: 'Core Strength', groups: ['Fitness'] }),
          testProgram({ id: 'loose', name: 'Warm-ups', groups: [] }),
        ],
      }),
    });
    renderApp('/programs');
    const ballet = await screen.findByRole('region', { name: 'Ballet' }, patient);
    const links = within(ballet).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/programs/basics', '/programs/soon']);
    expect(within(links[1] as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(within(links[0] as HTMLElement).queryByText('Draft')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Ballet',
      'Fitness',
      'Programs',
      'Coming Soon',
    ]);
  });
});

describe('classes page', () => {
  const data = testInitialData({
    sections: [
      testSection({ id: 'sec-barre', name: 'Barre', collectionIds: ['col-barre'] }),
      testSection({ id: 'sec-xmas', name: 'Nutcracker Moves', collectionIds: ['col-xmas'] }),
    ],
    promotedGroups: [
      testGroup({ id: 'holiday', name: 'Holiday Specials', collectionIds: ['col-xmas'] }),
      testGroup({ id: 'empty', name: 'Nothing Here', collectionIds: ['col-none'] }),
    ],
  });

  it('filters sections by group with chips, and the title carries the group', async () => {
    stubApi(null, { '/api/initial-data': data });
    renderApp('/sections');
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' }, patient)).toBeTruthy();
    const chips = screen.getByRole('group', { name: 'Filter by group' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Show All', 'Holiday Specials']);
    expect(screen.getAllByRole('link', { name: /Barre|Nutcracker/ })).toHaveLength(2);
    fireEvent.click(within(chips).getByRole('button', { name: 'Holiday Specials' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Classes - Holiday Specials' }, patient),
    ).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('group')).toBe('holiday');
    expect(screen.getByRole('link', { name: 'Nutcracker Moves' }).getAttribute('href')).toBe('/p/sec-xmas');
    expect(screen.queryByRole('link', { name: 'Barre' })).toBeNull();
    fireEvent.click(within(chips).getByRole('button', { name: 'Show All' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' }, patient)).toBeTruthy();
  });

  it('offers the same choices in the Filter by menu', async () => {
    stubApi(null, { '/api/initial-data': data });
    renderApp('/sections?group=holiday');
    const menuButton = await screen.findByRole('button', { name: 'Filter by' }, patient);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    fireEvent.click(within(menu).getByRole('button', { name: 'Show All' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('section and collection pages', () => {
  beforeEach(stubObserverSeeingEverything);
  const collections = [
    testCollection({ id: 'col-one', name: 'Adagio', playlistIds: ['pl-1'] }),
    testCollection({ id: 'col-two', name: 'Allegro', playlistIds: ['pl-2'] }),
  ];

  it('filters a section by collection with chips; a dropdown exists for more than one collection', async () => {
    stubApi(null, {
      '/api/initial-data': testInitialData({
        sections: [testSection({ id: 'sec-centre', name: 'Centre', collectionIds: ['col-one', 'col-two'] })],
        collections,
      }),
      [blockPath('pl-1')]: playlistPage('pl-1', ['a1'], 1, 4, 1),
      [blockPath('pl-2')]: playlistPage('pl-2', ['b1'], 1, 4, 1),
    });
    renderApp('/p/sec-centre');
    const chips = await screen.findByRole('group', { name: 'Filter by collection' }, patient);
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Adagio', 'Allegro']);
    expect(await screen.findByRole('link', { name: /Class a1/ }, patient)).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Class b1/ }, patient)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Collection' })).toBeTruthy();
    fireEvent.click(within(chips).getByRole('button', { name: 'Allegro' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Class a1/ })).toBeNull());
    expect(screen.getByRole('link', { name: /Class b1/ }).getAttribute('href')).toBe('/m/b1/class-b1?r=pl-2');
    fireEvent.change(screen.getByRole('combobox', { name: 'Collection' }), { target: { value: 'col-one' } });
    expect(await screen.findByRole('link', { name: /Class a1/ }, patient)).toBeTruthy();
  });

  it('has no dropdown for a section of one collection', async () => {
    stubApi(null, {
      '/api/initial-data': testInitialData({
        sections: [testSection({ id: 'sec-adagio', name: 'Adagio only', collectionIds: ['col-one'] })],
        collections,
      }),
    });
    renderApp('/p/sec-adagio');
    await screen.findByRole('heading', { level: 1, name: 'Adagio only' }, patient);
    expect(within(screen.getByRole('main')).queryByRole('combobox')).toBeNull();
  });

  it('shows a collection as one titled block per playlist, linking to the playlist', async () => {
    stubApi(null, {
      '/api/initial-data': testInitialData({ collections }),
      [blockPath('pl-1')]: playlistPage('pl-1', ['a1', 'a2', 'a3', 'a4'], 1, 4, 9),
    });
    renderApp('/p/col-one');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adagio' }, patient)).toBeTruthy();
    const block = await screen.findByRole('region', { name: 'Playlist pl-1' }, patient);
    expect(within(block).getAllByRole('link', { name: /Class a/ })).toHaveLength(4);
    expect(within(block).getByRole('link', { name: 'See all of Playlist pl-1' }).getAttribute('href')).toBe(
      '/p/pl-1',
    );
  });

  it('answers unknown sections and collections with the playlist-not-found page', async () => {
    stubApi(null, { '/api/initial-data': testInitialData({ collections }) });
    const view = renderApp('/p/col-missing');
    expect(await screen.findByRole('heading', { name: 'Playlist not found' }, patient)).toBeTruthy();
    view.unmount();
    renderApp('/p/sec-missing');
    expect(await screen.findByRole('heading', { name: 'Playlist not found' }, patient)).toBeTruthy();
  });
});

describe('playlist page', () => {
  const first = Array.from({ length: 20 }, (_, i) => `c${i + 1}`);

  it('shows the playlist 20 at a time with Load more, keeping the grid or list choice', async () => {
    stubApi(null, {
      '/api/v2/playlists/pl-9?page_limit=20&page_offset=1': playlistPage('pl-9', first, 1, 20, 23),
      '/api/v2/playlists/pl-9?page_limit=20&page_offset=21': playlistPage(
        'pl-9',
        ['c21', 'c22', 'c23'],
        21,
        20,
        23,
      ),
    });
    const view = renderApp('/p/pl-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Playlist pl-9' }, patient)).toBeTruthy();
    expect(screen.getByText('About pl-9')).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Playlist pl-9' });
    expect(within(grid).getAllByRole('link')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(grid.getAttribute('data-layout')).toBe('list');
    view.unmount();
    renderApp('/p/pl-9');
    const again = await screen.findByRole('list', { name: 'Playlist pl-9' }, patient);
    expect(again.getAttribute('data-layout')).toBe('list');
  });

  it('loads the next page when the member scrolls near the end', async () => {
    stubObserverSeeingEverything();
    stubApi(null, {
      '/api/v2/playlists/pl-9?page_limit=20&page_offset=1': playlistPage('pl-9', first, 1, 20, 23),
      '/api/v2/playlists/pl-9?page_limit=20&page_offset=21': playlistPage(
        'pl-9',
        ['c21', 'c22', 'c23'],
        21,
        20,
        23,
      ),
    });
    renderApp('/p/pl-9');
    const grid = await screen.findByRole('list', { name: 'Playlist pl-9' }, patient);
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(23));
  });

  it('plays the first class with play=1, in the playlist context', async () => {
    stubApi(null, {
      '/api/v2/playlists/pl-9?page_limit=20&page_offset=1': playlistPage('pl-9', first, 1, 20, 23),
    });
    renderApp('/p/pl-9?play=1');
    await waitFor(() => expect(window.location.pathname).toBe('/m/c1/class-c1'), patient);
    expect(new URLSearchParams(window.location.search).get('play')).toBe('1');
    expect(new URLSearchParams(window.location.search).get('r')).toBe('pl-9');
  });

  it('opens the channel the query names, playing it with play=1', async () => {
    stubApi(null, {});
    renderApp('/p/pl-9?channel=c7&play=1');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/m\/c7/), patient);
    expect(window.location.search).toContain('play=1');
    expect(window.location.search).toContain('r=pl-9');
  });

  it('answers an unknown playlist with the playlist-not-found page', async () => {
    stubApi(null, {});
    renderApp('/p/nothing');
    expect(await screen.findByRole('heading', { name: 'Playlist not found' }, patient)).toBeTruthy();
  });
});
