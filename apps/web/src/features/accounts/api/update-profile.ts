import { callApi } from '../../../lib/api-client';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  consents?: Record<string, boolean>;
}

/** POST /api/users/me: names and consents. Throws ApiError with the server's message. */
export const updateProfile = (changes: ProfileChanges) =>
  callApi('/api/users/me', { method: 'POST', body: changes });
