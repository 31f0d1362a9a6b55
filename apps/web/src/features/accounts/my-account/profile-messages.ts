import { ApiError } from '../../../lib/api-client';

/** The spec's profile update messages (§8), each with its text key and the field it is about. */
const knownMessages = [
  { message: 'Invalid param email', key: 'errors.invalid_param_email', field: 'email' },
  { message: 'Customer email already exists', key: 'errors.email_taken', field: 'email' },
  { message: 'Please enter a valid e-mail address.', key: 'errors.invalid_email', field: 'email' },
  { message: 'Invalid confirmationPassword', key: 'errors.wrong_password', field: 'confirmationPassword' },
  { message: 'firstName can have max 50 characters.', key: 'errors.first_name_too_long', field: 'firstName' },
  { message: 'lastName can have max 50 characters.', key: 'errors.last_name_too_long', field: 'lastName' },
  { message: 'Email update not supported', key: 'errors.email_update_not_supported', field: 'root' },
] as const;

export type ProfileField = (typeof knownMessages)[number]['field'];

export interface ProfileError {
  field: ProfileField;
  /** A key of the profile namespace. */
  key: string;
}

/**
 * The known messages a failed profile call carries (the server may join several, or wrap
 * them in "Invalid request. …"); anything else is one unknown error about the whole form.
 */
export function profileErrors(error: unknown): ProfileError[] {
  const text = error instanceof Error ? error.message : '';
  const found = knownMessages
    .filter(({ message }) => text.includes(message))
    .map(({ field, key }) => ({ field, key }));
  if (found.length > 0) return found;
  if (error instanceof ApiError && error.status === 429)
    return [{ field: 'root', key: 'errors.too_many_attempts' }];
  return [{ field: 'root', key: 'errors.unknown' }];
}
