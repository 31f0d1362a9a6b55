import {
  type AppConfig,
  type InitialData,
  type PageRouteId,
  type ProfileAnswer,
  validateAppConfig,
} from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { App } from '../app/App';
import { routeModules } from '../app/route-modules';
import { ConfigContext } from '../lib/config-context';
import { createQueryClient } from '../lib/query-client';
import { markTakenOver } from '../lib/use-hydrated';
import { testInitialData } from './catalog';

export function testConfig(overrides: Record<string, unknown> = {}): AppConfig {
  const result = validateAppConfig({
    id: 'test1234',
    siteName: 'Test Studio',
    custom: { shortcuts: { 'sticky-buns': '/programs/sb' }, trendingPlaylistId: 'trend' },
    features: {
      recommendationsPlaylist: 'recommended',
      searchPlaylist: 'search',
      continueWatchingList: 'continue-watching',
    },
    ...overrides,
  });
  if (!result.config) throw new Error(result.issues.join('\n'));
  return result.config;
}

/** A studio with an empty catalogue, as the shell's sidebar reads it. */
export const emptyInitialData: InitialData = testInitialData();

/**
 * Stands in for the server's answers the shell asks for: the profile (401 for a visitor), a member's
 * progress (none) and the catalogue's initial data (empty), and nothing else. Tests of a feature add
 * their own routes.
 */
export function stubApi(profile: ProfileAnswer | null = null, routes: Record<string, unknown> = {}) {
  const fetchMock = vi.fn(async (path: string) => {
    if (path === '/api/users/me') {
      return profile
        ? new Response(JSON.stringify(profile))
        : new Response(JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Not logged in' }), {
            status: 401,
          });
    }
    if (path in routes) return new Response(JSON.stringify(routes[path]));
    if (profile && path === '/api/users/me/video-state')
      return new Response(JSON.stringify({ videoState: {} }));
    if (path === '/api/initial-data') return new Response(JSON.stringify(emptyInitialData));
    return new Response(JSON.stringify({ message: `no stub for ${path}` }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Renders the whole app at `url` (path and query) with a test config, as the app's start renders a
 * page the server did not (so it is React's own from the first render).
 */
export function renderApp(url: string, config = testConfig(), queryClient = createQueryClient()) {
  markTakenOver();
  window.history.replaceState(null, '', url);
  return render(<App config={config} queryClient={queryClient} />);
}

/** Renders one page (a console page, say) on its own, with a query client and the test config. */
export function renderPageAlone(page: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>{page}</ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

/** Loads a page's lazy module ahead of the tests, so the first render does not wait for its transform. */
export const preloadPage = (id: PageRouteId) => routeModules[id]();
