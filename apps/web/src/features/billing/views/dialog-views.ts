import type { AccountDialogView } from '@releve/contracts/routes';
import type { ComponentType } from 'react';
import type { DialogViewProps } from '../../accounts';

type DialogViewModules = Partial<
  Record<AccountDialogView, () => Promise<{ default: ComponentType<DialogViewProps> }>>
>;

/** The account dialog's billing views (accounts-and-billing.md §2), each a chunk of its own. */
export const billingDialogViews: DialogViewModules = {
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
};
