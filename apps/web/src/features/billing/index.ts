// Billing: pricing, checkout and payments. Its pages load through app/route-modules.ts; the account
// dialog (accounts) shows its views, each a lazy chunk, so payment code loads only where it is used.
import type { AccountDialogView } from '@releve/contracts/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DialogViewProps } from '../accounts';

type DialogViews = Partial<Record<AccountDialogView, LazyExoticComponent<ComponentType<DialogViewProps>>>>;

/** The account dialog's billing views (accounts-and-billing.md §2). */
export const billingDialogViews: DialogViews = {
  'choose-offer': lazy(() => import('./views/ChooseOfferView')),
  checkout: lazy(() => import('./views/CheckoutView')),
  'payment-error': lazy(() => import('./views/PaymentErrorView')),
  'payment-cancelled': lazy(() => import('./views/PaymentCancelledView')),
  'waiting-for-payment': lazy(() => import('./views/WaitingForPaymentView')),
  'finalize-payment': lazy(() => import('./views/FinalizePaymentView')),
  welcome: lazy(() => import('./views/WelcomeView')),
  unsubscribe: lazy(() => import('./views/UnsubscribeView')),
  'renew-subscription': lazy(() => import('./views/RenewSubscriptionView')),
  'upgrade-subscription': lazy(() => import('./views/UpgradeSubscriptionView')),
  'edit-card': lazy(() => import('./views/EditCardView')),
  'payment-method': lazy(() => import('./views/PaymentMethodView')),
  'payment-method-success': lazy(() => import('./views/PaymentMethodSuccessView')),
};

/** Shows its children (the home row new-year-sale) only while a new-year sale runs; a lazy chunk. */
export const HomeSaleGate = lazy(() => import('./promotions/HomeSaleGate'));
