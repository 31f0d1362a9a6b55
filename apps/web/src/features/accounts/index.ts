// Accounts: who is looking (the viewer and their profile), the account dialog and menu, and the banners about a person.
export { ANNUAL_PASS_HREF, annualPassLink } from './annual-pass-link';
export { profileQueryKey } from './api/get-profile';
export { AccountDialog } from './components/AccountDialog';
export { AccountMenu } from './components/AccountMenuSlot';
export { HelpWidget } from './components/HelpWidget';
export { PersonBanners } from './components/PersonBannersSlot';
export { OpenDialogButton } from './my-account/OpenDialogButton';
export { useLogOut } from './use-log-out';
export { INVALID_TRIAL_ERROR, rememberTrialRefused, useTrialEligible } from './use-trial-eligible';
export { useViewer } from './use-viewer';
export { useWelcomeRedirect } from './use-welcome-redirect';
/** The dialog's own views, for the app's registry of the dialog's views (app/dialog-views.ts) only. */
export { accountsDialogViews } from './views/dialog-views';
