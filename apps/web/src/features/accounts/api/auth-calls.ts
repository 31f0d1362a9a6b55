import { callApi, IMPERSONATION_KEY } from '../../../lib/api-client';
import { removeSession } from '../../../lib/storage';

/**
 * Calls to the account endpoints (better-auth under /api/auth). Each throws ApiError
 * with the server's message, which auth-errors.ts maps to the spec's error keys.
 */
const post = (path: string, body: unknown) => callApi(`/api/auth/${path}`, { method: 'POST', body });

export const signIn = (email: string, password: string) => post('sign-in/email', { email, password });

/** The consents travel with the sign-up: the server refuses it without the required ones. */
export const signUp = (email: string, password: string, consents: Record<string, boolean>) =>
  post('sign-up/email', { email, password, name: '', consents });

/**
 * Signing out ends acting as a member first: the server refuses account calls made while
 * impersonating, since they would act on the admin's own account.
 */
export const signOut = () => {
  removeSession(IMPERSONATION_KEY);
  return post('sign-out', {});
};

export const requestPasswordReset = (email: string) => post('request-password-reset', { email });

export const resetPassword = (token: string, newPassword: string) =>
  post('reset-password', { token, newPassword });

export const changePassword = (currentPassword: string, newPassword: string) =>
  post('change-password', { currentPassword, newPassword, revokeOtherSessions: true });
