import type { MediaAnswer } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { matchPageRoute } from '@releve/contracts/routes';
import type { ReactNode } from 'react';
import { StatusPage } from '../components/StatusPage';
import { profileQueryKey } from '../features/accounts';
import { initialDataQueryKey, mediaQueryKey } from '../features/catalog';
import { ConfigErrorPage, type ConfigLoad, loadConfigModule } from '../features/config';
import { translationFailureMessage } from '../i18n/fallback';
import { takeFirstJson } from '../lib/first-data';
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
  // The initial data the page carries (lib/first-data) is in the cache before the first render, so
  // the shelves render in the same pass as the shell.
  const initialData = takeFirstJson(apiPaths.initialData);
  if (initialData) queryClient.setQueryData(initialDataQueryKey, initialData);
  // So is a class page's media item: the page renders in the first (sliced) render, not in one long
  // task when its answer arrives.
  const mediaId = matchPageRoute(window.location.pathname)?.params.mediaId;
  const media = mediaId ? (takeFirstJson(apiPaths.media(mediaId)) as MediaAnswer | undefined) : undefined;
  if (mediaId && media?.playlist?.[0]) queryClient.setQueryData(mediaQueryKey(mediaId), media.playlist[0]);
  const configModule = loadConfigModule();
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

  // No session cookie, nobody signed in: the profile is known without asking (and without the 401
  // the browser would log). Signing in asks for it anew.
  if (!load.hasSession) queryClient.setQueryData(profileQueryKey, null);
  (await configModule).applyStyling(load.config);
  document.title = load.config.siteName;
  return <App config={load.config} queryClient={queryClient} />;
}
