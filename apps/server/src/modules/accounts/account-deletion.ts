import { APIError } from 'better-auth/api';
import { HttpError } from '../../plugins/errors';

/**
 * A module's step before an account is deleted (billing stops the member's subscriptions at the
 * provider). Steps run in order, after better-auth has checked the password and before anything is
 * deleted; one that throws stops the deletion, so the account and everything of it stay.
 */
export type BeforeAccountDeleted = (userId: string) => Promise<void>;

/** A step's refusal, told to the member as it is (a 503 when a provider cannot be reached). */
export class AccountDeletionRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: 409 | 503 = 503,
  ) {
    super(message);
  }
}

/** The message of a deletion that failed in a way the member cannot act on (the spec's, §8). */
const DELETE_FAILED = 'Failed to delete account';

/**
 * An account removed at the studio's word (the console, decision 056): the same steps as a member's own
 * deletion, then better-auth's removal of the user, their sessions and sign-in methods (its delete
 * hooks run: the picture goes, sessions are forgotten). A step's refusal is answered as it is.
 */
export async function removeAccount(
  steps: readonly BeforeAccountDeleted[],
  userId: string,
  deleteUser: (userId: string) => Promise<void>,
) {
  try {
    for (const step of steps) await step(userId);
  } catch (error) {
    if (error instanceof AccountDeletionRefused) throw new HttpError(error.statusCode, error.message);
    throw error;
  }
  await deleteUser(userId);
}

/** Runs the steps; a refusal or failure becomes better-auth's error answer, and nothing is deleted. */
export async function runBeforeAccountDeleted(steps: readonly BeforeAccountDeleted[], userId: string) {
  try {
    for (const step of steps) await step(userId);
  } catch (error) {
    if (error instanceof AccountDeletionRefused) {
      const status = error.statusCode === 409 ? 'CONFLICT' : 'SERVICE_UNAVAILABLE';
      throw new APIError(status, { message: error.message, code: 'ACCOUNT_DELETION_REFUSED' });
    }
    throw new APIError('INTERNAL_SERVER_ERROR', { message: DELETE_FAILED, cause: error });
  }
}
