import type { Notification } from '@releve/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../testing/profiles';
import { renderApp } from '../../testing/render-app';

beforeAll(async () => {
  await import('./routes/NotificationsPage');
}, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const firstLoad = { timeout: 5000 };
const profile = testProfile({ membership: { isMember: true } });

function note(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: String(id),
    type: 'message',
    message: `Note ${id}`,
    classUrl: null,
    createdAt: new Date(Date.UTC(2026, 10, 1, 10, 0)).toISOString(),
    status: 'read',
    media: null,
    ...overrides,
  };
}

/** The server's answers: the feed by page, and the mark-read calls (which may fail). */
function stubFeed(pages: Notification[][], unreadCount: number, markFails = false) {
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/users/me') return new Response(JSON.stringify(profile));
    const page = /\/api\/user-notifications\?page=(\d+)&limit=50/.exec(path);
    if (page) {
      return new Response(JSON.stringify({ notifications: pages[Number(page[1]) - 1] ?? [], unreadCount }));
    }
    if (init?.method === 'POST' && path.startsWith('/api/user-notifications/')) {
      if (markFails) return new Response(JSON.stringify({ message: 'down' }), { status: 503 });
      return new Response(JSON.stringify({ unreadCount: path.endsWith('read-all') ? 0 : unreadCount - 1 }));
    }
    return new Response(JSON.stringify({ message: `no stub for ${path}` }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const feedCalls = (fetchMock: ReturnType<typeof stubFeed>) =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.includes('?page='));

describe('notifications page', () => {
  it('says when there is nothing, with Mark All as Read disabled', async () => {
    stubFeed([[]], 0);
    renderApp('/notifications');
    expect(await screen.findByText('You have no notifications', {}, firstLoad)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menuitem', { name: 'Mark All as Read' }).hasAttribute('disabled')).toBe(true);
  });

  it('marks all read: the count goes from the page and the account menu', async () => {
    const fetchMock = stubFeed([[note(1, { status: 'unread' }), note(2, { status: 'unread' })]], 2);
    renderApp('/notifications');
    expect((await screen.findByTestId('notifications-unread', {}, firstLoad)).textContent).toContain('2');
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mark All as Read' }));
    await waitFor(() => expect(screen.queryByTestId('notifications-unread')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(fetchMock.mock.calls.some(([path]) => String(path) === '/api/user-notifications/read-all')).toBe(
      true,
    );
  });

  it('loads more by pages of 50 while a full page came back', async () => {
    const first = Array.from({ length: 50 }, (_, i) => note(i + 1));
    const second = [note(51), note(52)];
    const fetchMock = stubFeed([first, second], 0);
    renderApp('/notifications');
    expect(await screen.findByText('Note 50', {}, firstLoad)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Note 52')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull());
    // Page 1 (the page's, and the account menu's badge), then page 2 once; no page 3 after a short page.
    expect(feedCalls(fetchMock).filter((path) => path.includes('page=2'))).toHaveLength(1);
    expect(feedCalls(fetchMock).some((path) => path.includes('page=3'))).toBe(false);
  });

  it('shows a recording card with its thumbnail, date and unread dot; a click opens the media even if marking it read fails', async () => {
    const recording = note(7, {
      type: 'recording-available',
      message: 'The recording of Morning Barre is ready to watch.',
      classUrl: '/m/rec00001',
      status: 'unread',
      media: { mediaid: 'rec00001', thumbnail: '/media/posters/p1/640.jpg' },
    });
    stubFeed([[recording, note(8)]], 1, true);
    renderApp('/notifications');
    const card = await screen.findByRole('button', { name: /The recording of Morning Barre/ }, firstLoad);
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/posters/p1/640.jpg');
    expect(card.textContent).toMatch(/November 1, 2026 \d{1,2}:00 (AM|PM)/);
    expect(screen.getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(screen.getByTestId('notifications-unread').textContent).toContain('1');
    fireEvent.click(card);
    await waitFor(() => expect(window.location.pathname).toBe('/m/rec00001'));
  });

  it('reloads the feed at most every 5 minutes: coming back sooner shows what was loaded', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = stubFeed([[note(1)]], 0);
    renderApp('/notifications');
    await screen.findByText('Note 1', {}, firstLoad);
    // The page's feed and the account menu's badge each asked once.
    const loaded = feedCalls(fetchMock).length;
    const visit = async (path: string) => {
      act(() => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await waitFor(() => expect(window.location.pathname).toBe(path));
    };
    await visit('/');
    vi.setSystemTime(Date.now() + 5 * 60_000 - 1_000);
    await visit('/notifications');
    await screen.findByText('Note 1');
    expect(feedCalls(fetchMock)).toHaveLength(loaded);
    await visit('/');
    vi.setSystemTime(Date.now() + 2_000);
    await visit('/notifications');
    await waitFor(() => expect(feedCalls(fetchMock).length).toBeGreaterThan(loaded));
  });
});
