import type { SearchAnswer } from '@releve/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPage, renderApp, stubApi } from '../../../testing/render-app';

const hit = (id: string, title: string) => ({
  id,
  jwId: id,
  title,
  thumbnail: null,
  images: [],
  dateAdded: 0,
});

function answer(query: string): SearchAnswer {
  return {
    searchId: '00000000-0000-4000-8000-000000000001',
    page: 1,
    results: [
      {
        source: 'programs',
        found: 1,
        capped: false,
        hits: [{ id: 'basics', name: `${query} program`, thumbnail: null, images: [], dateAdded: 0 }],
      },
      { source: 'collections', found: 0, capped: false, hits: [] },
      { source: 'playlists', found: 0, capped: false, hits: [] },
      {
        source: 'videos',
        found: 2,
        capped: false,
        hits: [hit('vid00001', `${query} one`), hit('vid00002', `${query} two`)],
      },
    ],
  };
}

/** The API stub, answering each search after `delays[query]` ms (0 when not named). */
function stubSearch(delays: Record<string, number> = {}) {
  const fetchMock = stubApi();
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    if (!path.startsWith('/api/search?')) return fallback?.(path) as Promise<Response>;
    const query = new URLSearchParams(path.split('?')[1]).get('q') ?? '';
    await new Promise((resolve) => setTimeout(resolve, delays[query] ?? 0));
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return new Response(JSON.stringify(answer(query)));
  });
  return fetchMock;
}

const searchCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/search?'));

const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the answer travel through fetch, the query cache and React. */
/** Types into the box and waits past the typing delay until the answers are drawn. */
async function typeAndWait(text: string) {
  type(text);
  await advance(500);
  await settle();
}

async function settle() {
  for (let i = 0; i < 20; i++) await advance(1);
}

/** The app at `/`, then the clock stopped: from here on only the test moves it. */
async function start() {
  renderApp('/');
  await screen.findByRole('combobox', {}, { timeout: 5000 });
  vi.useFakeTimers();
}

beforeAll(() => Promise.all([preloadPage('home'), import('./SearchPanel')]), 30_000);

describe('the header search box', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for suggestions 500 ms after the last key, once, for the whole text', async () => {
    const fetchMock = stubSearch();
    await start();
    type('bal');
    await advance(300);
    type('balet');
    await advance(499);
    expect(searchCalls(fetchMock)).toEqual([]);
    expect(screen.getByText('Searching...')).toBeTruthy();
    await advance(1);
    await settle();
    expect(searchCalls(fetchMock)).toEqual([
      '/api/search?q=balet&sources=programs%2Ccollections%2Cplaylists%2Cvideos&page=1',
    ]);
    expect(screen.getByText('balet one')).toBeTruthy();
    expect(screen.getByText('3 results found')).toBeTruthy();
  });

  it('never shows an older answer for a newer query', async () => {
    stubSearch({ barre: 2_000, ballet: 10 });
    await start();
    type('barre');
    await advance(500);
    type('ballet');
    await advance(520);
    await settle();
    expect(screen.getByText('ballet one')).toBeTruthy();
    await advance(2_000);
    await settle();
    expect(screen.queryByText('barre one')).toBeNull();
    expect(screen.getByText('ballet one')).toBeTruthy();
  });

  it('shows chips for All and each source that found something, and says what a source did not find', async () => {
    stubSearch();
    await start();
    await typeAndWait('adagio');
    screen.getByText('adagio one');
    const chips = screen.getByRole('group', { name: 'Filter results' }).querySelectorAll('button');
    expect([...chips].map((chip) => chip.textContent)).toEqual(['All', 'Programs', 'Videos']);
    expect(screen.getByText('No collections found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Programs' }));
    expect(screen.queryByText('adagio one')).toBeNull();
    expect(screen.getByText('adagio program')).toBeTruthy();
  });

  it('moves through suggestions with the arrows, opens one with Enter, and closes with Escape', async () => {
    stubSearch();
    await start();
    await typeAndWait('pointe');
    screen.getByText('pointe one');
    const box = screen.getByRole('combobox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('pointe one');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box);
    expect(window.location.pathname).toBe('/m/vid00001');
  });

  it('"See more results" opens the results page, with the source when one chip is chosen', async () => {
    stubSearch();
    await start();
    await typeAndWait('barre');
    screen.getByText('barre one');
    fireEvent.click(screen.getByRole('button', { name: 'Videos' }));
    fireEvent.click(screen.getByRole('button', { name: 'See more results' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?q=barre&s=videos&page=1');
  });

  it('lets a member pick several sources; with two or more "See more results" names none (issue 32)', async () => {
    stubSearch();
    await start();
    await typeAndWait('barre');
    screen.getByText('barre one');
    const chip = (name: string) => screen.getByRole('button', { name });
    fireEvent.click(chip('Programs'));
    fireEvent.click(chip('Videos'));
    expect(['All', 'Programs', 'Videos'].map((name) => chip(name).getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'true',
    ]);
    expect(screen.getByText('barre program')).toBeTruthy();
    expect(screen.getByText('barre one')).toBeTruthy();
    // Pressed again, a chosen source is taken away; All clears the choice.
    fireEvent.click(chip('Videos'));
    expect(screen.queryByText('barre one')).toBeNull();
    fireEvent.click(chip('Videos'));
    fireEvent.click(screen.getByRole('button', { name: 'See more results' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?q=barre&page=1');
  });
});
