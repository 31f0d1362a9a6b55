import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { profileQueryKey } from '../../accounts';
import { usePlayerTools } from './use-player-tools';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderTools() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(profileQueryKey, null); // a visitor: settings stay in this browser
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
