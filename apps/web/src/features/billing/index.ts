// Billing: pricing, checkout and payments. Its pages load through app/route-modules.ts; the account
// dialog shows its views (registered by app/dialog-views.ts), each a lazy chunk, so payment code loads
// only where it is used.
import { lazyAfterHydration } from '../../lib/lazy-after-hydration';

/** The studio's offers (GET /api/offers): the live schedule prices each person's Day Pass from them. */
export { useOffers } from './api/billing-api';

/** The home row new-year-sale's gate (its own module, for the same reason). */
export { HomeSaleGate } from './promotions/home-sale-gate';
/**
 * The account dialog's billing views, for the app's registry of the dialog's views only
 * (app/dialog-views.ts). In a module of their own: the index is in the first script (the layout's
 * BillingNotices), and a module's own declarations go where the module goes.
 */
export { billingDialogViews } from './views/dialog-views';

/**
 * The member's billing news (a renewal declined, a payment to confirm, a membership ended) in every
 * open tab while signed in: a chunk of its own, drawn once the page is taken over.
 */
export const BillingNotices = lazyAfterHydration(() =>
  import('./live/BillingNotices').then((module) => module.BillingNotices),
);

/**
 * A promotion's page as a visitor sees it at a chosen instant, read-only: the studio console's
 * preview (decision 054), in the console's chunk only.
 */
export { PromotionPreview } from './promotions/PromotionPreview';
