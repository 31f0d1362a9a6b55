import { PAGE_VIEW_DELAY_MS, pageViewsPath } from '@releve/contracts/page-views';
import { useEffect } from 'react';

/**
 * The page that sent this visit, told with its first page view only; the server keeps the site's
 * host alone, and none for this site itself. Server rendering has no document: nothing to tell there.
 */
let referrer = globalThis.document?.referrer;

/**
 * Tells Relevé's server of a page view (viewing.md §9). Analytics never get in the member's way: the
 * call outlives the page (keepalive) and a failure is ignored.
 */
export function recordPageView(path: string, page?: number) {
  void fetch(pageViewsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, page, referrer: referrer || undefined }),
    keepalive: true,
  }).catch(() => {});
  referrer = '';
}

/** Records `path` once it has stayed the same for PAGE_VIEW_DELAY_MS; a path left sooner is not. */
export function usePageView(path: string) {
  useEffect(() => {
    const settled = setTimeout(() => recordPageView(path), PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(settled);
  }, [path]);
}
