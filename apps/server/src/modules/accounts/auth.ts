import type { Db } from '@releve/db';
import { schema } from '@releve/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { hashPassword, verifyPassword } from './password-hashing';

export interface AuthDependencies {
  db: Db;
  secret: string;
  /** Where members reach the site, e.g. https://studio.example; links in e-mails start with it. */
  publicUrl: string;
  /** More origins allowed to call the auth endpoints (127.0.0.1 when no PUBLIC_URL is set). */
  extraOrigins?: string[];
  /** Sends the e-mail with the single-use reset token (the module decides the link and words). */
  sendPasswordReset(user: { id: string; email: string }, token: string): Promise<void>;
  /** Ends the oldest sessions of a user beyond the limit, right after a new sign-in. */
  onSessionCreated(userId: string): Promise<void>;
  /** A session of this user ended (sign-out, revocation) or the user changed or was deleted. */
  onAccountChanged?(userId: string): void;
  /** A member chose a new password with a reset link. */
  onPasswordReset?(user: { id: string; email: string }): Promise<void>;
  /**
   * Sends the link that confirms an e-mail address (after sign-up, on request, and to the new address
   * of an e-mail change): `user.email` is the address to confirm.
   */
  sendEmailVerification?(user: { id: string; email: string }, token: string): Promise<void>;
  /** Before an account is deleted, once its password is checked; throwing stops the deletion. */
  beforeUserDeleted?(user: { id: string }): Promise<void>;
  /** A member's account was deleted (their picture, files and counters go with it). */
  onUserDeleted?(user: { id: string; email: string; image?: string | null }): Promise<void>;
  /** Social sign-in providers the studio configured, by name (google, facebook, apple). */
  socialProviders?: Record<string, { clientId: string; clientSecret: string }>;
}

/** Reset links work once and for at most 10 minutes. */
export const RESET_TOKEN_SECONDS = 10 * 60;
/** Links that confirm an e-mail address work for a day (a new one can be asked for). */
export const VERIFICATION_TOKEN_SECONDS = 24 * 60 * 60;

/**
 * Relevé's accounts on better-auth: e-mail and password with argon2id, sessions in the
 * database (a fresh one at each sign-in), rate limits stored in the database so they hold
 * across restarts and processes, reset links through Relevé's own mail.
 */
export function createAuth(deps: AuthDependencies) {
  return betterAuth({
    appName: 'Relevé',
    baseURL: deps.publicUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [deps.publicUrl, ...(deps.extraOrigins ?? [])],
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => {
        await deps.sendPasswordReset(user, token);
      },
      onPasswordReset: async ({ user }) => {
        await deps.onPasswordReset?.(user);
      },
    },
    // Members keep browsing and buying before they confirm (decision 027): no sign-in waits for it.
    // The admin commands (which send no e-mail) build it without: the accounts they make are the studio's.
    emailVerification: deps.sendEmailVerification && {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await deps.sendEmailVerification?.(user, token);
      },
    },
    socialProviders: deps.socialProviders ?? {},
    user: {
      // Relevé's e-mail route asks for it (after the password): the new address takes effect only
      // when the link sent to it is opened.
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await deps.beforeUserDeleted?.(user);
        },
      },
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '', input: false },
        lastName: { type: 'string', required: false, defaultValue: '', input: false },
        // Given with the sign-up form and stored with the account in one insert (the bridge checks
        // them against the site's required consents; update-user is not reachable over HTTP).
        consents: { type: 'json', required: false, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Per address. A studio's members often share one (a studio's or a gym's Wi-Fi), so these
      // allow a class's worth; guessing one member's password meets the stricter limits of
      // password-guard.ts first (reset requests are counted there, before better-auth sees them).
      customRules: {
        '/sign-in/email': { window: 60, max: 30 },
        '/sign-up/email': { window: 60, max: 30 },
        '/reset-password': { window: 60, max: 10 },
        // better-auth's default here is 3 in 10 s; the password is counted per account anyway.
        '/change-password': { window: 60, max: 30 },
      },
    },
    advanced: {
      // better-auth turns these checks off under NODE_ENV=test; Relevé keeps them on everywhere,
      // so the tests prove the cross-site protection the product runs with.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'releve',
      useSecureCookies: deps.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The Fastify bridge writes the caller's address here from request.ip (which honours
      // TRUST_PROXY), replacing anything the client sent.
      ipAddress: { ipAddressHeaders: ['x-releve-client-ip'] },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await deps.onSessionCreated(session.userId);
          },
        },
        delete: { after: async (session) => deps.onAccountChanged?.(session.userId) },
      },
      user: {
        update: {
          // better-auth keeps the old flag when a change of address is confirmed; the link went to the
          // new address, so opening it confirms that address.
          before: async (data, context) =>
            context?.path === '/verify-email' && typeof data.email === 'string'
              ? { data: { ...data, emailVerified: true } }
              : undefined,
          after: async (user) => deps.onAccountChanged?.(user.id),
        },
        delete: {
          after: async (user) => {
            deps.onAccountChanged?.(user.id);
            await deps.onUserDeleted?.(user);
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
