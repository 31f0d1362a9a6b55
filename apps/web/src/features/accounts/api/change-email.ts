import { callApi } from '../../../lib/api-client';

/** POST /api/users/me/email: a new e-mail, confirmed with the current password. */
export const changeEmail = (email: string, confirmationPassword: string) =>
  callApi('/api/users/me/email', { method: 'POST', body: { email, confirmationPassword } });
