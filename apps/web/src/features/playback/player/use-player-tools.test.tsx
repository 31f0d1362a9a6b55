import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testProfile } from '../../../testing/profiles';
import { profileQueryKey } from '../../accounts';
import { usePlayerTools } from './use-player-tools';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderTools(profile: ReturnType<typeof testProfile> | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQueryKey, profile); // null, a visitor: settings stay in this browser
  const video = document.createElement('video');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => usePlayerTools({ current: video }, { current: null }), { wrapper });
  return { result, video };
}

describe('the player’s speed and mirror keys', () => {
  it('count every press, even two in the same moment (before the screen shows the first)', async () => {
    const { result, video } = renderTools();
    await waitFor(() => expect(result.current.rate).toBe(1));
    act(() => {
      result.current.run({ type: 'rate', direction: 1 });
      result.current.run({ type: 'rate', direction: 1 });
      result.current.run({ type: 'toggleMirror' });
      result.current.run({ type: 'toggleMirror' });
      result.current.run({ type: 'toggleMirror' });
    });
    await waitFor(() => expect(result.current.rate).toBe(1.1));
    expect(video.playbackRate).toBe(1.1);
    expect(result.current.mirror).toBe(true);
  });
});

describe('a member’s speed, saved to the account', () => {
  it('keeps every press while the saves are answered one by one, each answer the speed after its own press', async () => {
    // The server keeps the settings; each save is answered 50 ms after it arrives, one at a time.
    let stored = { mirror: false, playbackRate: 1, monoAudio: false };
    const posted: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const change = JSON.parse(String(init.body));
          posted.push(change.playbackRate);
          stored = { ...stored, ...change };
          const answer = stored;
          await new Promise((resolve) => setTimeout(resolve, 50));
          return Response.json({ preferences: answer });
        }
        return Response.json({ preferences: stored });
      }),
    );
    const { result, video } = renderTools(testProfile({ membership: { isMember: true } }));
    await waitFor(() => expect(result.current.rate).toBe(1));
    // Three presses 30 ms apart: the second and third come while the first save waits for its answer.
    for (let i = 0; i < 3; i++) {
      act(() => result.current.run({ type: 'rate', direction: -1 }));
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await waitFor(() => expect(posted).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current.rate).toBe(0.85);
    expect(video.playbackRate).toBe(0.85);
    expect(posted).toEqual([0.95, 0.9, 0.85]);
    expect(stored.playbackRate).toBe(0.85);
  });
});
