import { changeEmailSchema, emailChangeMessages, userAnswerSchema } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from './access';
import type { Auth } from './auth';
import type { MembershipService } from './membership.service';
import { type PasswordGuard, tooManyAttemptsMessage } from './password-guard';
import type { UsersRepository } from './users.repository';

export interface EmailRoutesOptions {
  access: Access;
  auth: Auth;
  membership: MembershipService;
  users: UsersRepository;
  /** Counts the password check against the account's limits, like sign-in's. */
  guard: PasswordGuard;
}

/** A unique-constraint violation from PostgreSQL or PGlite, possibly wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * POST /api/users/me/email: the member changes their e-mail by confirming their password
 * (checked against their credential account). Refusals carry the spec's exact messages.
 */
export const emailRoutes: FastifyPluginAsyncZod<EmailRoutesOptions> = async (
  app,
  { access, auth, membership, users, guard },
) => {
  const passwordMatches = async (userId: string, password: string) => {
    const context = await auth.$context;
    const account = await context.internalAdapter.findCredentialAccount(userId);
    if (!account?.password) return false;
    return context.password.verify({ hash: account.password, password });
  };

  app.post(
    '/api/users/me/email',
    // The validation error is handled here so that the answer is the spec's message alone.
    { schema: { body: changeEmailSchema, response: { 200: userAnswerSchema } }, attachValidation: true },
    async (request, reply) => {
      const { userId } = await access.subject(request, 'me');
      const invalid = request.validationError;
      if (invalid) {
        const messages = hasZodFastifySchemaValidationErrors(invalid)
          ? [...new Set(invalid.validation.map((issue: { message: string }) => issue.message))]
          : [emailChangeMessages.invalidEmail];
        throw new HttpError(400, messages.join(', '));
      }
      const { email, confirmationPassword } = request.body;

      // The same counters as sign-in: a stolen session may not guess the password faster than the
      // sign-in form allows.
      const currentEmail = (await users.findById(userId))?.email;
      if (!currentEmail) throw new HttpError(404, 'User not found');
      const over = await guard.attempt(request, currentEmail);
      if (over) {
        reply.header('retry-after', String(over.retryAfterSeconds));
        throw new HttpError(429, tooManyAttemptsMessage);
      }
      if (!(await passwordMatches(userId, confirmationPassword))) {
        throw new HttpError(400, emailChangeMessages.wrongPassword);
      }
      await guard.accepted(request, currentEmail);

      const owner = await users.findByEmail(email);
      if (owner && owner.id !== userId) throw new HttpError(409, emailChangeMessages.emailTaken);
      if (!owner) {
        try {
          await users.update(userId, { email, emailVerified: false });
        } catch (error) {
          // Another account took the address between the look-up and the update.
          if (isUniqueViolation(error)) throw new HttpError(409, emailChangeMessages.emailTaken);
          throw error;
        }
        request.log.info({ userId }, 'e-mail changed');
      }

      const profile = await membership.changedProfile(userId);
      if (!profile) throw new HttpError(404, 'User not found');
      return { user: profile.user };
    },
  );
};
