import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { testProfile } from '../../testing/profiles';
import { emptyInitialData, renderApp } from '../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

/** A query client whose retries come at once, so the test does not wait for back-off. */
function quickRetries() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
  return client;
}

function profileAnswers(statuses: number[]) {
  const calls = { count: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/initial-data') return new Response(JSON.stringify(emptyInitialData));
      if (path !== '/api/users/me') return new Response('{}');
      const status = statuses[calls.count] ?? 200;
      calls.count += 1;
      return status === 200
        ? new Response(JSON.stringify(testProfile({ user: { firstName: 'Vera' } })))
        : new Response(JSON.stringify({ message: 'nope' }), { status });
    }),
  );
  return calls;
}

describe('fetching the profile', () => {
  it('retries up to 5 times after a failure', async () => {
    const calls = profileAnswers([500, 503, 500, 502, 500]);
    renderApp('/pricing', undefined, quickRetries());
    expect(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 3000 })).toBeTruthy();
    expect(calls.count).toBe(6);
  });

  it('gives up after the fifth retry', async () => {
    const calls = profileAnswers([500, 500, 500, 500, 500, 500, 500]);
    renderApp('/pricing', undefined, quickRetries());
    await waitFor(() => expect(calls.count).toBe(6));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.count).toBe(6);
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('treats an invalid or ended session as signed out, without retrying', async () => {
    const calls = profileAnswers([401]);
    renderApp('/pricing', undefined, quickRetries());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(calls.count).toBe(1);
  });
});
