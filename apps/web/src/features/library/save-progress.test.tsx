import type { ProfileAnswer, VideoState } from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { testMedia } from '../../testing/media';
import { testProfile } from '../../testing/profiles';
import { profileQueryKey } from '../accounts';
import { useSaveProgress } from './api/save-progress';
import { videoStatesQueryKey } from './api/video-states';
import { HISTORY_STORAGE_KEY, readLocalHistory } from './local-history';

const item = testMedia({ mediaid: 'abcd1234', seriesId: null });

function setUp(profile: ProfileAnswer | null, { progressLoaded = true } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  if (profile && progressLoaded) queryClient.setQueryData(videoStatesQueryKey(profile.user.id), {});
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, fetchMock, wrapper };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saving progress', () => {
  it('saves a member’s progress to the account once reports stop for 1 s', () => {
    const { fetchMock, wrapper, queryClient } = setUp(testProfile({ membership: { isMember: true } }));
    const { result } = renderHook(() => useSaveProgress({ item }), { wrapper });
    act(() => {
      result.current.report({ lastTime: 10, duration: 100 });
      vi.advanceTimersByTime(900);
      result.current.report({ lastTime: 11, duration: 100 });
      vi.advanceTimersByTime(999);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/users/me/video-state/abcd1234');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ lastTime: 11, duration: 100, programId: null });
    // The member's copy of their progress follows at once, so continue watching and the play button see it.
    const states = queryClient.getQueryData<Record<string, VideoState>>(videoStatesQueryKey('u1'));
    expect(states?.abcd1234).toMatchObject({
      lastTime: 11,
      duration: 100,
      completed: false,
    });
  });

  it('leaves the copy of progress alone while it has not loaded (one save would pass for all of it)', () => {
    const { fetchMock, wrapper, queryClient } = setUp(testProfile({ membership: { isMember: true } }), {
      progressLoaded: false,
    });
    const { result } = renderHook(() => useSaveProgress({ item }), { wrapper });
    act(() => {
      result.current.report({ lastTime: 10, duration: 100 });
      result.current.flush();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(videoStatesQueryKey('u1'))).toBeUndefined();
  });

  it('saves at once on flush (pause, complete) and on unmount, with the program key of a lesson', () => {
    const { fetchMock, wrapper } = setUp(testProfile({ membership: { isMember: true } }));
    const key = 'prog:ballet-basics:sec-1:0:2:abcd1234';
    const { result, unmount } = renderHook(
      () => useSaveProgress({ item, videoKey: key, programId: 'ballet-basics' }),
      { wrapper },
    );
    act(() => {
      result.current.report({ lastTime: 95, duration: 100, completed: true });
      result.current.flush();
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/users/me/video-state/${encodeURIComponent(key)}`);
    act(() => result.current.report({ lastTime: 20, duration: 100 }));
    unmount();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.keepalive).toBe(true);
  });

  it('keeps a visitor’s progress in this browser’s history instead', () => {
    const { fetchMock, wrapper } = setUp(null);
    localStorage.setItem(
      `releve.${HISTORY_STORAGE_KEY}`,
      JSON.stringify([{ mediaid: 'other001', progress: 0.4 }]),
    );
    const { result } = renderHook(() => useSaveProgress({ item }), { wrapper });
    act(() => {
      result.current.report({ lastTime: 30, duration: 100 });
      vi.advanceTimersByTime(1000);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readLocalHistory()).toEqual([
      { mediaid: 'abcd1234', progress: 0.3 },
      { mediaid: 'other001', progress: 0.4 },
    ]);
  });
});
