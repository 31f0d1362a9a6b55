import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import ClassesPage from './ClassesPage';

afterEach(() => vi.unstubAllGlobals());

it('asks for the list once typing pauses, not at every key', async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path.startsWith('/api/studio/classes/facets'))
        return new Response(JSON.stringify({ styles: [], instructors: [], timeZone: 'UTC' }));
      asked.push(path);
      return new Response(
        JSON.stringify({
          classes: [],
          total: 0,
          totalExact: true,
          hasMore: false,
          page: 1,
          pageSize: 25,
          timeZone: 'UTC',
        }),
      );
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router>
          <ClassesPage />
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(asked).toHaveLength(1));
  const box = screen.getByRole('searchbox');
  for (const typed of ['b', 'ba', 'bar', 'barr', 'barre'])
    fireEvent.change(box, { target: { value: typed } });
  await waitFor(() => expect(asked.some((path) => path.includes('q=barre'))).toBe(true));
  expect(asked.filter((path) => /[?&]q=/.test(path))).toHaveLength(1);
});
