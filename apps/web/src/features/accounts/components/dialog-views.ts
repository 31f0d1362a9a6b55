import type { AccountDialogView } from '@releve/contracts/routes';
import type { ComponentType } from 'react';
import { billingDialogViews } from '../../billing';
import type { DialogViewProps } from '../views/view-props';

/** A view not built yet. */
export const pendingView = () => import('../views/PendingView');
/** Each view's form is a chunk of its own, fetched when the dialog opens on it. */
export const dialogViews: Partial<
  Record<AccountDialogView, () => Promise<{ default: ComponentType<DialogViewProps> }>>
> = {
  ...billingDialogViews,
  login: () => import('../views/LoginView'),
  'create-account': () => import('../views/RegisterView'),
  'personal-details': () => import('../views/PersonalDetailsView'),
  'forgot-password': () => import('../views/ForgotPasswordView'),
  'send-confirmation': () => import('../views/SendConfirmationView'),
  'reset-password': () => import('../views/ResetPasswordView'),
  'edit-password': () => import('../views/EditPasswordView'),
  'simultaneous-logins': () => import('../views/SimultaneousLoginsView'),
  'delete-account': () => import('../views/DeleteAccountView'),
  'delete-account-confirmation': () => import('../views/DeleteAccountConfirmationView'),
  'verify-email': () => import('../views/VerifyEmailView'),
};
