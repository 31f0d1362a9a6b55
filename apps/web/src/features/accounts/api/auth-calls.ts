import { callApi } from '../../../lib/api-client';

/**
 * Calls to the account endpoints (better-auth under /api/auth). Each throws ApiError
 * with the server's message, which auth-errors.ts maps to the spec's error keys.
 */
const post = (path: string, body: unknown) => callApi(`/api/auth/${path}`, { method: 'POST', body });

export const signIn = (email: string, password: string) => post('sign-in/email', { email, password });

export const signUp = (email: string, password: string) =>
  post('sign-up/email', { email, password, name: '' });

export const signOut = () => post('sign-out', {});

export const requestPasswordReset = (email: string) => post('request-password-reset', { email });

export const resetPassword = (token: string, newPassword: string) =>
  post('reset-password', { token, newPassword });

export const changePassword = (currentPassword: string, newPassword: string) =>
  post('change-password', { currentPassword, newPassword, revokeOtherSessions: true });

export const updateConsents = (consents: Record<string, boolean>) =>
  callApi('/api/users/me', { method: 'POST', body: { consents } });
