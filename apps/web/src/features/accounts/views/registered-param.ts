/**
 * The dialog's marker that the views after create-account are part of registration. A module of its
 * own: the dialog (in the first script) needs only this name, not the hook that follows registration.
 */
export const REGISTERED_PARAM = 'registered';
