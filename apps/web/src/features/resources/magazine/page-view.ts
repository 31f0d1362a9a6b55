import { recordPageView } from '../../../lib/page-views';

/** A magazine page read for 500 ms (the reader's timer decides), kept with the magazine's path. */
export function recordMagazinePageView(magazineId: string, page: number) {
  recordPageView(`/library/magazines/${encodeURIComponent(magazineId)}`, page);
}
