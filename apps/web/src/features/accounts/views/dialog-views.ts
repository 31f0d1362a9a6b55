import type { DialogViewModules } from '../../../lib/account-dialog';

/**
 * The account dialog's own views (sign-in, registration, passwords, leaving), each a chunk of its own;
 * app/dialog-views.ts registers them with billing's.
 */
export const accountsDialogViews = {
  login: () => import('./LoginView'),
  'create-account': () => import('./RegisterView'),
  'personal-details': () => import('./PersonalDetailsView'),
  'forgot-password': () => import('./ForgotPasswordView'),
  'send-confirmation': () => import('./SendConfirmationView'),
  'reset-password': () => import('./ResetPasswordView'),
  'edit-password': () => import('./EditPasswordView'),
  'simultaneous-logins': () => import('./SimultaneousLoginsView'),
  'delete-account': () => import('./DeleteAccountView'),
  'delete-account-confirmation': () => import('./DeleteAccountConfirmationView'),
  'verify-email': () => import('./VerifyEmailView'),
} satisfies DialogViewModules;
