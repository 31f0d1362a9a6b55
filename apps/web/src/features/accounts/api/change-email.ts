import { callApi } from '../../../lib/api-client';

/**
 * POST /api/users/me/email: a new e-mail, confirmed with the current password. The server e-mails the
 * new address a link; the change takes effect when it is opened. Answers that address (null: no change).
 */
export async function changeEmail(email: string, confirmationPassword: string): Promise<string | null> {
  const result = await callApi('/api/users/me/email', {
    method: 'POST',
    body: { email, confirmationPassword },
  });
  if (!result.success) throw new Error(result.message);
  return (result.data as { pendingEmail?: string | null }).pendingEmail ?? null;
}
