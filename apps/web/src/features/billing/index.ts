// Billing: pricing, checkout and payments. Its pages load through app/route-modules.ts; the account
// dialog (accounts) shows its views, each a lazy chunk, so payment code loads only where it is used.
import type { AccountDialogView } from '@releve/contracts/routes';
import type { ComponentType } from 'react';
import { lazyAfterHydration } from '../../lib/lazy-after-hydration';
import type { DialogViewProps } from '../accounts';

type DialogViewModules = Partial<
  Record<AccountDialogView, () => Promise<{ default: ComponentType<DialogViewProps> }>>
>;

/** The account dialog's billing views (accounts-and-billing.md §2), each a chunk of its own. */
export const billingDialogViews: DialogViewModules = {
  'choose-offer': () => import('./views/ChooseOfferView'),
  checkout: () => import('./views/CheckoutView'),
  'payment-error': () => import('./views/PaymentErrorView'),
  'payment-cancelled': () => import('./views/PaymentCancelledView'),
  'waiting-for-payment': () => import('./views/WaitingForPaymentView'),
  'finalize-payment': () => import('./views/FinalizePaymentView'),
  welcome: () => import('./views/WelcomeView'),
  unsubscribe: () => import('./views/UnsubscribeView'),
  'renew-subscription': () => import('./views/RenewSubscriptionView'),
  'upgrade-subscription': () => import('./views/UpgradeSubscriptionView'),
  'edit-card': () => import('./views/EditCardView'),
  'payment-method': () => import('./views/PaymentMethodView'),
  'payment-method-success': () => import('./views/PaymentMethodSuccessView'),
};

/**
 * Shows its children (the home row new-year-sale) only while a new-year sale runs; a chunk of its own,
 * and it reads the clock: drawn once the page is taken over.
 */
export const HomeSaleGate = lazyAfterHydration(() =>
  import('./promotions/HomeSaleGate').then((module) => module.default),
);

/** The studio's offers (GET /api/offers): the live schedule prices each person's Day Pass from them. */
export { useOffers } from './api/billing-api';

/**
 * The member's billing news (a renewal declined, a payment to confirm, a membership ended) in every
 * open tab while signed in: a chunk of its own, drawn once the page is taken over.
 */
export const BillingNotices = lazyAfterHydration(() =>
  import('./live/BillingNotices').then((module) => module.BillingNotices),
);
