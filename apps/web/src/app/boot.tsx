import type { ReactNode } from 'react';
import { StatusPage } from '../components/StatusPage';
import { ConfigErrorPage } from '../features/config/ConfigErrorPage';
import type { ConfigLoad } from '../features/config/load-config';
import { translationFailureMessage } from '../i18n/fallback';
import { createQueryClient } from '../lib/query-client';
import { App } from './App';
import { LoadFailedPage } from './LoadFailedPage';
import { applyImpersonation } from './use-url-params';

/**
 * Start-up: translations and the site config load in parallel, then the app renders,
 * or the page that says what went wrong. i18next and the config validator (zod) are
 * chunks of their own, fetched alongside the API calls instead of before them.
 */
export async function boot(): Promise<ReactNode> {
  applyImpersonation(new URLSearchParams(window.location.search).get('mid'));
  const queryClient = createQueryClient();
  const configModule = import('../features/config/load-config');
  const [translations, configLoad] = await Promise.allSettled([
    import('../i18n').then(({ initI18n }) => initI18n()),
    configModule.then(({ loadConfig }) =>
      queryClient.fetchQuery({ queryKey: ['site-config'], queryFn: () => loadConfig() }),
    ),
  ]);
  if (translations.status === 'rejected') {
    console.error(translations.reason);
    return <StatusPage title={translationFailureMessage} testId="translation-failed" landmark />;
  }
  const load: ConfigLoad = configLoad.status === 'fulfilled' ? configLoad.value : { kind: 'load-failed' };
  if (load.kind === 'load-failed') return <LoadFailedPage landmark />;
  if (load.kind !== 'ready')
    return <ConfigErrorPage kind={load.kind} code={load.code} issues={load.issues} />;

  (await configModule).applyStyling(load.config);
  document.title = load.config.siteName;
  return <App config={load.config} queryClient={queryClient} />;
}
