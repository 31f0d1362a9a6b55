import type { AccountDialogView } from '@releve/contracts/routes';
import { accountsDialogViews } from '../features/accounts';
import { billingDialogViews } from '../features/billing';
import type { DialogViewModule } from '../lib/account-dialog';

/**
 * The account dialog's registry: every view contracts name, from the feature that owns it (a view
 * with no form, or with two, fails the type check and dialog-views.test.ts). The dialog (accounts)
 * is handed it by the router and never names billing; billing's views know only lib/account-dialog.
 * A chunk of its own, fetched when the dialog first opens, so the app's start carries none of it
 * (decision 018).
 */
export const dialogViews: Record<AccountDialogView, DialogViewModule> = {
  ...accountsDialogViews,
  ...billingDialogViews,
};
