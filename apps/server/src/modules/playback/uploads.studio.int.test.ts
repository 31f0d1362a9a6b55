import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { type Database, schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../testing/wait-for';
import {
  createUploadsTestApp,
  ORIGIN,
  rowsLeftOf,
  tusCalls,
  type UploadsTestApp,
} from './testing/uploads-test-app';

/*
 * The studio's resumable uploads over tus (decision 039): creation makes the upload's asset and draft
 * class at once, PATCHes append from the stored offset (after a restart too), DELETE cancels and
 * leaves nothing, and every method is behind the staff guard.
 */

let t: UploadsTestApp;
let db: Database['db'];
beforeAll(async () => {
  t = await createUploadsTestApp('uploads-protocol');
  db = t.database.db;
}, 60_000);
afterAll(() => t?.close());

const owner = () => tusCalls(() => t.app, t.staff.owner.cookie);
const uploadArea = () => path.join(t.storage.root, '.uploads');

describe('tus uploads at /api/studio/uploads', () => {
  it('creates an upload with its video asset, a draft class titled from the file name, and an audit entry', async () => {
    const res = await owner().create('Barre_basics-week 3.mp4', 1_000);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/api\/studio\/uploads\/[a-z0-9]{24}$/);
    const uploadId = location.split('/').at(-1) as string;
    const [upload] = await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId));
    expect(upload).toMatchObject({
      state: 'uploading',
      filename: 'Barre_basics-week 3.mp4',
      sizeBytes: 1_000,
      receivedBytes: 0,
      createdBy: t.staff.owner.userId,
    });
    const [asset] = await db
      .select()
      .from(schema.videoAsset)
      .where(eq(schema.videoAsset.id, upload?.assetId ?? ''));
    expect(asset?.status).toBe('uploading');
    const [draft] = await db
      .select()
      .from(schema.mediaItem)
      .where(eq(schema.mediaItem.id, upload?.mediaId ?? ''));
    expect(draft).toMatchObject({ title: 'Barre basics week 3', state: 'draft', videoAssetId: asset?.id });
    expect(draft?.id).toMatch(/^[A-Za-z0-9]{8}$/);
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, `upload:${uploadId}`));
    expect(audit).toMatchObject({ action: 'upload.create', actorId: t.staff.owner.userId });

    const list = await owner().list();
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ maxBytes: 20_000_000_000, chunkBytes: 33_554_432, expiryHours: 24 });
    expect(list.json().uploads[0]).toMatchObject({
      id: uploadId,
      state: 'uploading',
      mediaId: draft?.id,
      assetStatus: 'uploading',
    });
  });

  it('refuses a file over the limit before a byte is sent, naming the file and the limit, and makes nothing', async () => {
    const before = await db.select().from(schema.studioUpload);
    const res = await owner().create('Full day workshop.mov', 20_000_000_001);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Full day workshop.mov is 20 GB: the studio's upload limit is 20 GB");
    const huge = await owner().create('Whole term.mov', 64_500_000_000);
    expect(huge.json().message).toBe("Whole term.mov is 64.5 GB: the studio's upload limit is 20 GB");
    expect(await db.select().from(schema.studioUpload)).toHaveLength(before.length);
  });

  it('appends PATCHes from the offset HEAD tells, refuses a wrong offset, and counts the bytes received', async () => {
    const created = await owner().create('pliés.mp4', 10);
    const location = String(created.headers.location);
    expect((await owner().head(location)).headers['upload-offset']).toBe('0');
    const first = await owner().patch(location, 0, Buffer.from('01234'));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe('5');
    const head = await owner().head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('5');
    expect(head.headers['upload-length']).toBe('10');
    expect(head.headers['cache-control']).toBe('no-store');
    const wrong = await owner().patch(location, 2, Buffer.from('xx'));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toMatch(/offset/i);
    // Saved after the answer (the console's own progress is its client's): for other tabs and visits.
    const received = async () =>
      (
        await db
          .select()
          .from(schema.studioUpload)
          .where(eq(schema.studioUpload.id, location.split('/').at(-1) as string))
      )[0]?.receivedBytes;
    await waitFor(async () => (await received()) === 5, 5_000);
  });

  it("replaces a class's video without a new draft, and refuses an unknown class", async () => {
    const [published] = await db.select().from(schema.mediaItem).limit(1);
    const classId = published?.id as string;
    const drafts = (await db.select().from(schema.mediaItem)).length;
    const res = await owner().create('New take.mp4', 50, { replaceClassId: classId });
    expect(res.statusCode, res.body).toBe(201);
    const uploadId = String(res.headers.location).split('/').at(-1) as string;
    const [row] = await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId));
    expect(row).toMatchObject({ mediaId: classId, replacesMediaId: classId });
    const [asset] = await db
      .select()
      .from(schema.videoAsset)
      .where(eq(schema.videoAsset.id, row?.assetId ?? ''));
    expect(asset).toMatchObject({ status: 'uploading', replacesMediaId: classId });
    expect((await db.select().from(schema.mediaItem)).length).toBe(drafts);
    const unknown = await owner().create('New take.mp4', 50, { replaceClassId: 'nosuch01' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No class has the id nosuch01: its video cannot be replaced');
  });

  it('refuses a PATCH carrying more than the upload declared, keeping what it had', async () => {
    const created = await owner().create('short.mp4', 10);
    const location = String(created.headers.location);
    await owner().patch(location, 0, Buffer.from('0123'));
    const over = await owner().patch(location, 4, Buffer.alloc(20, 1));
    expect(over.statusCode).toBe(413);
    expect(typeof over.json().message).toBe('string');
    expect((await owner().head(location)).headers['upload-offset']).toBe('4');
  });

  it('keeps what arrived of a PATCH whose connection dropped, and resumes from there', async () => {
    const created = await owner().create('dropped.mp4', 200_000);
    const location = String(created.headers.location);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // A browser that loses its network half way through a chunk: 120,000 of 200,000 bytes, then gone.
      await new Promise<void>((resolve) => {
        const call = request(`${address}${location}`, {
          method: 'PATCH',
          headers: {
            cookie: t.staff.owner.cookie,
            origin: ORIGIN,
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
            'content-length': '200000',
          },
        });
        call.on('error', () => resolve());
        call.write(Buffer.alloc(120_000, 3), () => setTimeout(() => call.destroy(), 300));
        call.on('close', () => resolve());
      });
      await waitFor(async () => (await owner().head(location)).headers['upload-offset'] === '120000', 5_000);
      const rest = await owner().patch(location, 120_000, Buffer.alloc(80_000, 4));
      // Whole now (and not a video: refused by its content, which the checks' tests cover).
      expect(rest.statusCode).toBe(422);
    } finally {
      await t.app.server.close();
    }
  });

  it('cancels an unfinished upload: its bytes, asset, draft class and row go, the cancellation is audited', async () => {
    const created = await owner().create('warm up.mp4', 100);
    const location = String(created.headers.location);
    const uploadId = location.split('/').at(-1) as string;
    await owner().patch(location, 0, Buffer.alloc(40, 1));
    const [row] = await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId));
    expect(existsSync(path.join(uploadArea(), uploadId))).toBe(true);
    const res = await owner().cancel(location);
    expect(res.statusCode, res.body).toBe(204);
    expect(existsSync(path.join(uploadArea(), uploadId))).toBe(false);
    expect(readdirSync(uploadArea()).filter((name) => name.startsWith(uploadId))).toEqual([]);
    expect(await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId))).toEqual(
      [],
    );
    expect(await rowsLeftOf(db, row)).toEqual({ assets: [], classes: [] });
    const [audit] = await db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'upload.cancel'));
    expect(audit?.target).toBe(`upload:${uploadId}`);
    expect((await owner().head(location)).statusCode).toBe(404);
  });

  it('resumes after a restart: a second server on the same data answers the stored offset and takes the rest', async () => {
    const created = await owner().create('adagio.mp4', 8);
    const location = String(created.headers.location);
    await owner().patch(location, 0, Buffer.from('abcd'));
    await t.restart();
    const head = await owner().head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('4');
    const rest = await owner().patch(location, 4, Buffer.from('efgh'));
    // Whole, and then checked: eight letters are not a video (the next file's tests say more).
    expect(rest.statusCode).toBe(422);
    expect(rest.json().message).toBe(
      'adagio.mp4 is not a video: its content is not a video format (whatever its name says)',
    );
  }, 30_000);

  it('puts every tus method behind the staff guard: visitors 401, members 404, staff who may edit classes through', async () => {
    const created = await owner().create('grand jeté.mp4', 10);
    const location = String(created.headers.location);
    const calls = (cookie?: string) => {
      const headers = { ...(cookie ? { cookie } : {}), origin: ORIGIN, 'tus-resumable': '1.0.0' };
      return [
        {
          method: 'POST',
          url: '/api/studio/uploads',
          headers: {
            ...headers,
            'upload-length': '5',
            'upload-metadata': `filename ${Buffer.from('a.mp4').toString('base64')}`,
          },
        },
        { method: 'HEAD', url: location, headers },
        {
          method: 'PATCH',
          url: location,
          headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          payload: Buffer.from('12'),
        },
        { method: 'GET', url: '/api/studio/uploads', headers },
        { method: 'DELETE', url: location, headers },
      ] as const;
    };
    for (const call of calls())
      expect((await t.app.inject(call)).statusCode, `${call.method} anonymous`).toBe(401);
    for (const call of calls(t.member.cookie)) {
      expect((await t.app.inject(call)).statusCode, `${call.method} member`).toBe(404);
    }
    const impersonating = await t.app.inject({
      ...calls(t.staff.owner.cookie)[1],
      headers: { ...calls(t.staff.owner.cookie)[1].headers, 'x-impersonate': t.member.userId },
    });
    expect(impersonating.statusCode).toBe(403);
    const expected = { POST: 201, HEAD: 200, PATCH: 204, GET: 200, DELETE: 204 } as const;
    for (const role of ['contributor', 'instructor'] as const) {
      const fresh = String(
        (await tusCalls(() => t.app, t.staff[role].cookie).create('x.mp4', 10)).headers.location,
      );
      for (const call of calls(t.staff[role].cookie)) {
        const res = await t.app.inject({ ...call, url: call.url === location ? fresh : call.url });
        expect(res.statusCode, `${call.method} ${role}: ${res.body}`).toBe(expected[call.method]);
      }
    }
  });

  it('answers a request that is not tus with a message, and refuses a cross-site upload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/studio/uploads',
      headers: { cookie: t.staff.owner.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Uploads speak the tus protocol (tus.io): send Tus-Resumable: 1.0.0');
    const noName = await t.app.inject({
      method: 'POST',
      url: '/api/studio/uploads',
      headers: { cookie: t.staff.owner.cookie, 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Invalid upload. filename: is required');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/studio/uploads',
      headers: {
        cookie: t.staff.owner.cookie,
        origin: 'https://evil.example',
        'tus-resumable': '1.0.0',
        'upload-length': '10',
      },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
