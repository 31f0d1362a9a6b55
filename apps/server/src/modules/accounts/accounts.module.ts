import type { Db } from '@releve/db';
import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../config/env';
import type { Mailer } from '../mail/mailer';
import { Access } from './access';
import { createAuth } from './auth';
import { authRoutes } from './auth.routes';
import { loadAuthSecret } from './auth-secret';
import { MembershipService } from './membership.service';
import { passwordResetMail } from './password-reset-mail';
import { endOldestSessions } from './sessions.repository';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';

export interface AccountsModuleOptions {
  env: Env;
  db: Db;
  mailer: Mailer;
}

/** Where members reach the site; links in e-mails and the allowed origins derive from it. */
export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/** Accounts: better-auth's endpoints, the users API, and the services other modules ask. */
export const accountsModule: FastifyPluginAsync<AccountsModuleOptions> = async (app, { env, db, mailer }) => {
  const users = new UsersRepository(db);
  const publicUrl = publicUrlOf(env);
  const auth = createAuth({
    db,
    secret: loadAuthSecret(env.DATA_DIR, env.AUTH_SECRET),
    publicUrl,
    extraOrigins: env.PUBLIC_URL ? [] : [`http://127.0.0.1:${env.PORT}`],
    sendPasswordReset: (to, link) => mailer.send(passwordResetMail(to, link)),
    onSessionCreated: async (userId) => {
      await endOldestSessions(db, userId, env.MAX_SESSIONS_PER_USER);
    },
  });
  const membership = new MembershipService(users);
  const access = new Access(auth, users);

  await app.register(authRoutes, { auth, publicUrl });
  await app.register(usersRoutes, { access, membership, users });
};
