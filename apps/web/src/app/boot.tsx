import { matchPageRoute, type PageRouteId } from '@releve/contracts/routes';
import { SERVER_RENDER_ATTRIBUTES } from '@releve/contracts/viewport';
import type { ReactNode } from 'react';
import { StatusPage } from '../components/StatusPage';
import { type ConfigLoad, loadConfigModule } from '../features/config';
import { translationFailureMessage } from '../i18n/fallback';
import { IMPERSONATION_KEY } from '../lib/api-client';
import { firstAnswerPaths, takeFirstJson } from '../lib/first-data';
import { nextTask } from '../lib/in-own-task';
import { createQueryClient } from '../lib/query-client';
import { readSession } from '../lib/storage';
import { App } from './App';
import { seedFirstQueries } from './first-queries';
import { LoadFailedPage } from './LoadFailedPage';
import { loadPage } from './route-modules';
import { applyImpersonation } from './use-url-params';

/**
 * Start-up: translations and the site config load in parallel, then the app renders,
 * or the page that says what went wrong. i18next and the config validator (zod) are
 * chunks of their own, fetched alongside the API calls instead of before them.
 */
export interface Booted {
  content: ReactNode;
  /**
   * The config source the app renders with, when the page can take over the server's HTML of the
   * same config as it is (decision 018): not while an admin acts on a member's behalf, since the page
   * and its first data were made for the admin.
   */
  hydrateWithConfig?: string;
}

export async function boot(): Promise<Booted> {
  applyImpersonation(new URLSearchParams(window.location.search).get('mid'));
  // Set by this page's `mid` or an earlier one's (it lasts the browser session).
  const actingFor = readSession(IMPERSONATION_KEY);
  const queryClient = createQueryClient();
  const configModule = loadConfigModule();
  // The first page's module loads alongside (its chunks preloaded by the page's head, or on a page
  // the server rendered by the first script).
  // (matchPageRoute's routes are pageRoutes', whose ids are PageRouteIds.)
  const firstRoute = matchPageRoute(window.location.pathname)?.route.id as PageRouteId | undefined;
  // A chunk's scripts run in one task when it arrives; what is done with it (reading the translations,
  // validating the config) waits for a task of its own, so no task holds both (decision 022).
  const [pageModule, translations, configLoad] = await Promise.allSettled([
    firstRoute ? loadPage(firstRoute) : undefined,
    import('../i18n').then(async ({ initI18n }) => {
      await nextTask();
      return initI18n();
    }),
    configModule.then(async ({ loadConfig }) => {
      await nextTask();
      return queryClient.fetchQuery({ queryKey: ['site-config'], queryFn: () => loadConfig() });
    }),
  ]);
  if (translations.status === 'rejected') {
    console.error(translations.reason);
    return { content: <StatusPage title={translationFailureMessage} testId="translation-failed" landmark /> };
  }
  const load: ConfigLoad = configLoad.status === 'fulfilled' ? configLoad.value : { kind: 'load-failed' };
  if (load.kind === 'load-failed') return { content: <LoadFailedPage landmark /> };
  if (load.kind !== 'ready') {
    const { ConfigErrorPage } = await configModule;
    return { content: <ConfigErrorPage kind={load.kind} code={load.code} issues={load.issues} /> };
  }

  // The page's first data was made for the admin, not the member she acts for: nothing from it.
  await nextTask();
  seedFirstQueries(queryClient, actingFor ? () => undefined : takeFirstJson, {
    pathname: window.location.pathname,
    hasSession: load.hasSession,
    paths: actingFor ? [] : firstAnswerPaths(),
  });
  (await configModule).applyStyling(load.config);
  // A page the server rendered has its own title already (its page sets it again only if it differs).
  const serverRendered = document.getElementById('root')?.hasAttribute(SERVER_RENDER_ATTRIBUTES.config);
  if (!serverRendered) document.title = load.config.siteName;
  return {
    content: <App config={load.config} queryClient={queryClient} />,
    // A page whose module could not load is drawn anew (its error page), not taken over.
    hydrateWithConfig: actingFor || pageModule.status === 'rejected' ? undefined : load.source,
  };
}
