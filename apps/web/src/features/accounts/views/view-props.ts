import type { AccountDialogView } from '@releve/contracts/routes';

export interface DialogViewProps {
  /** The dialog's query parameters (email, message, resetPasswordToken...). */
  params: URLSearchParams;
  /** Switches the dialog to another view, setting (or, with null, removing) parameters. */
  go(view: AccountDialogView, params?: Record<string, string | null>): void;
  /** Closes the dialog (removing its parameters from the URL). */
  close(): void;
}
