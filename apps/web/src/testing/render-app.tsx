import { type AppConfig, validateAppConfig } from '@releve/contracts';
import { render } from '@testing-library/react';
import { App } from '../app/App';
import { createQueryClient } from '../lib/query-client';

export function testConfig(overrides: Record<string, unknown> = {}): AppConfig {
  const result = validateAppConfig({
    id: 'test1234',
    siteName: 'Test Studio',
    custom: { shortcuts: { 'sticky-buns': '/programs/sb' }, trendingPlaylistId: 'trend' },
    ...overrides,
  });
  if (!result.config) throw new Error(result.issues.join('\n'));
  return result.config;
}

/** Renders the whole app at `url` (path and query) with a test config. */
export function renderApp(url: string, config = testConfig()) {
  window.history.replaceState(null, '', url);
  return render(<App config={config} queryClient={createQueryClient()} />);
}
