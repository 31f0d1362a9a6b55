import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../testing/s3-test-server';
import { type SpawnedServer, spawnServer } from '../testing/spawn-server';

/*
 * Real server processes on a bucket (decision 059): what one stores, every one serves; a bucket that
 * refuses the keys stops the start with a line that says which setting to fix.
 */
let s3: S3TestServer;
let bucket: string;
const servers: SpawnedServer[] = [];

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = await s3.createBucket();
}, 60_000);
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
  await s3?.stop();
});

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);

it('serves from the bucket what was stored there, not from its data folder', {
  timeout: 180_000,
}, async () => {
  const server = await spawnServer({ stubWebIfMissing: true, env: s3.env(bucket) });
  servers.push(server);
  await s3.storage(bucket).put('posters/fromworker/640.jpg', jpeg);
  const whole = await fetch(`${server.url}/media/posters/fromworker/640.jpg`);
  expect(whole.status).toBe(200);
  expect(Buffer.from(await whole.arrayBuffer()).equals(jpeg)).toBe(true);
  const part = await fetch(`${server.url}/media/posters/fromworker/640.jpg`, {
    headers: { range: 'bytes=2-5' },
  });
  expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 2-5/${jpeg.length}`]);
});

it('refuses to start on a bucket that refuses its keys, naming the settings to check', {
  timeout: 180_000,
}, async () => {
  const refused = await spawnServer({
    stubWebIfMissing: true,
    env: { ...s3.env(bucket), S3_SECRET_ACCESS_KEY: 'not-the-secret' },
  }).then(
    (server) => {
      servers.push(server);
      return 'started';
    },
    (error: Error) => error.message,
  );
  expect(refused).toContain(`The bucket ${bucket} at ${s3.endpoint} refused the credentials (403)`);
});

describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL and one bucket', () => {
  it('answer every stored file alike, with the same ETag', { timeout: 240_000 }, async () => {
    const first = await spawnServer({ stubWebIfMissing: true, env: s3.env(bucket) });
    servers.push(first);
    const second = await spawnServer({
      stubWebIfMissing: true,
      env: { ...s3.env(bucket), DATABASE_URL: first.databaseUrl ?? '' },
    });
    servers.push(second);
    await s3.storage(bucket).put('posters/shared/320.jpg', jpeg);
    const answers = await Promise.all(
      [first, second].map((server) => fetch(`${server.url}/media/posters/shared/320.jpg`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.headers.get('etag')).toBe(answers[1]?.headers.get('etag'));
  });
});
