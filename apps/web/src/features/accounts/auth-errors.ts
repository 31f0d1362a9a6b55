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
