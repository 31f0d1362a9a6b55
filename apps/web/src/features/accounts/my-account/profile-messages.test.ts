import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { profileErrors } from './profile-messages';

describe('profileErrors', () => {
  it('finds every known message, also when the server joins or wraps them', () => {
    const error = new ApiError(
      'Invalid request. firstName: firstName can have max 50 characters.; lastName: lastName can have max 50 characters.',
      400,
    );
    expect(profileErrors(error)).toEqual([
      { field: 'firstName', key: 'errors.first_name_too_long' },
      { field: 'lastName', key: 'errors.last_name_too_long' },
    ]);
    expect(profileErrors(new ApiError('Invalid confirmationPassword', 400))).toEqual([
      { field: 'confirmationPassword', key: 'errors.wrong_password' },
    ]);
    expect(profileErrors(new ApiError('Customer email already exists', 409))).toEqual([
      { field: 'email', key: 'errors.email_taken' },
    ]);
  });

  it('calls anything else an unknown error of the form', () => {
    expect(profileErrors(new ApiError('Request failed with status 500', 500))).toEqual([
      { field: 'root', key: 'errors.unknown' },
    ]);
    expect(profileErrors(new TypeError('Failed to fetch'))).toEqual([
      { field: 'root', key: 'errors.unknown' },
    ]);
    expect(profileErrors(new ApiError('Too many', 429))).toEqual([
      { field: 'root', key: 'errors.too_many_attempts' },
    ]);
  });
});
