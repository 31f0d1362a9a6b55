import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const socialProviders = ['google', 'facebook', 'apple'] as const;

/** Every environment variable Relevé reads, validated once at start-up. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** Resolved against the folder the command was typed in (invocationDir). */
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(?:ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The config the site loads when the address names none (an 8-character id or a same-origin path). */
    DEFAULT_CONFIG_SOURCE: z.string().default('relevedm'),
    /** More config sources a visitor may pick with ?app-config=, comma separated. */
    ALLOWED_CONFIG_SOURCES: list,
    /** Lets ?app-config= load any source; for studio staff previewing configs, never for production. */
    UNSAFE_ALLOW_ANY_CONFIG_SOURCE: flag,
    /** Folder of the built web app; defaults to apps/web/dist of this checkout. */
    WEB_DIST: z.string().optional(),
    /**
     * Which proxies in front of Relevé to believe about the visitor's address (X-Forwarded-For):
     * none (`false`, the default), a number of hops (`1` behind one reverse proxy; `true` means 1),
     * or the proxies' addresses or CIDR ranges, comma separated. Never the left-most entry, which
     * the visitor writes.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context): false | number | string[] => {
        const trimmed = value.trim();
        if (['', 'false', '0'].includes(trimmed)) return false;
        if (trimmed === 'true') return 1;
        if (/^\d+$/.test(trimmed)) return Number(trimmed);
        const addresses = trimmed
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
        if (addresses.every((item) => isIP(item.replace(/\/\d{1,3}$/, '')) !== 0)) return addresses;
        context.addIssue({
          code: 'custom',
          message: 'must be false, a number of proxy hops, or proxy addresses (CIDR) separated by commas',
        });
        return false;
      }),
    /** The longest a client may take to send a whole request; a slower one is cut off with 408. */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(60),
    /** The longest a client may take to send a request's headers. */
    HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
    /** The address members reach the site at; used in e-mailed links. Defaults to http://localhost:PORT. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** smtp(s)://user:pass@host:port to send mail; without it mail goes to the outbox in DATA_DIR/outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The sender of Relevé's e-mails. */
    MAIL_FROM: z.string().min(3).default('Relevé <no-reply@localhost>'),
    /** How many browsers may be signed in to one account at once; the oldest session ends beyond it. */
    MAX_SESSIONS_PER_USER: z.coerce.number().int().min(1).max(100).default(3),
    /** Sign-in with Google, Facebook or Apple: each provider is offered only when both of its keys are set. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Secret that signs session cookies; generated into DATA_DIR/auth-secret on first start when unset. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Seeds the demo studio's visitor accounts (one shared, published password) into a database with no
     * users; for showing Relevé, never for a real studio.
     */
    DEMO_STUDIO: flag,
    /** Classes the demo studio seeds (benchmarks use 50000). */
    DEMO_SCALE: z.coerce.number().int().min(100).max(200_000).default(5_000),
    /**
     * Days the raw anonymous analytics (page views, searches, player events) are kept; each finished
     * day is first folded into daily rollups, which are kept (decision 029).
     */
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** Where the demo studio's generated posters and clips are cached; defaults to `.cache/demo-studio` in the checkout. */
    DEMO_CACHE_DIR: z.string().min(1).optional(),
    /** The largest video file the studio may upload, in bytes (decision 039); 20 GB unless told. */
    UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(20_000_000_000),
    /** Hours an unfinished upload is kept before it is removed with its draft class (decision 039). */
    UPLOAD_EXPIRY_HOURS: z.coerce
      .number()
      .min(0.001)
      .max(24 * 365)
      .default(24),
    /** The largest PDF the library takes (resources, magazine issues), in bytes (decision 043); 200 MB unless told. */
    LIBRARY_UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).max(2_000_000_000).default(200_000_000),
    /** The ffmpeg binary for video packaging; defaults to `ffmpeg` on PATH. */
    FFMPEG_PATH: z.string().min(1).optional(),
    /** Signs playback tokens; generated into DATA_DIR/playback-secret on first start when unset. */
    PLAYBACK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Stripe (docs/operations.md): the secret, or restricted, API key of the studio's account. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a secret key (sk_test_…, sk_live_…, or a restricted rk_…)')
      .optional(),
    /** The signing secret of the Stripe webhook endpoint `{PUBLIC_URL}/api/billing/webhooks/stripe`. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, 'must be a webhook signing secret (whsec_…)')
      .optional(),
    /** Where the Stripe SDK calls instead of https://api.stripe.com: the tests' local stand-in. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The longest one call to Stripe may take, its retries included: a checkout fails within it (decision 060). */
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(15_000),
    /**
     * Runs the background job worker (video packaging) inside the server: on unless `false`, which
     * suits PostgreSQL setups running `src/jobs/worker-main.ts` as processes of their own.
     */
    JOB_WORKER: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    /**
     * Object storage (decision 059): with S3_BUCKET set, every file Relevé stores goes to that bucket of
     * an S3-compatible provider (AWS, R2, B2, MinIO, Ceph, Swift) instead of DATA_DIR/files.
     */
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lowercase letters, digits, dots, dashes)',
      )
      .optional(),
    /** The provider's S3 address, e.g. https://<account>.r2.cloudflarestorage.com; AWS's own when unset. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** The bucket's region (`auto` on R2; any name on most self-hosted providers). */
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `true` for providers that address buckets by path (MinIO, Ceph, Swift), not by host name. */
    S3_FORCE_PATH_STYLE: flag,
    /**
     * A CDN in front of the bucket that serves video segments and previews (decision 059): playlists
     * then name them at this address with a token for one video's folder, checked by the CDN.
     */
    MEDIA_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The secret the CDN checks folder tokens with (nginx secure_link_md5); 32+ characters. */
    MEDIA_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * What this process does (decision 060): `all` serves HTTP and runs the jobs (one box); `web`
     * serves HTTP and packages no video; `worker` runs the jobs and serves nothing. `web` and `worker`
     * need PostgreSQL (PGlite belongs to one process).
     */
    RELEVE_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    /** How long to wait for a new PostgreSQL connection before the request fails (503). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
    /** The longest one statement may run on PostgreSQL before the server cancels it. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
    /** A transaction left idle this long is ended by PostgreSQL (its locks freed). */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  })
  .superRefine((env, context) => {
    // The S3 settings mean nothing without a bucket, and a key without its secret is a typo.
    if (!env.S3_BUCKET) {
      for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (env[name])
          context.addIssue({ code: 'custom', path: [name], message: 'is set but S3_BUCKET is not' });
      }
    }
    if (env.MEDIA_BASE_URL && !env.MEDIA_URL_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['MEDIA_URL_SECRET'],
        message: 'must be set with MEDIA_BASE_URL',
      });
    }
    if (env.MEDIA_BASE_URL && !env.S3_BUCKET) {
      context.addIssue({
        code: 'custom',
        path: ['MEDIA_BASE_URL'],
        message: 'needs S3_BUCKET (the CDN serves the bucket)',
      });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      const other = env.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      context.addIssue({ code: 'custom', path: [missing], message: `must be set with ${other}` });
    }
    if (env.RELEVE_ROLE !== 'all' && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['RELEVE_ROLE'],
        message: `${env.RELEVE_ROLE} needs PostgreSQL (DATABASE_URL): PGlite belongs to one process, which must be RELEVE_ROLE=all`,
      });
    }
    // A provider with only one of its two keys set is a typo waiting to confuse: say so at start-up.
    for (const provider of socialProviders) {
      const id = env[`${provider.toUpperCase()}_CLIENT_ID` as keyof typeof env];
      const secret = env[`${provider.toUpperCase()}_CLIENT_SECRET` as keyof typeof env];
      if (!id !== !secret) {
        const missing = `${provider.toUpperCase()}_CLIENT_${id ? 'SECRET' : 'ID'}`;
        context.addIssue({
          code: 'custom',
          path: [missing],
          message: `must be set with ${provider.toUpperCase()}_CLIENT_${id ? 'ID' : 'SECRET'}`,
        });
      }
    }
  });

/** Social sign-in providers Relevé can offer. */
export type SocialProvider = (typeof socialProviders)[number];

/** The providers this studio configured (both keys set). */
export function configuredSocialProviders(
  env: Env,
): Record<string, { clientId: string; clientSecret: string }> {
  const configured: Record<string, { clientId: string; clientSecret: string }> = {};
  for (const provider of socialProviders) {
    const clientId = env[`${provider.toUpperCase()}_CLIENT_ID` as keyof Env] as string | undefined;
    const clientSecret = env[`${provider.toUpperCase()}_CLIENT_SECRET` as keyof Env] as string | undefined;
    if (clientId && clientSecret) configured[provider] = { clientId, clientSecret };
  }
  return configured;
}

export type Env = z.infer<typeof envSchema>;

/** Where members reach the site; links in e-mails and the allowed origins derive from it. */
export function publicUrlOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/**
 * The origins Relevé's own pages are served from: its calls come from these and no other. PUBLIC_URL's
 * alone when it is set (a visitor who came by another name is sent there, `publicOrigin` in the
 * settings); without it the machine's own names on the port are one site: localhost, 127.0.0.1, [::1].
 */
export function allowedOriginsOf(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string[] {
  const publicUrl = publicUrlOf(env);
  return env.PUBLIC_URL
    ? [publicUrl]
    : [publicUrl, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`];
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment; every bad key is listed in one error. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const typedIn = invocationDir(source);
  const resolve = (value: string | undefined) =>
    value === undefined ? undefined : path.resolve(typedIn, value);
  return {
    ...env,
    DATA_DIR: path.resolve(typedIn, env.DATA_DIR),
    DEMO_CACHE_DIR: resolve(env.DEMO_CACHE_DIR),
    WEB_DIST: resolve(env.WEB_DIST),
    // A bare name (`ffmpeg`) is looked up on PATH; anything with a slash is a path.
    FFMPEG_PATH: env.FFMPEG_PATH?.includes('/') ? resolve(env.FFMPEG_PATH) : env.FFMPEG_PATH,
  };
}

/**
 * The folder relative paths (DATA_DIR, DEMO_CACHE_DIR, WEB_DIST, FFMPEG_PATH) are taken from: where the
 * command was typed. npm runs a workspace's script in the workspace's folder (`npm run demo` runs the
 * server in apps/server) and says in INIT_CWD where it was started; without npm, the working directory.
 */
export function invocationDir(source: NodeJS.ProcessEnv = process.env): string {
  return source.INIT_CWD || process.cwd();
}

/** The PostgreSQL pool's limits from the environment (decision 060). */
export function databaseTimeoutsOf(env: Env) {
  return {
    connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}
