import { apiPaths } from '@releve/contracts/api-paths';
import { ApiError, callApi } from '../../../lib/api-client';

/** A new link to confirm the member's e-mail address (the server allows a few an hour). */
export async function resendVerification(): Promise<void> {
  const result = await callApi(apiPaths.emailVerification, { method: 'POST' });
  if (!result.success) throw new Error(result.message);
}

/** Opens the link's token: better-auth confirms the address it was sent to. */
export async function verifyEmail(token: string): Promise<void> {
  const result = await callApi(`${apiPaths.verifyEmail}?${new URLSearchParams({ token })}`);
  if (!result.success) throw new Error(result.message);
}

/** An expired, used or altered link: better-auth answers 401 (TOKEN_EXPIRED, INVALID_TOKEN). */
export const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 400);
