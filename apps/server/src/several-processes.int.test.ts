import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  billingPaths,
  LIBRARY_FILE_FIELD,
  PROFILE_PICTURE_FIELD,
  studioClassPaths,
  studioLibraryPaths,
  studioVideoPaths,
} from '@releve/contracts';
import { openDatabase, schema } from '@releve/db';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from './jobs/job-queue';
import { ANALYTICS_ROLLUP_QUEUE } from './modules/analytics/analytics.module';
import { CHECKOUT_SWEEP_QUEUE, SANDBOX_RENEWALS_QUEUE } from './modules/billing/billing.module';
import { card, sessionIdOf } from './modules/billing/testing/billing-test-app';
import { STUDIO_UPLOAD_EXPIRY_QUEUE } from './modules/playback/playback.module';
import { magazinePdf } from './modules/resources/testing/test-pdfs';
import { WEEK_PLAN_REMINDERS_QUEUE } from './modules/week-plan/week-plan.module';
import { type RoundRobinProxy, startRoundRobinProxy } from './testing/round-robin-proxy';
import { type S3TestServer, startS3TestServer } from './testing/s3-test-server';
import { findFreePort } from './testing/spawn-server';
import { type SpawnedWorker, spawnWorker } from './testing/spawn-worker';
import { call, signUp, startTwoServers, type Target, type TwoServers, within } from './testing/two-servers';
import { waitFor } from './testing/wait-for';
import { runTool } from './video/ffmpeg';
import { findVideoTools } from './video/video-tools';

/*
 * Issue 37's whole set-up: two web processes (RELEVE_ROLE=web) and a worker (RELEVE_ROLE=worker) on one
 * PostgreSQL, their files in a bucket on a real, signature-checking S3 server (Swift), members and staff
 * behind a round-robin proxy, so each of their requests reaches the other process than the last. Every
 * file answers on both processes; what one process does reaches the other within a second.
 */
const SECRETS = {
  // Processes of one site share their secrets (docs/operations.md).
  AUTH_SECRET: 'several-processes-one-site-secret-0123456789',
  PLAYBACK_SECRET: 'several-processes-playback-secret-0123456789',
};

describe.runIf(process.env.DATABASE_URL)('two web processes and a worker behind a round-robin proxy', () => {
  let s3: S3TestServer;
  let servers: TwoServers;
  let proxy: RoundRobinProxy;
  let worker: SpawnedWorker | undefined;
  let workerEnv: NodeJS.ProcessEnv;
  const work = mkdtempSync(path.join(tmpdir(), 'releve-several-'));
  const owner = { cookie: '', userId: '' };
  const member = { cookie: '', userId: '' };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    const bucket = await s3.createBucket();
    // Members browse the proxy's address, so it is the site's (PUBLIC_URL): the origin their calls carry.
    const proxyPort = await findFreePort();
    const env = {
      NODE_ENV: 'test',
      RELEVE_ROLE: 'web',
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      ...SECRETS,
      ...s3.env(bucket),
    };
    servers = await startTwoServers(env);
    proxy = await startRoundRobinProxy({ targets: [servers.first.url, servers.second.url], port: proxyPort });
    workerEnv = {
      ...process.env,
      ...env,
      LOG_LEVEL: 'warn',
      DATABASE_URL: servers.databaseUrl,
      DATA_DIR: path.join(work, 'worker'),
    };
    const staff = await signUp(proxy, 'olga.owner@example.test');
    Object.assign(owner, staff);
    const database = await openDatabase({ databaseUrl: servers.databaseUrl, poolSize: 1 });
    await database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
    await database.close();
    Object.assign(member, await signUp(proxy, 'lea.member@example.test'));
  }, 240_000);
  afterAll(async () => {
    await worker?.stop();
    await proxy?.close();
    await servers?.stop();
    await s3?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  /** Each process directly, as the proxy would reach it: calls carry the site's origin. */
  const processes = () =>
    [servers.first, servers.second].map((server) => ({ url: server.url, origin: proxy.url }));
  /** One request to each process directly: status and bytes. */
  const onBoth = async (url: string, cookie = '') =>
    Promise.all(
      [servers.first, servers.second].map(async (server) => {
        const response = await fetch(`${server.url}${url}`, { headers: cookie ? { cookie } : {} });
        return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
      }),
    );
  const expectSameFileOnBoth = async (url: string, cookie = '') => {
    const [first, second] = await onBoth(url, cookie);
    expect([first?.status, second?.status], url).toEqual([200, 200]);
    expect(first?.bytes.length, url).toBeGreaterThan(0);
    expect(first?.bytes.equals(second?.bytes ?? Buffer.alloc(0)), url).toBe(true);
    return first?.bytes ?? Buffer.alloc(0);
  };

  it('runs no job on the web processes: the worker runs every queue and sends the schedules', {
    timeout: 150_000,
  }, async () => {
    const database = await openDatabase({ databaseUrl: servers.databaseUrl, poolSize: 1 });
    const queue = await new JobQueue(database).start((error) => {
      throw error;
    });
    try {
      const queues = [
        WEEK_PLAN_REMINDERS_QUEUE,
        SANDBOX_RENEWALS_QUEUE,
        CHECKOUT_SWEEP_QUEUE,
        STUDIO_UPLOAD_EXPIRY_QUEUE,
        ANALYTICS_ROLLUP_QUEUE,
      ];
      const ids = (await Promise.all(queues.map((name) => queue.boss.send(name, {})))) as string[];
      const states = async () =>
        (await database.runSql('SELECT name, state FROM pgboss.job WHERE id = ANY($1) ORDER BY name', [ids]))
          .rows as { name: string; state: string }[];
      // Longer than a web process's polling interval (2 s): a job it worked would be taken by now.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect((await states()).map((row) => row.state)).toEqual(queues.map(() => 'created'));
      worker = spawnWorker(workerEnv);
      await worker.running(90_000);
      await waitFor(async () => (await states()).every((row) => row.state === 'completed'), 30_000).catch(
        () => {},
      );
      expect(await states(), worker.output()).toEqual(
        queues.map((name) => ({ name, state: 'completed' })).sort((a, b) => a.name.localeCompare(b.name)),
      );
    } finally {
      await queue.stop(1_000);
      await database.close();
    }
  });

  it("delivers a payment's access-granted event to the member's tab on the other process", async () => {
    const tab = new AbortController();
    const stream = await fetch(`${servers.second.url}${billingPaths.events}`, {
      headers: { cookie: member.cookie },
      signal: tab.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body?.getReader();
    let received = '';
    const granted = (async () => {
      const decoder = new TextDecoder();
      while (!received.includes('event: access.granted')) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        received += decoder.decode(chunk.value, { stream: true });
      }
      return received;
    })();
    try {
      const [first] = processes() as [Target];
      const opened = await call(first, 'POST', billingPaths.checkoutSession, member.cookie, {
        key: 'on-demand-annual',
        redirectUrl: '/?u=finalize-payment',
        cancelUrl: '/pricing',
      });
      expect(opened.status).toBe(200);
      const sessionId = sessionIdOf(opened.json.url ?? '');
      const paid = await call(first, 'POST', billingPaths.sandboxPay(sessionId), member.cookie, card());
      expect(paid.json.status).toBe('succeeded');
      const finalized = await call(
        first,
        'POST',
        billingPaths.finalizeOrder(opened.json.orderId ?? ''),
        member.cookie,
      );
      expect(finalized.json).toMatchObject({ status: 'fulfilled', accessGranted: true });
      const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(received), 2_000));
      expect(await Promise.race([granted, timeout])).toContain('event: access.granted');
    } finally {
      tab.abort();
    }
  });

  it('refuses on both processes within a second a session signed out through the proxy', async () => {
    const { cookie } = await signUp(proxy, 'lea.signout@example.test');
    const writeStatuses = async () =>
      Promise.all(
        processes().map(
          async (server) =>
            (await call(server, 'POST', '/api/users/me', cookie, { firstName: 'Léa' })).status,
        ),
      );
    // Each process remembers the cookie from its first use (session-memory.ts).
    expect(await writeStatuses()).toEqual([200, 200]);
    expect((await call(proxy, 'POST', '/api/auth/sign-out', cookie, {})).status).toBe(200);
    await within(1_000, writeStatuses, [401, 401]);
  });

  let classId = '';
  it('serves every file on both processes: profile picture, magazine page, HLS playlists and segments, poster', {
    timeout: 120_000,
  }, async () => {
    // A member's profile picture, uploaded through the proxy.
    const picture = new FormData();
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c48' } })
      .jpeg()
      .toBuffer();
    picture.append(PROFILE_PICTURE_FIELD, new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await fetch(`${proxy.url}/api/users/me/profile/picture`, {
      method: 'POST',
      headers: { cookie: member.cookie, origin: proxy.url },
      body: picture,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { profilePictureUrl } = (await uploaded.json()) as { profilePictureUrl: string };
    await expectSameFileOnBoth(new URL(profilePictureUrl, proxy.url).pathname);

    // A magazine issue: uploaded through the proxy, its pages made by the worker.
    const issue = new FormData();
    issue.append('title', 'Winter Issue');
    issue.append(LIBRARY_FILE_FIELD, new Blob([magazinePdf(2)], { type: 'application/pdf' }), 'winter.pdf');
    const made = await fetch(`${proxy.url}${studioLibraryPaths.magazines}`, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: proxy.url },
      body: issue,
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { magazine } = (await made.json()) as { magazine: { id: string } };

    // A class's video: sent through tus, packaged by the worker into the bucket.
    const source = path.join(work, 'class.mp4');
    await runTool(findVideoTools().ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', source],
    ]);
    const video = readFileSync(source);
    // Created through the proxy, then sent in three PATCHes, each to the other process than the last
    // (the upload's parts are in the bucket and its lock in PostgreSQL: decision 066).
    const tus = (more: Record<string, string>) => ({
      cookie: owner.cookie,
      origin: proxy.url,
      'tus-resumable': '1.0.0',
      ...more,
    });
    const metadata = ['filename Adagio.mp4', 'filetype video/mp4']
      .map((pair) =>
        pair.replace(/ (.*)$/, (_, value: string) => ` ${Buffer.from(value).toString('base64')}`),
      )
      .join(',');
    const created = await fetch(`${proxy.url}/api/studio/uploads`, {
      method: 'POST',
      headers: tus({ 'upload-length': String(video.length), 'upload-metadata': metadata }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const location = String(created.headers.get('location'));
    const third = Math.ceil(video.length / 3);
    const [first, second] = processes() as [Target, Target];
    for (const [index, server] of [first, second, first].entries()) {
      const offset = index * third;
      // The process about to take the next part knows where the last one, sent to the other, ended.
      const head = await fetch(`${server.url}${location}`, { method: 'HEAD', headers: tus({}) });
      expect(head.headers.get('upload-offset')).toBe(String(offset));
      const patched = await fetch(`${server.url}${location}`, {
        method: 'PATCH',
        headers: tus({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
        body: video.subarray(offset, offset + third),
      });
      expect(patched.status, await patched.clone().text()).toBe(204);
      expect(patched.headers.get('upload-offset')).toBe(String(Math.min(offset + third, video.length)));
    }
    const uploadId = String(created.headers.get('location')).split('/').at(-1) ?? '';
    const database = await openDatabase({ databaseUrl: servers.databaseUrl, poolSize: 1 });
    try {
      const [upload] = await database.db
        .select()
        .from(schema.studioUpload)
        .where(eq(schema.studioUpload.id, uploadId));
      const assetId = upload?.assetId ?? '';
      classId = upload?.mediaId ?? '';
      const assetStatus = async () =>
        (
          await database.db
            .select({ status: schema.videoAsset.status })
            .from(schema.videoAsset)
            .where(inArray(schema.videoAsset.id, [assetId]))
        )[0]?.status;
      await waitFor(async () => (await assetStatus()) === 'ready', 90_000);

      // The poster, a frame of the video, chosen through the proxy.
      const poster = await call(proxy, 'POST', studioVideoPaths.posterFrame(assetId), owner.cookie, {
        seconds: 1,
      });
      expect(poster.status).toBe(200);
      const posterId = String(poster.json.posterId);
      const jpegBytes = await expectSameFileOnBoth(`/media/posters/${posterId}/640.jpg`);
      expect(jpegBytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

      // The magazine's pages, made by the worker meanwhile: its cover for the studio on both processes,
      // then, published through the proxy, its pages for the member (who paid above) on both.
      const cover = `/media/magazines/${magazine.id}/cover.webp`;
      await waitFor(
        async () => (await onBoth(cover, owner.cookie)).every((answer) => answer.status === 200),
        60_000,
      );
      await expectSameFileOnBoth(cover, owner.cookie);
      const published = await call(proxy, 'POST', studioLibraryPaths.publish(magazine.id), owner.cookie);
      expect(published.status).toBe(200);
      for (const page of [1, 2]) {
        const png = await expectSameFileOnBoth(`/media/magazines/${magazine.id}/${page}.png`, member.cookie);
        expect(png.subarray(1, 4).toString()).toBe('PNG');
      }

      // Published through the proxy, the class plays for the member on both processes.
      expect((await call(proxy, 'POST', studioClassPaths.publish(classId), owner.cookie, {})).status).toBe(
        200,
      );
      await within(
        1_000,
        async () => (await onBoth(`/api/v2/media/${classId}`)).map((answer) => answer.status),
        [200, 200],
      );
      const signed = await call(proxy, 'POST', `/api/media/${classId}/sign`, member.cookie);
      expect(signed.json).toMatchObject({ entitled: true });
      const token = String(signed.json.token);
      const uris = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'));
      const master = await expectSameFileOnBoth(`/media/play/${token}/master.m3u8`, member.cookie);
      const variant = uris(master.toString())[0] ?? '';
      const playlist = await expectSameFileOnBoth(`/media/play/${token}/${variant}`, member.cookie);
      const segment = uris(playlist.toString())[0] ?? '';
      const bytes = await expectSameFileOnBoth(
        `/media/play/${token}/${path.posix.dirname(variant)}/${segment}`,
        member.cookie,
      );
      expect(bytes.length).toBeGreaterThan(2_000);
    } finally {
      await database.close();
    }
  });

  it('shows a catalogue change made through one process on both within a second, with the same ETag', async () => {
    expect(classId).not.toBe('');
    const media = async () =>
      Promise.all(
        [servers.first, servers.second].map(async (server) => {
          const response = await fetch(`${server.url}/api/v2/media/${classId}`);
          const body = (await response.json()) as { title?: string };
          return { title: body.title, etag: response.headers.get('etag') };
        }),
      );
    const renamed = await call(proxy, 'PATCH', studioClassPaths.one(classId), owner.cookie, {
      title: 'Adagio, slowly',
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    await within(1_000, async () => (await media()).map((answer) => answer.title), [
      'Adagio, slowly',
      'Adagio, slowly',
    ]);
    const [first, second] = await media();
    expect(first?.etag).toMatch(/^"/);
    expect(second?.etag).toBe(first?.etag);
  });
});
