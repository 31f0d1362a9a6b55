import type { MediaItem } from '@releve/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testMedia, testPlaylist } from '../../../testing/media';
import { renderApp } from '../../../testing/render-app';
import { stubCatalog } from './catalog-stub';
import { LIVE_REFETCH_MS } from './use-live-refetch';

beforeAll(() => import('../routes/MediaPage'), 30_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const scheduled = testMedia({
  mediaid: 'live0001',
  title: 'Live Barre',
  link: '/m/live0001/live-barre',
  mediaStatus: 'SCHEDULED',
  scheduledStart: null,
});
const answers = (item: MediaItem) => ({
  '/api/v2/media/live0001': { feedid: item.mediaid, title: item.title, playlist: [item] },
  '/api/v2/playlists/recommended': testPlaylist('recommended', []),
});
/** The media's reads, each as the fetch options it was made with. */
const mediaReads = (fetchMock: ReturnType<typeof stubCatalog>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit?][])
    .filter(([path]) => path === '/api/v2/media/live0001')
    .map(([, init]) => init);

describe('live and scheduled media on their page', () => {
  it('is read again every 30 s without playing, past the HTTP cache, until it turns live and Start appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubCatalog(answers(scheduled));
    renderApp('/m/live0001/live-barre');
    expect(
      await screen.findByText(
        'This class has not started yet. Start appears here once it begins.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    // Issue 32, item 3: no Start that leads nowhere before the class starts.
    expect(screen.getByTestId('scheduled-start').textContent).toBe('Not started yet');
    expect(screen.queryByTestId('play-button')).toBeNull();

    const fetchMock = stubCatalog(answers({ ...scheduled, mediaStatus: 'LIVE' }));
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS);
    await waitFor(() =>
      expect(
        screen.queryByText('This class has not started yet. Start appears here once it begins.'),
      ).toBeNull(),
    );
    expect(await screen.findByTestId('play-button')).toBeTruthy();
    expect(screen.queryByTestId('scheduled-start')).toBeNull();
    expect(screen.getByText('The class has started: Start is here.')).toBeTruthy();
    expect(mediaReads(fetchMock)).toHaveLength(1);
    expect(mediaReads(fetchMock)[0]).toMatchObject({ cache: 'no-cache' });
    expect(LIVE_REFETCH_MS).toBe(30_000);
  });

  it('leaves video on demand alone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubCatalog(answers({ ...scheduled, mediaStatus: 'VOD' }));
    renderApp('/m/live0001/live-barre');
    expect(await screen.findByRole('heading', { name: 'Live Barre' }, { timeout: 5000 })).toBeTruthy();
    const fetchMock = stubCatalog(answers(scheduled));
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 2);
    expect(mediaReads(fetchMock)).toHaveLength(0);
  });
});
