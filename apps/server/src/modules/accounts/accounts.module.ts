import type { Db } from '@releve/db';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { configuredSocialProviders, type Env } from '../../config/env';
import type { SiteConfigs } from '../../config/site-configs';
import { createLocalStorage } from '../../storage/local-disk-storage';
import type { Mailer } from '../mail/mailer';
import { Access } from './access';
import { overAccountLimit } from './account-rate-limit';
import { type Auth, createAuth } from './auth';
import { authRoutes } from './auth.routes';
import { loadAuthSecret } from './auth-secret';
import { emailRoutes } from './email.routes';
import { exportRoutes } from './export.routes';
import type { ExportSection } from './export.sections';
import { MembershipService, type ProfileLibrary } from './membership.service';
import { passwordResetMail } from './password-reset-mail';
import { profilePictureRoutes } from './profile-picture.routes';
import { SessionMemory } from './session-memory';
import { endedReason, endOldestSessions } from './sessions.repository';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';

export interface AccountsModuleOptions {
  env: Env;
  siteConfigs: SiteConfigs;
  db: Db;
  mailer: Mailer;
  /** Fills the profile's counts, progress and program state. */
  library?: ProfileLibrary;
  /** Other features' parts of the member's data export (favorites, progress, viewing events). */
  exportSections?: ExportSection[];
}

/** Where members reach the site; links in e-mails and the allowed origins derive from it. */
export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/** better-auth with Relevé's settings; the server and the admin commands build it the same way. */
export function createAccountsAuth(
  env: Env,
  db: Db,
  mailer: Pick<Mailer, 'send'>,
  sessions?: SessionMemory,
): Auth {
  const publicUrl = publicUrlOf(env);
  return createAuth({
    db,
    secret: loadAuthSecret(env.DATA_DIR, env.AUTH_SECRET),
    publicUrl,
    extraOrigins: env.PUBLIC_URL ? [] : [`http://127.0.0.1:${env.PORT}`],
    sendPasswordReset: async (user, token) => {
      const hasPassword = await new UsersRepository(db).hasPassword(user.id);
      await mailer.send(passwordResetMail(publicUrl, { email: user.email, hasPassword }, token));
    },
    onSessionCreated: async (userId) => {
      if (await endOldestSessions(db, userId, env.MAX_SESSIONS_PER_USER)) sessions?.forgetUser(userId);
    },
    onAccountChanged: (userId) => sessions?.forgetUser(userId),
    socialProviders: configuredSocialProviders(env),
  });
}

/** Accounts: better-auth's endpoints, the users API, and the services other modules ask. */
const accounts: FastifyPluginAsync<AccountsModuleOptions> = async (
  app,
  { env, db, mailer, siteConfigs, library, exportSections },
) => {
  const users = new UsersRepository(db);
  const publicUrl = publicUrlOf(env);
  const sessions = new SessionMemory();
  const auth = createAccountsAuth(env, db, mailer, sessions);
  const membership = new MembershipService(users, undefined, library);
  const access = new Access(auth, users, (token) => endedReason(db, token), sessions);
  // Other modules ask the same Access who is calling and on whose behalf.
  app.decorate('access', access);
  app.decorate('membership', membership);

  // Secure by default: every API route needs a signed-in caller unless it says it is public
  // (config: { public: true }), acting on themselves unless an admin; an `{id}` parameter
  // names the member acted on. Checked before the body is validated, so callers without
  // the right get 401/403, never a 400 that tells them about the route.
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions;
    if (request.is404 || !route.url?.startsWith('/api/') || route.config.public) return;
    await access.subject(request, (request.params as { id?: string }).id ?? 'me');
  });

  await app.register(authRoutes, {
    auth,
    socialProviders: Object.keys(configuredSocialProviders(env)),
    publicUrl,
    overAccountLimit: (path, email) => overAccountLimit(db, path, email),
  });
  await app.register(usersRoutes, {
    access,
    membership,
    users,
    captureSettings: async () =>
      (await siteConfigs.defaultConfig())?.custom.capture ?? { enabled: false, fields: [], questions: [] },
  });
  await app.register(profilePictureRoutes, {
    access,
    membership,
    db,
    storage: createLocalStorage(env.DATA_DIR),
  });
  await app.register(exportRoutes, { access, db, publicUrl, moreSections: exportSections });
  await app.register(emailRoutes, {
    access,
    auth,
    membership,
    users,
    overAccountLimit: (path, key) => overAccountLimit(db, path, key),
  });
};

/** Registered at the root (fastify-plugin), so its access hook guards every module's routes. */
export const accountsModule = fp(accounts, { name: 'accounts' });
