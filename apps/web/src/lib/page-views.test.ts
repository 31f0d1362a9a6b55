import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageView } from './page-views';

let sent: { path: string; page?: number }[];
beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('usePageView', () => {
  it('records a route once it has settled for 500 ms, and not one left sooner', () => {
    const { rerender, unmount } = renderHook(({ path }) => usePageView(path), {
      initialProps: { path: '/programs' },
    });
    vi.advanceTimersByTime(499);
    rerender({ path: '/programs/ballet-basics' });
    vi.advanceTimersByTime(499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([{ path: '/programs/ballet-basics' }]);
    rerender({ path: '/pricing' });
    unmount();
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });

  it('tells the page a visit came from with its first page view only', async () => {
    vi.resetModules();
    const referrer = Object.getOwnPropertyDescriptor(Document.prototype, 'referrer');
    Object.defineProperty(document, 'referrer', {
      value: 'https://www.instagram.com/p/abc?utm_source=ig',
      configurable: true,
    });
    try {
      const { recordPageView } = await import('./page-views');
      recordPageView('/');
      recordPageView('/pricing');
      expect(sent).toEqual([
        { path: '/', referrer: 'https://www.instagram.com/p/abc?utm_source=ig' },
        { path: '/pricing' },
      ]);
    } finally {
      delete (document as { referrer?: string }).referrer;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'referrer')).toEqual(referrer);
    }
  });
});
