import {
  impersonateHeader,
  impersonationOf,
  profilePictureUploadAllowed,
  STUDIO_ACTING_AS_REFUSED,
  STUDIO_API_PREFIX,
  type StudioAction,
  VIEW_AS_READ_ONLY,
} from '@releve/contracts';
import type { Database, Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MemberMemory } from '../../cache/member-memory';
import { loadAuthSecret } from '../../config/auth-secret';
import { configuredSocialProviders, type Env, publicUrlOf } from '../../config/env';
import { createLinkSigner } from '../../config/signed-links';
import type { SiteConfigs } from '../../config/site-configs';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { Access } from './access';
import { type BeforeAccountDeleted, removeAccount, runBeforeAccountDeleted } from './account-deletion';
import { createAccountsAuth } from './accounts-auth';
import type { AccountsExtensions, MemberDetailsExtension, ProfileExtension } from './accounts-extensions';
import { AfterReply } from './after-reply';
import { AttemptCounter } from './attempt-counter';
import { authRoutes } from './auth.routes';
import { emailRoutes } from './email.routes';
import { ExportRepository } from './export.repository';
import { exportRoutes } from './export.routes';
import { accountExportSections } from './export.sections';
import { AccountExportService } from './export.service';
import { membersStudioRoutes } from './members.studio.routes';
import { MembershipService } from './membership.service';
import { PasswordGuard } from './password-guard';
import { profilePictureRoutes } from './profile-picture.routes';
import { avatarKeyOfUrl } from './profile-picture.service';
import { SessionMemory } from './session-memory';
import { endedReason } from './sessions.repository';
import { staffStudioRoutes } from './staff.studio.routes';
import { UsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';

export type { LinkSigner } from '../../config/signed-links';
// The accounts module's public face: what other modules may use of it.
export type { Access, Viewer } from './access';
export { AccountDeletionRefused, type BeforeAccountDeleted } from './account-deletion';
export type {
  AccountsExtensions,
  MemberDetailParts,
  MemberDetailsExtension,
  ProfileExtension,
  ProfileParts,
} from './accounts-extensions';
export { type AccountsTools, createAccountsTools } from './accounts-tools';
export type { Auth } from './auth';
export type { ExportContext, ExportSection } from './export.sections';
export type { MembershipService } from './membership.service';
export { hasSessionCookie } from './session-cookie';
export { recordStudioChange, type StudioChange } from './studio-audit';

/** A signer for links of one purpose, keyed by the server's secret (the data folder's, or AUTH_SECRET). */
export const linkSignerOf = (env: Pick<Env, 'DATA_DIR' | 'AUTH_SECRET'>, purpose: string) =>
  createLinkSigner(loadAuthSecret(env.DATA_DIR, env.AUTH_SECRET), purpose);
export type { ProductRow, UserRow, UsersRepository } from './users.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is calling and on whose behalf (set by the accounts module). */
    access: Access;
    /** What a member may do, from their products (set by the accounts module). */
    membership: MembershipService;
    /** Where later modules add their part of the member's profile and data export. */
    accounts: AccountsExtensions;
  }
  interface FastifyContextConfig {
    /**
     * The route never changes the rows kept per member (cache/member-memory.ts): its answer need not
     * wait until the change is heard.
     */
    keepsNoMemberRows?: boolean;
    /**
     * A POST that changes nothing (a player's token): allowed while viewing the site as a member,
     * which refuses every other state-changing call (decision 056).
     */
    changesNothing?: boolean;
    /** What a studio console route (`/api/studio/...`) does; the staff role it needs follows (decision 036). */
    studio?: StudioAction;
  }
}

export interface AccountsModuleOptions {
  env: Env;
  siteConfigs: SiteConfigs;
  db: Db;
  /** Where profile pictures are kept. */
  storage: Storage;
  /** The database's announcements (migration 0020 announces a member's changed rows on `member_changed`). */
  listen: Database['listen'];
  /** The studio's time zone (the live schedule's): the audit log's days are read in it. */
  studioTimeZone: () => Promise<string>;
}

/** The channel migration 0020's triggers announce a member's changed rows on, with the member's id. */
const MEMBER_CHANGED = 'member_changed';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Accounts: better-auth's endpoints, the users API, and the services other modules ask. Sends its
 * e-mail (password resets) through the mail module's `app.mailer`.
 */
async function accounts(
  app: FastifyInstance,
  { env, db, siteConfigs, storage, listen, studioTimeZone }: AccountsModuleOptions,
) {
  const users = new UsersRepository(db);
  const publicUrl = publicUrlOf(env);
  const sessions = new SessionMemory();
  const counter = new AttemptCounter(db);
  const guard = new PasswordGuard(
    counter,
    loadAuthSecret(env.DATA_DIR, env.AUTH_SECRET),
    publicUrl.startsWith('https://'),
  );
  const afterReply = new AfterReply(app.log);
  app.addHook('onClose', () => afterReply.drained());
  const beforeAccountDeleted: BeforeAccountDeleted[] = [];
  const auth = createAccountsAuth(env, db, app.mailer, sessions, {
    confirmsAddresses: true,
    beforeUserDeleted: (user) => runBeforeAccountDeleted(beforeAccountDeleted, user.id),
    onPasswordReset: (user) => guard.passwordChanged(user.email),
    onUserDeleted: async (user) => {
      // The picture stops being served with the account: its file goes too.
      const picture = user.image ? avatarKeyOfUrl(user.image) : undefined;
      if (picture) {
        await storage.delete(picture).catch((error: unknown) => {
          app.log.error({ err: error, key: picture }, "could not delete a deleted member's picture");
        });
      }
      await guard.passwordChanged(user.email);
    },
  });
  const profileExtensions: ProfileExtension[] = [];
  const memberDetails: MemberDetailsExtension[] = [];
  const membership = new MembershipService(users, undefined, profileExtensions);
  // Every memory of members' rows, and the sessions', hears the database's announcements of their changes.
  const memories: MemberMemory<unknown>[] = [membership.profiles];
  let hearing = false;
  const listening = await listen(
    MEMBER_CHANGED,
    (userId) => {
      for (const memory of memories) memory.changed(userId);
      // A session ended anywhere (migration 0056 announces it) is refused here at once (decision 060).
      sessions.forgetUser(userId);
    },
    (now) => {
      hearing = now;
      for (const memory of memories) memory.setHearing(now);
      sessions.setHearing(now);
    },
  );
  app.addHook('onClose', () => listening.stop());
  // A member's change is heard before its answer leaves, so the member's next call reads it (on
  // PostgreSQL the announcement comes moments after the commit). Routes that never change a member's
  // kept rows (progress every few seconds, page views) say so and skip the wait.
  // A refused call changed nothing: its answer (a 503 while the database is away, above all) does not wait.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.keepsNoMemberRows) return payload;
    if (reply.statusCode >= 400) return payload;
    await listening.heard();
    return payload;
  });
  const access = new Access(auth, users, (token) => endedReason(db, token), sessions);
  const exportRepository = new ExportRepository(db);
  const exports = new AccountExportService(
    exportRepository,
    accountExportSections(exportRepository),
    publicUrl,
  );
  // Other modules ask the same Access who is calling and on whose behalf.
  app.decorate('access', access);
  app.decorate('membership', membership);
  app.decorate('accounts', {
    addProfileParts: (extension) => {
      profileExtensions.push(extension);
    },
    addMemberDetails: (extension) => {
      memberDetails.push(extension);
    },
    addExportSections: (...sections) => exports.addSections(...sections),
    addBeforeAccountDeleted: (step) => {
      beforeAccountDeleted.push(step);
    },
    linkSigner: (purpose) => linkSignerOf(env, purpose),
    changesHeard: () => listening.heard(),
    memberMemory: <Source>() => {
      const memory = new MemberMemory<Source>();
      memory.setHearing(hearing);
      memories.push(memory as MemberMemory<unknown>);
      return memory;
    },
  } satisfies AccountsExtensions);

  // Secure by default: every API route needs a signed-in caller unless it says it is public
  // (config: { public: true }), acting on themselves unless an admin; an `{id}` parameter
  // names the member acted on. Checked before the body is validated, so callers without
  // the right get 401/403, never a 400 that tells them about the route.
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions;
    if (request.is404 || !route.url?.startsWith('/api/')) return;
    // Viewing the site as a member (decision 056) buys and changes nothing, on any route, public or not.
    const header = request.headers[impersonateHeader];
    if (
      STATE_CHANGING.has(request.method) &&
      !route.config.changesNothing &&
      impersonationOf(typeof header === 'string' ? header : undefined)?.mode === 'view'
    ) {
      throw new HttpError(403, VIEW_AS_READ_ONLY);
    }
    if (route.config.public) return;
    const { studio } = route.config;
    if (studio) {
      if (request.headers[impersonateHeader]) throw new HttpError(403, STUDIO_ACTING_AS_REFUSED);
      await access.requireStaff(request, studio);
      return;
    }
    await access.subject(request, (request.params as { id?: string }).id ?? 'me');
  });
  // Every console route says what it does, so none is left behind the member's guard alone.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(STUDIO_API_PREFIX) && (!route.config?.studio || route.config.public)) {
      throw new Error(
        `${route.method} ${route.url} is a studio route: it needs config.studio, and is never public`,
      );
    }
  });

  const siteConsents = async () => (await siteConfigs.defaultConfig())?.custom.consents ?? [];
  await app.register(authRoutes, {
    auth,
    socialProviders: Object.keys(configuredSocialProviders(env)),
    publicUrl,
    access,
    users,
    guard,
    afterReply,
    siteConsents,
  });
  await app.register(staffStudioRoutes, { access, db, studioTimeZone });
  await app.register(membersStudioRoutes, {
    db,
    access,
    auth,
    exports,
    removeAccount: (userId) =>
      removeAccount(beforeAccountDeleted, userId, async (id) =>
        (await auth.$context).internalAdapter.deleteUser(id),
      ),
    mailer: app.mailer,
    publicUrl,
    membership,
    memberDetails,
    studioTimeZone,
  });
  await app.register(usersRoutes, {
    access,
    membership,
    users,
    captureSettings: async () =>
      (await siteConfigs.defaultConfig())?.custom.capture ?? { enabled: false, fields: [], questions: [] },
    consentNames: async () => (await siteConsents()).map((consent) => consent.name),
  });
  await app.register(profilePictureRoutes, {
    access,
    membership,
    db,
    storage,
    uploadAllowed: async () => profilePictureUploadAllowed(await siteConfigs.defaultConfig()),
  });
  await app.register(exportRoutes, { access, exports });
  await app.register(emailRoutes, {
    access,
    auth,
    membership,
    users,
    guard,
    counter,
  });
}

/** Registered at the root (fastify-plugin), so its access hook guards every module's routes. */
export const accountsModule = fp(accounts, { name: 'accounts', dependencies: ['mail'] });
