import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNewPageAtTop } from './new-page-at-top';

afterEach(() => vi.restoreAllMocks());

describe('useNewPageAtTop', () => {
  it('brings a page opened in the app to its top, not the first page nor one reached by Back', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderHook(({ page }) => useNewPageAtTop(page), { initialProps: { page: '/' } });
    expect(scrollTo).not.toHaveBeenCalled();

    rerender({ page: '/playlists/trending' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    rerender({ page: '/playlists/trending' });
    expect(scrollTo).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new PopStateEvent('popstate'));
    rerender({ page: '/' });
    expect(scrollTo).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('pushState'));
    rerender({ page: '/m/abc' });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('brings the next page opened to its top after a Back that stayed on its page', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderHook(({ page }) => useNewPageAtTop(page), { initialProps: { page: '/' } });
    // The account dialog opened (its own entry, `?u=login`) and closed by Back: the page stays.
    window.dispatchEvent(new Event('pushState'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    rerender({ page: '/' });
    // Then a link (wouter announces the address it sets).
    window.dispatchEvent(new Event('pushState'));
    rerender({ page: '/playlists/trending' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
