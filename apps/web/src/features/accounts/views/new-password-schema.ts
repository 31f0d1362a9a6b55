import { isValidPassword } from '@releve/contracts/password-rules';
import { z } from 'zod';

/** A new password and its confirmation, which must match. */
export const newPasswordFields = {
  password: z.string().refine(isValidPassword, 'registration.invalid_password'),
  confirmation: z.string().min(1, 'login.field_required'),
};

export const mustMatch = <T extends { password: string; confirmation: string }>(values: T) =>
  values.password === values.confirmation;

export const mismatch = { message: 'reset.passwords_do_not_match', path: ['confirmation'] };
