/**
 * Relevé has no analytics pipeline for purchases yet (player events are the only events it stores), so
 * a failed checkout start is announced on `window` as `releve:purchase_failed`: the hook where the
 * spec's purchase_failed event (accounts-and-billing.md §8) gets sent once there is somewhere to send it.
 */
export const PURCHASE_FAILED_EVENT = 'releve:purchase_failed';

export interface PurchaseFailed {
  key: string;
  message: string;
}

export function trackPurchaseFailed(detail: PurchaseFailed) {
  window.dispatchEvent(new CustomEvent<PurchaseFailed>(PURCHASE_FAILED_EVENT, { detail }));
}
