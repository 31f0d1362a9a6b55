import { matchPageRoute, type PageRouteId } from '@releve/contracts/routes';
import { loadPage } from './route-modules';

/** What says a link is about to be followed: a pointer over it, a finger on it, the focus on it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Starts loading a page's scripts when a link to it is pointed at, touched or focused, so they are
 * there, or on their way, by the click. Returns the function that stops listening.
 */
export function warmRoutesOnIntent(doc: Document = document): () => void {
  const warmed = new Set<PageRouteId>();
  const warm = (event: Event) => {
    const href = (event.target as Element | null)?.closest?.('a[href]')?.getAttribute('href');
    if (!href) return;
    const url = new URL(href, doc.baseURI);
    if (url.origin !== doc.location.origin) return;
    // (matchPageRoute's routes are pageRoutes', whose ids are PageRouteIds.)
    const id = matchPageRoute(url.pathname)?.route.id as PageRouteId | undefined;
    if (!id || warmed.has(id)) return;
    warmed.add(id);
    // A failed load is the navigation's to report (the route's error page), not this one's.
    void loadPage(id).catch(() => warmed.delete(id));
  };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, warm, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, warm);
  };
}
