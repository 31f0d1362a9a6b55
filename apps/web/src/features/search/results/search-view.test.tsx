import type { SearchAnswer } from '@releve/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPage, renderApp, stubApi } from '../../../testing/render-app';

beforeAll(() => preloadPage('search'), 30_000);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const videos = (found: number, page: number, capped = false): SearchAnswer => ({
  searchId: '00000000-0000-4000-8000-000000000002',
  page,
  results: [
    {
      source: 'videos',
      found,
      capped,
      hits: Array.from({ length: Math.min(10, found - (page - 1) * 10) }, (_, i) => ({
        id: `vid${page}${i}`,
        jwId: `vid${page}${i}`,
        title: `Barre class ${(page - 1) * 10 + i + 1}`,
        thumbnail: null,
        images: [],
        dateAdded: Date.UTC(2026, 0, 5),
      })),
    },
  ],
});

/** Answers `found` hits; with `countAhead`, counts as the server does: 100 beyond the page, capped. */
function stubResults(found: number, { countAhead = false } = {}) {
  const fetchMock = stubApi();
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (path: string) => {
    if (!path.startsWith('/api/search?')) return fallback?.(path) as Promise<Response>;
    const page = Number(new URLSearchParams(path.split('?')[1]).get('page'));
    const limit = (page - 1) * 10 + 100;
    const counted = countAhead ? Math.min(found, limit) : found;
    return new Response(JSON.stringify(videos(counted, page, countAhead && found > limit)));
  });
  return fetchMock;
}

const location = () => `${window.location.pathname}${window.location.search}`;

describe('the results page', () => {
  it('shows each hit with its title and "Added on", and pages with Previous and Next', async () => {
    stubResults(25);
    renderApp('/search?q=barre&page=1');
    expect(await screen.findByText('Barre class 1', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('Added on January 5, 2026')).toHaveLength(10);
    const nav = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(nav.querySelector('button')?.textContent).toBe('Previous');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/search?q=barre&s=videos&page=3');
    expect(await screen.findByText('Barre class 21')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "100+" when the count stopped at its limit, and Next goes past page 10 (issue 32)', async () => {
    stubResults(700, { countAhead: true });
    renderApp('/search?q=barre');
    expect(await screen.findByText('100+ results found', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(await screen.findByText('Barre class 91')).toBeTruthy();
    expect(screen.getByText('190+ results found')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(location()).toBe('/search?q=barre&s=videos&page=11');
    expect(await screen.findByText('Barre class 101')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeTruthy();
  });

  it('shows the placeholder for an empty query and asks nothing', async () => {
    const fetchMock = stubResults(0);
    renderApp('/search');
    expect(await screen.findByText(/Start typing to search/, {}, { timeout: 5000 })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/search'))).toBe(false);
  });

  it('says "No results found" with tips', async () => {
    stubResults(0);
    renderApp('/q/zumba');
    expect(await screen.findByRole('heading', { name: 'No results found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Check the spelling of the words')).toBeTruthy();
  });

  it('updates the address 350 ms after typing stops', async () => {
    stubResults(3);
    renderApp('/search?q=barre');
    const box = await screen.findByRole('searchbox', { name: 'Search the studio' }, { timeout: 5000 });
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'barre stretch' } });
    await act(() => vi.advanceTimersByTimeAsync(349));
    expect(location()).toBe('/search?q=barre');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/search?q=barre+stretch&s=videos&page=1');
  });

  it('stops waiting for a search unanswered after 2 s, says so and searches again (issue 32)', async () => {
    const fetchMock = stubResults(25);
    const answering = fetchMock.getMockImplementation();
    let hang = true;
    fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
      if (!hang || !path.startsWith('/api/search?')) return answering?.(path) as Promise<Response>;
      // A server that never answers: only the caller's abort ends the wait.
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    renderApp('/search?q=barre');
    expect(await screen.findByText('Searching...', {}, { timeout: 5000 })).toBeTruthy();
    const started = Date.now();
    const heading = await screen.findByRole(
      'heading',
      { name: 'Something went wrong with your search' },
      { timeout: 5000 },
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(heading).toBeTruthy();
    expect(screen.queryByText('Searching...')).toBeNull();
    const searches = () => fetchMock.mock.calls.filter(([path]) => String(path).startsWith('/api/search?'));
    // A timed-out search is not tried again on its own: the member chooses to.
    expect(searches()).toHaveLength(1);
    hang = false;
    fireEvent.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByText('Barre class 1', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong with your search' })).toBeNull();
  });
});
