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
    /** Set when a reverse proxy terminates TLS in front of Relevé. */
    TRUST_PROXY: flag,
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
    /** Where the demo studio's generated posters and clips are cached; defaults to `.cache/demo-studio` in the checkout. */
    DEMO_CACHE_DIR: z.string().min(1).optional(),
    /** The ffmpeg binary for video packaging; defaults to `ffmpeg` on PATH. */
    FFMPEG_PATH: z.string().min(1).optional(),
    /** Signs playback tokens; generated into DATA_DIR/playback-secret on first start when unset. */
    PLAYBACK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Runs the background job worker (video packaging) inside the server: on unless `false`, which
     * suits PostgreSQL setups running `src/jobs/worker-main.ts` as processes of their own.
     */
    JOB_WORKER: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
  })
  .superRefine((env, context) => {
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
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
