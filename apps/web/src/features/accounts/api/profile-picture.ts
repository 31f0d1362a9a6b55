import { callApi } from '../../../lib/api-client';

const PICTURE_PATH = '/api/users/me/profile/picture';
/** The multipart field the server reads (PROFILE_PICTURE_FIELD in contracts). */
const PICTURE_FIELD = 'profilePicture';

/** Uploads the cropped picture as multipart. */
export async function uploadProfilePicture(picture: Blob): Promise<void> {
  const form = new FormData();
  form.append(PICTURE_FIELD, picture, 'profile-picture.jpg');
  await callApi(PICTURE_PATH, { method: 'POST', body: form });
}

export const removeProfilePicture = () => callApi(PICTURE_PATH, { method: 'DELETE' });
