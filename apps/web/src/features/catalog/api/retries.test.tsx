import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { useInitialData } from './get-initial-data';
import { useMedia } from './get-media';
import { useSeries } from './get-series';

afterEach(() => vi.unstubAllGlobals());

/** Answers every call with the next status; records when each call came. */
function answers(statuses: number[], body: unknown = {}) {
  const calls: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const status = statuses[calls.length] ?? 200;
      calls.push(Date.now());
      return new Response(JSON.stringify(status === 200 ? body : { message: `status ${status}` }), {
        status,
      });
    }),
  );
  return calls;
}

/** Retries at once unless the hook sets its own delay. */
function wrapper() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('catalogue retries (viewing.md §8)', () => {
  it('asks for initial data up to 5 more times, then reports the failure', async () => {
    const calls = answers([500, 500, 500, 500, 500, 500, 500]);
    const { result } = renderHook(() => useInitialData(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 3000 });
    expect(calls).toHaveLength(6);
  });

  it('retries media data twice, 1 s apart', async () => {
    const calls = answers([500, 500, 500]);
    const { result } = renderHook(() => useMedia('abcd1234'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 5000 });
    expect(calls).toHaveLength(3);
    expect((calls[1] as number) - (calls[0] as number)).toBeGreaterThanOrEqual(950);
    expect((calls[2] as number) - (calls[1] as number)).toBeGreaterThanOrEqual(950);
  });

  it('does not retry media that does not exist', async () => {
    const calls = answers([404]);
    const { result } = renderHook(() => useMedia('missing1'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toHaveLength(1);
    expect((result.current.error as ApiError).status).toBe(404);
  });

  it('retries a series at most twice, and never after a 404', async () => {
    const failing = answers([500, 500, 500, 500]);
    const first = renderHook(() => useSeries('series-a'), { wrapper: wrapper() });
    await waitFor(() => expect(first.result.current.isError).toBe(true), { timeout: 3000 });
    expect(failing).toHaveLength(3);

    const missing = answers([404]);
    const second = renderHook(() => useSeries('series-b'), { wrapper: wrapper() });
    await waitFor(() => expect(second.result.current.isError).toBe(true));
    expect(missing).toHaveLength(1);
  });

  it('refuses a blank series id without asking the server', async () => {
    const calls = answers([]);
    const { result } = renderHook(() => useSeries(' '), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect((result.current.error as Error).message).toBe('Series ID is required');
    expect(calls).toHaveLength(0);
  });
});
