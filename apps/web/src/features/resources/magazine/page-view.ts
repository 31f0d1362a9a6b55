/**
 * A magazine page viewed (500 ms on it) is announced on `window` as `releve:magazine_page_view`:
 * the hook where the spec's page-view tracking gets sent once there is an analytics sink, as
 * billing does with purchase_failed.
 */
export const MAGAZINE_PAGE_VIEW_EVENT = 'releve:magazine_page_view';

export function recordMagazinePageView(magazineId: string, page: number) {
  window.dispatchEvent(new CustomEvent(MAGAZINE_PAGE_VIEW_EVENT, { detail: { magazineId, page } }));
}
