import { ApiError, callApi } from '../../../lib/api-client';

/** better-auth's delete-user with the member's password: the account and its sessions go. */
export const deleteAccount = (password: string) =>
  callApi('/api/auth/delete-user', { method: 'POST', body: { password } });

/** better-auth answers 400 "Invalid password" when the password does not match. */
export const isWrongPassword = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && /invalid password/i.test(error.message);
