import type { AccountDialogView } from '@releve/contracts/routes';
import type { ComponentType } from 'react';

/**
 * The account dialog's side of its views: what each view is given, whichever feature owns it. The
 * dialog (accounts) and the views (accounts', billing's) meet here and in app/dialog-views.ts, the
 * registry, so neither feature knows the other's part of the dialog.
 */
export interface DialogViewProps {
  /** The dialog's query parameters (email, message, resetPasswordToken...). */
  params: URLSearchParams;
  /** Switches the dialog to another view, setting (or, with null, removing) parameters. */
  go(view: AccountDialogView, params?: Record<string, string | null>): void;
  /** Closes the dialog (removing its parameters from the URL). */
  close(): void;
}

/** A view's form: a chunk of its own, fetched when the dialog opens on it. */
export type DialogViewModule = () => Promise<{ default: ComponentType<DialogViewProps> }>;

/** A feature's views, by name (`features/<name>/views/dialog-views.ts`). */
export type DialogViewModules = Partial<Record<AccountDialogView, DialogViewModule>>;

/** The views after create-account are part of registration (decision 030): welcome says so. */
export const REGISTERED_PARAM = 'registered';

/** Query parameters that belong to the dialog and leave the URL with it. */
export const DIALOG_PARAMS = [
  'u',
  'message',
  'redirectResult',
  'orderId',
  'resetPasswordToken',
  'paymentMethodId',
  'email',
  'offerId',
  'sentTo',
  REGISTERED_PARAM,
];
