import type { Db } from '@releve/db';
import { loadAuthSecret } from '../../config/auth-secret';
import { allowedOriginsOf, configuredSocialProviders, type Env, publicUrlOf } from '../../config/env';
import type { Mailer } from '../mail/mail.module';
import { type Auth, createAuth } from './auth';
import { passwordResetMail } from './password-reset-mail';
import { forgetResetTokens } from './reset-tokens.repository';
import type { SessionMemory } from './session-memory';
import { endOldestSessions } from './sessions.repository';
import { UsersRepository } from './users.repository';
import { verificationMail } from './verification-mail';

/** What the server adds to better-auth's settings (the admin commands need none of it). */
export interface AccountsAuthHooks {
  /** After a reset link set a new password (its other links are already ended). */
  onPasswordReset?(user: { id: string; email: string }): Promise<void>;
  onUserDeleted?(user: { id: string; email: string; image?: string | null }): Promise<void>;
  /** E-mails addresses their confirmation links (the server; the admin commands send no e-mail). */
  confirmsAddresses?: boolean;
  /** Before an account is deleted (the other modules' steps); throwing stops the deletion. */
  beforeUserDeleted?(user: { id: string }): Promise<void>;
}

/** better-auth with Relevé's settings; the server and the admin commands build it the same way. */
export function createAccountsAuth(
  env: Env,
  db: Db,
  mailer: Pick<Mailer, 'send'>,
  sessions?: SessionMemory,
  hooks: AccountsAuthHooks = {},
): Auth {
  const publicUrl = publicUrlOf(env);
  return createAuth({
    db,
    secret: loadAuthSecret(env.DATA_DIR, env.AUTH_SECRET),
    publicUrl,
    extraOrigins: allowedOriginsOf(env),
    sendPasswordReset: async (user, token) => {
      const hasPassword = await new UsersRepository(db).hasPassword(user.id);
      await mailer.send(passwordResetMail(publicUrl, { email: user.email, hasPassword }, token));
    },
    ...(hooks.confirmsAddresses
      ? {
          sendEmailVerification: async (user: { email: string }, token: string) => {
            await mailer.send(verificationMail(publicUrl, user.email, token));
          },
        }
      : {}),
    onSessionCreated: async (userId) => {
      if (await endOldestSessions(db, userId, env.MAX_SESSIONS_PER_USER)) sessions?.forgetUser(userId);
    },
    onAccountChanged: (userId) => sessions?.forgetUser(userId),
    onPasswordReset: async (user) => {
      await forgetResetTokens(db, user.id);
      // The reset link went to the account's address: opening it proves the address as a confirmation
      // link would (members imported from another platform confirm theirs this way).
      await new UsersRepository(db).update(user.id, { emailVerified: true });
      await hooks.onPasswordReset?.(user);
    },
    onUserDeleted: hooks.onUserDeleted,
    beforeUserDeleted: hooks.beforeUserDeleted,
    socialProviders: configuredSocialProviders(env),
  });
}
