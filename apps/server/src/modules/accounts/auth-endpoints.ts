import {
  consentsSchema,
  invalidPasswordMessage,
  isValidPassword,
  PASSWORD_MAX_LENGTH,
} from '@releve/contracts';
import { z } from 'zod';

/** Where better-auth's endpoints are bridged. */
export const AUTH_BASE_PATH = '/api/auth';

const email = z.string().trim().max(254, 'Invalid email').pipe(z.email('Invalid email'));
/** A password being checked: any text a password could be, never an unbounded one. */
const givenPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Invalid password');
/** A password being chosen: the spec's rule (§5), the same one the web app shows. */
const newPassword = z.string().refine(isValidPassword, invalidPasswordMessage);
/** Where the browser goes after a social sign-in: a path of this site, never another site. */
const sitePath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, 'must be a path of this site');

export interface AuthEndpoint {
  methods: ReadonlyArray<'GET' | 'POST'>;
  /** The JSON body it takes; only what this schema keeps reaches better-auth. */
  body?: z.ZodType;
  /** The query it takes (GET); only what this schema keeps reaches better-auth. */
  query?: z.ZodType<Record<string, string>>;
  /** Whose password it checks: the account of the body's e-mail, or the signed-in member's. */
  checksPassword?: 'email' | 'session';
}

/**
 * The better-auth endpoints reachable over HTTP, each with the body it takes; any other path
 * (update-user, verify-password, change-email, list-sessions, get-access-token, ...) answers 404.
 * Relevé's own routes do what the web app needs of the rest (names, e-mail, picture).
 */
export const authEndpoints: Record<string, AuthEndpoint> = {
  '/sign-up/email': {
    methods: ['POST'],
    body: z.strictObject({
      email,
      password: newPassword,
      name: z.string().max(100).default(''),
      consents: consentsSchema.optional(),
    }),
  },
  '/sign-in/email': {
    methods: ['POST'],
    body: z.strictObject({ email, password: givenPassword, rememberMe: z.boolean().optional() }),
    checksPassword: 'email',
  },
  '/sign-in/social': {
    methods: ['POST'],
    body: z.strictObject({
      provider: z.string().max(40),
      callbackURL: sitePath.optional(),
      errorCallbackURL: sitePath.optional(),
      newUserCallbackURL: sitePath.optional(),
      disableRedirect: z.boolean().optional(),
    }),
  },
  '/sign-out': { methods: ['POST'], body: z.strictObject({}).optional() },
  '/request-password-reset': { methods: ['POST'], body: z.strictObject({ email }) },
  '/reset-password': {
    methods: ['POST'],
    body: z.strictObject({ token: z.string().min(1).max(200), newPassword }),
  },
  '/change-password': {
    methods: ['POST'],
    body: z.strictObject({
      currentPassword: givenPassword,
      newPassword,
      revokeOtherSessions: z.boolean().optional(),
    }),
    checksPassword: 'session',
  },
  // The spec's "Delete needs password", enforced here: better-auth would delete a fresh session's
  // account without one.
  '/delete-user': {
    methods: ['POST'],
    body: z.strictObject({ password: givenPassword }),
    checksPassword: 'session',
  },
  // The link that confirms an e-mail address (decision 027): its page (the dialog's verify-email view)
  // sends the token here. No callbackURL: the answer is JSON, never a redirect.
  '/verify-email': {
    methods: ['GET'],
    query: z.strictObject({
      token: z
        .string()
        .min(1)
        .max(2000)
        .regex(/^[\w.-]+$/, 'Invalid token'),
    }),
  },
  // better-auth's page for a failed social sign-in.
  '/error': { methods: ['GET'] },
};

/** The endpoint behind a normalised path under /api/auth, if reachable; social callbacks per provider. */
export function authEndpointOf(path: string, socialProviders: string[]): AuthEndpoint | undefined {
  if (Object.hasOwn(authEndpoints, path)) return authEndpoints[path];
  const provider = /^\/callback\/([a-z]+)$/.exec(path)?.[1];
  // Apple answers with a form POST; the others redirect back with GET.
  if (provider && socialProviders.includes(provider)) return { methods: ['GET', 'POST'] };
  return undefined;
}

/** The message of a refused body: the spec's own words where the web app maps them, else the field's. */
export function describeBodyError(error: z.ZodError): string {
  const messages = error.issues.map((issue) => {
    if (/^Invalid (email|password|param)|is required$/.test(issue.message)) return issue.message;
    const field = issue.path.join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return [...new Set(messages)].join('; ');
}
