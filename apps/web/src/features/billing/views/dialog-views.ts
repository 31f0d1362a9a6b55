import type { DialogViewModules } from '../../../lib/account-dialog';

/**
 * The account dialog's billing views (accounts-and-billing.md §2), each a chunk of its own;
 * app/dialog-views.ts registers them with accounts'.
 */
export const billingDialogViews = {
  'choose-offer': () => import('./ChooseOfferView'),
  checkout: () => import('./CheckoutView'),
  'payment-error': () => import('./PaymentErrorView'),
  'payment-cancelled': () => import('./PaymentCancelledView'),
  'waiting-for-payment': () => import('./WaitingForPaymentView'),
  'finalize-payment': () => import('./FinalizePaymentView'),
  welcome: () => import('./WelcomeView'),
  unsubscribe: () => import('./UnsubscribeView'),
  'renew-subscription': () => import('./RenewSubscriptionView'),
  'upgrade-subscription': () => import('./UpgradeSubscriptionView'),
  'edit-card': () => import('./EditCardView'),
  'payment-method': () => import('./PaymentMethodView'),
  'payment-method-success': () => import('./PaymentMethodSuccessView'),
} satisfies DialogViewModules;
