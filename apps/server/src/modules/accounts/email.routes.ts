import {
  apiPaths,
  changeEmailSchema,
  emailChangeAnswerSchema,
  emailChangeMessages,
  emailVerificationMessages,
  userAnswerSchema,
} from '@releve/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from './access';
import type { AttemptCounter } from './attempt-counter';
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
  /** Counts the confirmation links a member asks for. */
  counter: AttemptCounter;
}

/** New confirmation links a member may ask for: enough for a lost mail, too few to flood an inbox. */
export const verificationResendLimit = { windowMs: 60 * 60_000, max: 5 };

/**
 * POST /api/users/me/email: the member changes their e-mail by confirming their password (checked
 * against their credential account); the new address takes effect once the link better-auth sends to it
 * is opened. Refusals carry the spec's exact messages. POST /api/users/me/email/verification: a new link
 * for the current address.
 */
export const emailRoutes: FastifyPluginAsyncZod<EmailRoutesOptions> = async (
  app,
  { access, auth, membership, users, guard, counter },
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
    {
      schema: { body: changeEmailSchema, response: { 200: emailChangeAnswerSchema } },
      attachValidation: true,
    },
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
        // better-auth e-mails the new address a link; opening it makes the change (and confirms it).
        await auth.api.changeEmail({ body: { newEmail: email }, headers: fromNodeHeaders(request.headers) });
        request.log.info({ userId }, 'e-mail change asked');
      }

      const profile = await membership.changedProfile(userId);
      if (!profile) throw new HttpError(404, 'User not found');
      return { user: profile.user, pendingEmail: owner ? null : email };
    },
  );

  app.post(
    apiPaths.emailVerification,
    { schema: { response: { 200: userAnswerSchema } } },
    async (request, reply) => {
      const { userId } = await access.subject(request, 'me');
      const row = await users.findById(userId);
      if (!row) throw new HttpError(404, 'User not found');
      if (row.emailVerified) throw new HttpError(409, emailVerificationMessages.alreadyVerified);
      const over = await counter.count(`verification:${userId}`, verificationResendLimit);
      if (over) {
        reply.header('retry-after', String(over.retryAfterSeconds));
        throw new HttpError(429, 'Too many links asked for. Try again later.');
      }
      await auth.api.sendVerificationEmail({
        body: { email: row.email },
        headers: fromNodeHeaders(request.headers),
      });
      const profile = await membership.profile(userId);
      if (!profile) throw new HttpError(404, 'User not found');
      return { user: profile.user };
    },
  );
};
