import type { AppConfig } from '@releve/contracts';
import {
  accountHome,
  configuredShortcuts,
  fixedRedirects,
  hasPaymentsPage,
  type Layout,
  matchPageRoute,
  pagePath,
  pageRoutes,
} from '@releve/contracts/routes';
import { STUDIO_CONSOLE_SCRIPT_ID } from '@releve/contracts/studio-console';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { AccountDialog } from '../features/accounts';
import { useConfig } from '../lib/config-context';
import { usePageView } from '../lib/page-views';
import { ErrorBoundary } from './ErrorBoundary';
import { MainLayout } from './layouts/MainLayout';
import { PlainLayout } from './layouts/PlainLayout';
import { ProgramPlayerLayout } from './layouts/ProgramPlayerLayout';
import { NotFoundPage } from './NotFoundPage';
import { useNewPageAtTop } from './new-page-at-top';
import { PageLoading } from './PageLoading';
import { loadedPage, loadPage } from './route-modules';
import { useAppUrlParams } from './use-url-params';
import { warmRoutesOnIntent } from './warm-routes';

/** The account dialog's views, from every feature that has some: a chunk fetched when it first opens. */
const loadDialogViews = () => import('./dialog-views');

/**
 * One component per route of the table, made once: the page itself once loaded, lazy (with the
 * loading page meanwhile) until then. The first page is loaded before the first render, on the
 * server and in the browser, so it has no Suspense boundary of its own: taking over the server's
 * HTML is then one unit with the shell, not a boundary hydrated after the shell's effects have run
 * (which fetched data, the account dialog's offers say, that the server did not have).
 */
const pages = pageRoutes.map((route) => {
  const LazyPage = lazy(() => loadPage(route.id));
  const Page = () => {
    // Decided once per visit of the page, so it never changes shape (and loses its state) under it.
    const [Loaded] = useState(() => loadedPage(route.id));
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<PageLoading />}>
        <LazyPage />
      </Suspense>
    );
  };
  return { id: route.id, path: pagePath(route), Page };
});

/**
 * The studio console's script (decision 037), named only by the pages the server serves to staff under
 * `/studio`: for anyone else there is no console, just the not-found page the server answered with.
 * Such a page stays the console's: the console's ways out are links that load their page anew.
 */
const studioConsoleScript = (
  globalThis.document?.getElementById(STUDIO_CONSOLE_SCRIPT_ID) as HTMLLinkElement | null
)?.href;
const StudioConsole = lazy(() => import(/* @vite-ignore */ studioConsoleScript as string));

/** Client-side twin of the server's redirects, for in-app navigation; keeps the query. */
function RedirectTo({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={search ? `${to}?${search}` : to} replace />;
}

/**
 * Pages the site's config switches off, each with where it falls back to: account pages to the
 * account home, the search pages (no `features.searchPlaylist`, decision 033) to home.
 */
function disabledPages(config: AppConfig): Map<string, string> {
  const disabled = new Map<string, string>();
  if (!hasPaymentsPage(config.contentProtection.accessModel)) disabled.set('/u/payments', accountHome);
  if (!config.features.favoritesList) disabled.set('/u/favorites', accountHome);
  if (!config.features.searchPlaylist) for (const path of ['/search', '/q/:query']) disabled.set(path, '/');
  return disabled;
}

function LayoutFor({
  layout,
  params,
  children,
}: {
  layout: Layout;
  params: PathParams;
  children: ReactNode;
}) {
  if (layout === 'plain') return <PlainLayout>{children}</PlainLayout>;
  if (layout === 'program-player')
    return <ProgramPlayerLayout params={params}>{children}</ProgramPlayerLayout>;
  return <MainLayout>{children}</MainLayout>;
}

type PathParams = Record<string, string | undefined>;

/**
 * What says which page is shown: a new one is drawn anew, its error boundary too. That is the address,
 * except that a class page's slug only names it: when the page puts the right slug in its URL, the
 * page stays as it is, rather than throwing away its screen (on arrival, the server's HTML with it:
 * decision 021).
 */
export function pageIdentity(location: string): string {
  const match = matchPageRoute(location);
  return match?.route.id === 'media' ? `/m/${match.params.mediaId}` : location;
}

/**
 * The app's pages: the same route table as the server's, each route in its layout.
 * Unknown paths render the not-found page (the server has already answered 404).
 */
export function AppRoutes() {
  const config = useConfig();
  const [location, navigate] = useLocation();
  const search = useSearch();
  useAppUrlParams();
  usePageView(search ? `${location}?${search}` : location);
  useEffect(() => warmRoutesOnIntent(), []);

  // The server treats /pricing/ as /pricing; so does the app.
  useEffect(() => {
    if (location.length > 1 && location.endsWith('/')) {
      navigate(`${location.replace(/\/+$/, '')}${search ? `?${search}` : ''}`, { replace: true });
    }
  }, [location, search, navigate]);

  const routes = useMemo(() => {
    const disabled = disabledPages(config);
    return [
      ...pages.map(({ id, path, Page }) => {
        const fallback = disabled.get(path);
        return (
          <Route key={id} path={path}>
            {fallback ? <RedirectTo to={fallback} /> : <Page />}
          </Route>
        );
      }),
      ...Object.entries(fixedRedirects).map(([from, to]) => (
        <Route key={from} path={from}>
          <RedirectTo to={to} />
        </Route>
      )),
      ...configuredShortcuts.map((shortcut) => {
        const target = config.custom.shortcuts[shortcut];
        return (
          <Route key={shortcut} path={`/${shortcut}`}>
            {target ? <RedirectTo to={target} /> : <NotFoundPage />}
          </Route>
        );
      }),
      // Any other /u path, the area's root (/u, /u/) included, is the account home.
      ...['/u', '/u/*'].map((path) => (
        <Route key={path} path={path}>
          <RedirectTo to={accountHome} />
        </Route>
      )),
      <Route key="not-found">
        <NotFoundPage />
      </Route>,
    ];
  }, [config]);

  const match = matchPageRoute(location);
  const page = pageIdentity(location);
  useNewPageAtTop(page);
  return (
    <>
      {/* The studio console has its own layout and routes. */}
      {studioConsoleScript ? (
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <StudioConsole />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <LayoutFor layout={match?.route.layout ?? 'main'} params={match?.params ?? {}}>
          <ErrorBoundary key={page}>
            <Switch>{routes}</Switch>
          </ErrorBoundary>
        </LayoutFor>
      )}
      <AccountDialog loadViews={loadDialogViews} />
    </>
  );
}
