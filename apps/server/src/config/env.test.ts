import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('reads the bucket settings (decision 059), and says which one is missing or wrong', () => {
    expect(loadEnv({}).S3_BUCKET).toBeUndefined();
    expect(loadEnv({})).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    const env = loadEnv({
      S3_BUCKET: 'studio-media',
      S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({ S3_BUCKET: 'studio-media', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: true });
    const problems = (source: Record<string, string>) => {
      try {
        loadEnv(source);
        return [];
      } catch (error) {
        return (error as EnvError).problems;
      }
    };
    expect(problems({ S3_BUCKET: 'Studio_Media' })).toEqual([
      'S3_BUCKET: must be a bucket name (3-63 lowercase letters, digits, dots, dashes)',
    ]);
    expect(problems({ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://x' })[0]).toMatch(/^S3_ENDPOINT: /);
    expect(problems({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKIA1' })).toEqual([
      'S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID',
    ]);
    expect(problems({ S3_ENDPOINT: 'https://s3.example.com' })).toEqual([
      'S3_ENDPOINT: is set but S3_BUCKET is not',
    ]);
    expect(problems({ S3_FORCE_PATH_STYLE: 'yes' })[0]).toMatch(/^S3_FORCE_PATH_STYLE: /);
    expect(problems({ S3_BUCKET: 'media', MEDIA_BASE_URL: 'https://cdn.example.com' })).toEqual([
      'MEDIA_URL_SECRET: must be set with MEDIA_BASE_URL',
    ]);
    expect(problems({ MEDIA_BASE_URL: 'https://cdn.example.com', MEDIA_URL_SECRET: 'x'.repeat(32) })).toEqual(
      ['MEDIA_BASE_URL: needs S3_BUCKET (the CDN serves the bucket)'],
    );
  });

  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DEFAULT_CONFIG_SOURCE: 'relevedm' });
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('runs one process doing everything unless told otherwise, and a web or worker role only on PostgreSQL', () => {
    expect(loadEnv({})).toMatchObject({
      RELEVE_ROLE: 'all',
      DATABASE_CONNECT_TIMEOUT_MS: 2_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 5_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000,
      STRIPE_TIMEOUT_MS: 15_000,
    });
    for (const role of ['web', 'worker']) {
      expect(() => loadEnv({ RELEVE_ROLE: role })).toThrow(
        `RELEVE_ROLE: ${role} needs PostgreSQL (DATABASE_URL): PGlite belongs to one process, which must be RELEVE_ROLE=all`,
      );
      expect(loadEnv({ RELEVE_ROLE: role, DATABASE_URL: 'postgres://u@db/releve' }).RELEVE_ROLE).toBe(role);
    }
    expect(() => loadEnv({ RELEVE_ROLE: 'jobs' })).toThrow(EnvError);
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '10' })).toThrow(EnvError);
  });

  it('reads PORT, DATA_DIR, lists and flags', () => {
    const env = loadEnv({
      PORT: '8080',
      DATA_DIR: '/srv/releve',
      ALLOWED_CONFIG_SOURCES: 'aaaa1111, /preview.json ,',
      UNSAFE_ALLOW_ANY_CONFIG_SOURCE: 'true',
      DATABASE_URL: 'postgres://u@db:5432/releve',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/srv/releve',
      ALLOWED_CONFIG_SOURCES: ['aaaa1111', '/preview.json'],
      UNSAFE_ALLOW_ANY_CONFIG_SOURCE: true,
      DATABASE_URL: 'postgres://u@db:5432/releve',
    });
  });

  it('takes relative folders from where the command was typed (npm says so in INIT_CWD)', () => {
    // `npm run demo` runs the server in apps/server; the README's ./data is where the command was typed.
    const env = loadEnv({
      INIT_CWD: '/home/ana/releve',
      DEMO_CACHE_DIR: '.cache/demo',
      WEB_DIST: 'apps/web/dist',
      FFMPEG_PATH: './bin/ffmpeg',
    });
    expect(env).toMatchObject({
      DATA_DIR: '/home/ana/releve/data',
      DEMO_CACHE_DIR: '/home/ana/releve/.cache/demo',
      WEB_DIST: '/home/ana/releve/apps/web/dist',
      FFMPEG_PATH: '/home/ana/releve/bin/ffmpeg',
    });
    expect(loadEnv({ INIT_CWD: '/home/ana/releve', DATA_DIR: '../studio-data' }).DATA_DIR).toBe(
      '/home/ana/studio-data',
    );
    expect(loadEnv({ INIT_CWD: '/home/ana/releve', DATA_DIR: '/srv/releve' }).DATA_DIR).toBe('/srv/releve');
    // A bare name is looked up on PATH, not taken as a file here.
    expect(loadEnv({ INIT_CWD: '/home/ana/releve', FFMPEG_PATH: 'ffmpeg6' }).FFMPEG_PATH).toBe('ffmpeg6');
  });

  it('lists every bad key in one error', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'TRUST_PROXY']);
    expect((error as EnvError).message).toMatch(/^Invalid environment:\n {2}- /);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts a number of hops or named proxies, never every X-Forwarded-For entry', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/8, proxy' })).toThrow('TRUST_PROXY');
  });
});

describe('social sign-in keys', () => {
  it('needs both keys of a provider', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'x' })).toThrow(
      'GOOGLE_CLIENT_SECRET: must be set with GOOGLE_CLIENT_ID',
    );
    expect(() => loadEnv({ APPLE_CLIENT_SECRET: 'y' })).toThrow(
      'APPLE_CLIENT_ID: must be set with APPLE_CLIENT_SECRET',
    );
    expect(loadEnv({ FACEBOOK_CLIENT_ID: 'a', FACEBOOK_CLIENT_SECRET: 'b' }).FACEBOOK_CLIENT_ID).toBe('a');
  });
});
