import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { loginError, registrationError, resetError } from './auth-errors';

describe('auth error mapping', () => {
  it('puts a bad e-mail on the field and anything else on the form for login', () => {
    expect(loginError(new ApiError('invalid param email', 400))).toEqual({
      field: 'email',
      key: 'login.wrong_email',
    });
    expect(loginError(new ApiError('Invalid email', 400))).toEqual({
      field: 'email',
      key: 'login.wrong_email',
    });
    expect(loginError(new ApiError('Invalid email or password', 401))).toEqual({
      field: 'form',
      key: 'login.wrong_combination',
    });
    expect(loginError(new Error('network'))).toEqual({ field: 'form', key: 'login.wrong_combination' });
  });

  it('maps registration failures', () => {
    expect(registrationError(new ApiError('User already exists. Use another email.', 422)).key).toBe(
      'registration.user_exists',
    );
    expect(registrationError(new ApiError('customer already exists', 422)).key).toBe(
      'registration.user_exists',
    );
    expect(registrationError(new ApiError('Password too short', 400)).key).toBe(
      'registration.invalid_password',
    );
    expect(
      registrationError(
        new ApiError(
          'Invalid param password: at least 8 characters with a lowercase letter and a digit',
          400,
        ),
      ).key,
    ).toBe('registration.invalid_password');
    expect(
      registrationError(new ApiError('Invalid param consents: terms must be given to register', 400)).key,
    ).toBe('registration.consent_required');
    expect(registrationError(new ApiError('boom', 500))).toEqual({
      field: 'password',
      key: 'registration.failed_to_create',
    });
  });

  it('maps reset failures', () => {
    expect(resetError(new ApiError('Invalid token', 400))).toBe('reset.invalid_token');
    expect(resetError(new ApiError('Password too short', 400))).toBe('reset.invalid_password');
    expect(resetError(new ApiError('nope', 500))).toBe('reset.failed');
  });
});
