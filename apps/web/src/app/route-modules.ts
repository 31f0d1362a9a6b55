import type { PageRouteId } from '@releve/contracts';
import type { ComponentType } from 'react';

/** One lazily loaded module per route of the table; each default-exports its page. */
export const routeModules: Record<PageRouteId, () => Promise<{ default: ComponentType }>> = {
  home: () => import('../features/catalog/routes/HomePage'),
  welcome: () => import('../features/accounts/routes/WelcomePage'),
  media: () => import('../features/catalog/routes/MediaPage'),
  series: () => import('../features/catalog/routes/SeriesPage'),
  playlist: () => import('../features/catalog/routes/PlaylistPage'),
  programs: () => import('../features/catalog/routes/ProgramsPage'),
  program: () => import('../features/catalog/routes/ProgramPage'),
  'program-resource': () => import('../features/resources/routes/ProgramResourcePage'),
  lesson: () => import('../features/playback/routes/LessonPage'),
  sections: () => import('../features/catalog/routes/SectionsPage'),
  favorites: () => import('../features/library/routes/FavoritesPage'),
  'watch-again': () => import('../features/library/routes/WatchAgainPage'),
  'my-week': () => import('../features/week-plan/routes/MyWeekPage'),
  library: () => import('../features/resources/routes/LibraryPage'),
  magazine: () => import('../features/resources/routes/MagazinePage'),
  search: () => import('../features/search/routes/SearchPage'),
  'search-by-path': () => import('../features/search/routes/SearchByPathPage'),
  notifications: () => import('../features/notifications/routes/NotificationsPage'),
  downloads: () => import('../features/downloads/routes/DownloadsPage'),
  pricing: () => import('../features/billing/routes/PricingPage'),
  promotion: () => import('../features/billing/routes/PromotionPage'),
  'live-class': () => import('../features/live/routes/LiveClassPage'),
  'my-account': () => import('../features/accounts/routes/MyAccountPage'),
  payments: () => import('../features/billing/routes/PaymentsPage'),
  'account-favorites': () => import('../features/library/routes/AccountFavoritesPage'),
  about: () => import('../features/catalog/routes/AboutPage'),
  migrate: () => import('../features/accounts/routes/MigratePage'),
  'account-connect': () => import('../features/accounts/routes/AccountConnectPage'),
  vita: () => import('../features/billing/routes/VitaPage'),
  newsletter: () => import('../features/billing/routes/NewsletterPage'),
  'sandbox-checkout': () => import('../features/billing/routes/SandboxCheckoutPage'),
};

const loadedPages = new Map<PageRouteId, ComponentType>();

/** Loads a route's page and keeps it, so a render after that needs no wait (`loadedPage`). */
export async function loadPage(id: PageRouteId): Promise<{ default: ComponentType }> {
  const module = await routeModules[id]();
  loadedPages.set(id, module.default);
  return module;
}

/**
 * The route's page when loaded already. Boot loads the first page's module before the first render:
 * taking over the server's HTML (decision 018) then happens in one pass, with nothing suspended whose
 * data could arrive (and differ from the server's) in between.
 */
export const loadedPage = (id: PageRouteId): ComponentType | undefined => loadedPages.get(id);
