import { useEffect, useRef } from 'react';

/** Whether the latest change of address came from Back or Forward (set before React hears of it). */
let returning = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    returning = true;
  });
  // Wouter announces the addresses the app sets itself: after one of them, Back is over (a Back that
  // stayed on its page, closing the account dialog say, must not keep the next page where it was).
  for (const type of ['pushState', 'replaceState']) {
    window.addEventListener(type, () => {
      returning = false;
    });
  }
}

/**
 * A page opened in the app (a link, a redirect) starts at its top, as a page the server sent would,
 * instead of at the height the last page was scrolled to. Back and Forward are left to the browser,
 * which returns the reader to where they were on that page. `page` names the page shown: a change of
 * its query (a filter, a search being typed) or of a class page's slug is not a new page.
 */
export function useNewPageAtTop(page: string) {
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    if (!returning) window.scrollTo(0, 0);
  }, [page]);
}
