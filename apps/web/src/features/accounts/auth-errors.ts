import { ApiError } from '../../lib/api-client';

/**
 * The spec's error mapping, from the server's answers to the keys of the account texts.
 * better-auth answers with messages such as "Invalid email", "Invalid email or password",
 * "User already exists", "Password too short".
 */
const text = (error: unknown) => (error instanceof Error ? error.message.toLowerCase() : '');

export function loginError(error: unknown): { field: 'email' | 'form'; key: string } {
  if (error instanceof ApiError && error.status === 429)
    return { field: 'form', key: 'errors.too_many_attempts' };
  const message = text(error);
  if (message.includes('invalid param email') || message === 'invalid email') {
    return { field: 'email', key: 'login.wrong_email' };
  }
  return { field: 'form', key: 'login.wrong_combination' };
}

export function registrationError(error: unknown): { field: 'email' | 'password'; key: string } {
  if (error instanceof ApiError && error.status === 429)
    return { field: 'password', key: 'errors.too_many_attempts' };
  const message = text(error);
  if (/(customer|account|user) already exists/.test(message))
    return { field: 'email', key: 'registration.user_exists' };
  if (message.includes('invalid param password') || message.includes('password too')) {
    return { field: 'password', key: 'registration.invalid_password' };
  }
  if (message.includes('invalid param consents')) {
    return { field: 'password', key: 'registration.consent_required' };
  }
  return { field: 'password', key: 'registration.failed_to_create' };
}

export function resetError(error: unknown): string {
  const message = text(error);
  if (message.includes('invalid param email')) return 'reset.wrong_email';
  if (message.includes('token')) return 'reset.invalid_token';
  if (message.includes('invalid param password') || message.includes('password too'))
    return 'reset.invalid_password';
  return 'reset.failed';
}

/**
 * Changing the password with the old one: a wrong current password is said on its field; an account
 * that signs in without a password (social sign-in only) is offered the reset flow; anything else is
 * the spec's "Failed to change password".
 */
export function changePasswordError(error: unknown): 'wrong-current' | 'no-password' | 'failed' {
  const message = text(error);
  if (message === 'invalid password') return 'wrong-current';
  if (message.includes('credential account not found')) return 'no-password';
  return 'failed';
}
