import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  LIBRARY_FILE_FIELD,
  libraryMessages,
  pdfRefusals,
  type StudioMagazine,
  studioLibraryPaths,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { asc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { encryptedPdf, magazinePdf, notAPdf, truncatedPdf } from './testing/test-pdfs';

/*
 * The console's Library (issue 34, decision 043) through app.inject(): magazine issues from upload to
 * the members' reader and out again, program resources reaching the members' catalogue at once, the
 * audit entry of every change, and every bad upload refused with its words and nothing left behind.
 */
let t: TestApp;
const who: Record<'owner' | 'member', SignedIn> = {} as never;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(schema.program).values({ id: 'basics', name: 'Ballet Basics', position: 0 });
  who.owner = await registerUser(t.app, 'owner.library@example.test');
  who.member = await registerUser(t.app, 'member.library@example.test');
  await t.database.db
    .update(schema.user)
    .set({ staffRole: 'owner' })
    .where(eq(schema.user.id, who.owner.userId));
  await t.app.membership.grant(who.member.userId, { type: 'on-demand', days: 365, source: 'test' });
  await t.app.catalog.invalidate();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>, file?: { bytes: Buffer; name: string }) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append(LIBRARY_FILE_FIELD, new Blob([file.bytes], { type: 'application/pdf' }), file.name);
  return body;
};
const asOwner = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object | FormData) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: who.owner.cookie, origin },
    ...(payload ? { payload } : {}),
  });
const uploadIssue = (
  bytes: Buffer,
  name = 'spring.pdf',
  fields: Record<string, string> = { title: 'Spring Issue' },
) => asOwner('POST', studioLibraryPaths.magazines, form(fields, { bytes, name }));
const library = async () => (await asOwner('GET', studioLibraryPaths.library)).json();

/** Every stored file, as keys (`magazines/x/1.png`). */
function storedKeys(): string[] {
  const root = path.join(t.dataDir, 'files');
  const walk = (folder: string): string[] => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(folder, entry.name))
        : [path.relative(root, path.join(folder, entry.name))],
    );
  };
  return walk(root).sort();
}

async function untilSettled(id: string): Promise<StudioMagazine> {
  for (let tries = 0; tries < 300; tries++) {
    const issue = ((await library()).magazines as StudioMagazine[]).find((m) => m.id === id);
    if (issue && issue.state !== 'processing') return issue;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`issue ${id} is still processing`);
}

const auditOf = (target: string) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.target, target))
    .orderBy(asc(schema.auditLog.id));
const memberGet = (url: string) => t.app.inject({ url, headers: { cookie: who.member.cookie } });

describe('the library overview', () => {
  it('lists the programs resources attach to, the upload limit, and that pages can be made here', async () => {
    const answer = await library();
    expect(answer).toMatchObject({
      programs: [{ id: 'basics', name: 'Ballet Basics' }],
      maxUploadBytes: 200_000_000,
      pagesUnavailable: null,
    });
  });
});

describe('a magazine issue', () => {
  let issue: StudioMagazine;

  it('is checked, kept as processing, and its pages made off the request', async () => {
    const res = await uploadIssue(magazinePdf(3), 'spring.pdf', {
      title: 'Spring Issue',
      description: 'Pointe, barre and a chat with our teachers.',
      buyUrl: 'https://shop.example.com/spring',
    });
    expect(res.statusCode, res.body).toBe(201);
    issue = res.json().magazine;
    expect(issue).toMatchObject({
      title: 'Spring Issue',
      totalPages: 3,
      published: false,
      buyUrl: 'https://shop.example.com/spring',
      readerPath: `/library/magazines/${issue.id}`,
    });
    expect(issue.id).toMatch(/^spring-issue-[a-z0-9]{6}$/);
    const ready = await untilSettled(issue.id);
    expect(ready).toMatchObject({
      state: 'ready',
      renderedPages: 3,
      failure: null,
      cover: `/media/magazines/${issue.id}/cover.webp`,
    });
    expect(storedKeys().filter((key) => key.includes(issue.id))).toEqual([
      `magazine-sources/${issue.id}.pdf`,
      `magazines/${issue.id}/1.png`,
      `magazines/${issue.id}/2.png`,
      `magazines/${issue.id}/3.png`,
      `magazines/${issue.id}/cover.webp`,
    ]);
    const page = await sharp(path.join(t.dataDir, 'files', 'magazines', issue.id, '3.png')).metadata();
    expect(page).toMatchObject({ format: 'png', width: 1200, height: Math.round((1200 * 792) / 612) });
    const audit = await auditOf(`magazine:${issue.id}`);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['magazine.upload', who.owner.userId],
    ]);
    expect(audit[0]?.after).toMatchObject({ title: 'Spring Issue', totalPages: 3, filename: 'spring.pdf' });
  });

  it('stays away from members until published: not listed, no pages, cover for the owner only', async () => {
    expect((await memberGet('/api/magazines')).json().magazines).toEqual([]);
    expect((await memberGet(`/media/magazines/${issue.id}/3.png`)).statusCode).toBe(404);
    expect((await memberGet(`/media/magazines/${issue.id}/cover.webp`)).statusCode).toBe(404);
    const cover = await asOwner('GET', `/media/magazines/${issue.id}/cover.webp`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['cache-control']).toBe('private, no-store');
  });

  it('is published: members list it and read page 3 at once', async () => {
    const res = await asOwner('POST', studioLibraryPaths.publish(issue.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().magazine).toMatchObject({ published: true, state: 'ready' });
    const listed = (await memberGet('/api/magazines')).json().magazines;
    expect(listed).toEqual([expect.objectContaining({ id: issue.id, title: 'Spring Issue', totalPages: 3 })]);
    const page = await memberGet(`/media/magazines/${issue.id}/3.png`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/png');
    expect(
      (await t.app.inject({ url: `/media/magazines/${issue.id}/cover.webp` })).headers['cache-control'],
    ).toBe('public, max-age=86400');
  });

  it('is edited, unpublished and published again, each change in the audit log', async () => {
    const edited = await asOwner('PATCH', studioLibraryPaths.magazine(issue.id), {
      title: 'Spring 2026',
      buyUrl: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().magazine).toMatchObject({
      title: 'Spring 2026',
      buyUrl: null,
      description: issue.description,
    });
    expect((await asOwner('POST', studioLibraryPaths.unpublish(issue.id))).statusCode).toBe(200);
    expect((await memberGet('/api/magazines')).json().magazines).toEqual([]);
    expect((await memberGet(`/media/magazines/${issue.id}/1.png`)).statusCode).toBe(404);
    expect((await asOwner('POST', studioLibraryPaths.publish(issue.id))).statusCode).toBe(200);
    const actions = (await auditOf(`magazine:${issue.id}`)).map((entry) => entry.action);
    expect(actions).toEqual([
      'magazine.upload',
      'magazine.publish',
      'magazine.update',
      'magazine.unpublish',
      'magazine.publish',
    ]);
    const update = (await auditOf(`magazine:${issue.id}`))[2];
    expect(update?.before).toMatchObject({
      title: 'Spring Issue',
      buyUrl: 'https://shop.example.com/spring',
    });
    expect(update?.after).toMatchObject({ title: 'Spring 2026', buyUrl: null });
  });

  it('refuses an edit with a bad field, naming it', async () => {
    const res = await asOwner('PATCH', studioLibraryPaths.magazine(issue.id), {
      title: ' ',
      buyUrl: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: 'must not be empty',
      buyUrl: 'must be an address starting with https://',
    });
  });

  it('is deleted with its pages, cover and PDF', async () => {
    const res = await asOwner('DELETE', studioLibraryPaths.magazine(issue.id));
    expect(res.statusCode).toBe(204);
    expect(storedKeys().filter((key) => key.includes(issue.id))).toEqual([]);
    expect((await memberGet('/api/magazines')).json().magazines).toEqual([]);
    expect((await auditOf(`magazine:${issue.id}`)).at(-1)?.action).toBe('magazine.delete');
    expect((await asOwner('DELETE', studioLibraryPaths.magazine(issue.id))).json().message).toBe(
      libraryMessages.noMagazine,
    );
  });

  it('is published only when ready', async () => {
    await t.database.db
      .insert(schema.magazine)
      .values({ id: 'half-made', title: 'Half made', totalPages: 4, state: 'processing', published: false });
    const res = await asOwner('POST', studioLibraryPaths.publish('half-made'));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(libraryMessages.publishNotReady);
    await t.database.db.delete(schema.magazine).where(eq(schema.magazine.id, 'half-made'));
  });

  it('says why its pages failed, keeps none, and makes them again on retry', async () => {
    const made = (await uploadIssue(magazinePdf(3), 'summer.pdf', { title: 'Summer' })).json()
      .magazine as StudioMagazine;
    expect((await untilSettled(made.id)).state).toBe('ready');
    // The PDF gone from storage: the retry cannot make the pages.
    await t.database.db
      .update(schema.magazine)
      .set({ state: 'failed', failure: 'test' })
      .where(eq(schema.magazine.id, made.id));
    const source = path.join(t.dataDir, 'files', 'magazine-sources', `${made.id}.pdf`);
    const { rename } = await import('node:fs/promises');
    await rename(source, `${source}.away`);
    expect((await asOwner('POST', studioLibraryPaths.retry(made.id))).statusCode).toBe(200);
    const failed = await untilSettled(made.id);
    expect(failed).toMatchObject({
      state: 'failed',
      failure: 'The uploaded PDF is no longer in storage: upload the issue again',
      cover: null,
    });
    expect(storedKeys().filter((key) => key.startsWith(`magazines/${made.id}`))).toEqual([]);
    expect((await asOwner('POST', studioLibraryPaths.publish(made.id))).statusCode).toBe(409);

    await rename(`${source}.away`, source);
    expect((await asOwner('POST', studioLibraryPaths.retry(made.id))).json().magazine.state).toBe(
      'processing',
    );
    expect(await untilSettled(made.id)).toMatchObject({ state: 'ready', renderedPages: 3 });
    expect((await asOwner('POST', studioLibraryPaths.retry(made.id))).statusCode).toBe(409);
    expect((await auditOf(`magazine:${made.id}`)).map((entry) => entry.action)).toEqual([
      'magazine.upload',
      'magazine.retry',
      'magazine.retry',
    ]);
    await asOwner('DELETE', studioLibraryPaths.magazine(made.id));
  });
});

describe('a bad upload', () => {
  const issueRows = () => t.database.db.select().from(schema.magazine);
  const uploadAudits = () =>
    t.database.db.select().from(schema.auditLog).where(like(schema.auditLog.action, '%.upload'));
  const pdf = magazinePdf(3);

  it.each([
    ['a text file renamed .pdf', notAPdf(), pdfRefusals.notAPdf('notes.pdf')],
    ['a PDF cut short', truncatedPdf(pdf), pdfRefusals.truncated('notes.pdf')],
    ['a PDF locked with a password', encryptedPdf(pdf), pdfRefusals.encrypted('notes.pdf')],
  ])(
    'refuses %s with its words, and keeps no row, no file and no audit entry',
    async (_what, bytes, message) => {
      const before = {
        files: storedKeys(),
        rows: (await issueRows()).length,
        audits: (await uploadAudits()).length,
      };
      for (const url of [studioLibraryPaths.magazines, studioLibraryPaths.resources]) {
        const fields: Record<string, string> =
          url === studioLibraryPaths.magazines
            ? { title: 'Broken' }
            : { title: 'Broken', programId: 'basics' };
        const res = await asOwner('POST', url, form(fields, { bytes, name: 'notes.pdf' }));
        expect(res.statusCode, url).toBe(422);
        expect(res.json().message, url).toBe(message);
      }
      expect(storedKeys()).toEqual(before.files);
      expect((await issueRows()).length).toBe(before.rows);
      expect((await uploadAudits()).length).toBe(before.audits);
    },
  );

  it('refuses a body that is not multipart, one without a file, and missing fields', async () => {
    const json = await asOwner('POST', studioLibraryPaths.magazines, { title: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(pdfRefusals.notMultipart);
    const noFile = await asOwner('POST', studioLibraryPaths.magazines, form({ title: 'x' }));
    expect(noFile.json()).toMatchObject({ statusCode: 400, message: pdfRefusals.noFile });
    const noTitle = await uploadIssue(pdf, 'a.pdf', { description: 'no title' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields).toEqual({ title: expect.any(String) });
    const wrongProgram = await asOwner(
      'POST',
      studioLibraryPaths.resources,
      form({ title: 'x', programId: 'nope' }, { bytes: pdf, name: 'a.pdf' }),
    );
    expect(wrongProgram.statusCode).toBe(400);
    expect(wrongProgram.json().fields).toEqual({ programId: libraryMessages.noProgram });
    const empty = await uploadIssue(Buffer.alloc(0), 'empty.pdf');
    expect(empty.json()).toMatchObject({ statusCode: 400, message: pdfRefusals.empty('empty.pdf') });
  });
});

describe('a hostile upload from the owner', () => {
  const send = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: studioLibraryPaths.magazines,
      headers: { cookie: who.owner.cookie, origin, 'content-type': 'multipart/form-data; boundary=b0undary' },
      payload: body,
    });
  const part = (name: string, value: string, filename?: string) =>
    `--b0undary\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;

  it.each([
    ['a body cut inside its parts', `${part('title', 'x')}--b0undary\r\nContent-Disposition: form-da`],
    [
      'a file in another field',
      `${part('title', 'x')}${part('picture', '%PDF-1.4', 'a.pdf')}--b0undary--\r\n`,
    ],
    [
      'two files',
      `${part('title', 'x')}${part('file', '%PDF-', 'a.pdf')}${part('file', '%PDF-', 'b.pdf')}--b0undary--\r\n`,
    ],
    [
      'a NUL in the title',
      `${part('title', 'x\u0000y')}${part('file', magazinePdf(1).toString('latin1'), 'a.pdf')}--b0undary--\r\n`,
    ],
    [
      'an unknown field',
      `${part('title', 'x')}${part('admin', 'true')}${part('file', magazinePdf(1).toString('latin1'), 'a.pdf')}--b0undary--\r\n`,
    ],
    ['a title past the field limit', `${part('title', 'x'.repeat(10_000))}--b0undary--\r\n`],
  ])('answers %s with a 4xx and a message, keeping nothing', async (_what, body) => {
    const before = storedKeys();
    const res = await send(body);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
    expect(storedKeys()).toEqual(before);
  });
});

describe('an upload over the limit', () => {
  let small: TestApp;
  let owner: SignedIn;
  beforeAll(async () => {
    small = await createTestApp({ LIBRARY_UPLOAD_MAX_BYTES: '20000' });
    owner = await registerUser(small.app, 'owner.small@example.test');
    await small.database.db
      .update(schema.user)
      .set({ staffRole: 'owner' })
      .where(eq(schema.user.id, owner.userId));
  });
  afterAll(() => small.close());
  const big = Buffer.concat([magazinePdf(1), Buffer.alloc(200_000, 0x20)]);

  it('is refused by its declared size before it is read, with the limit in words', async () => {
    // The body as a browser sends it: whole, with its length declared.
    const encoded = new Response(form({ title: 'Big' }, { bytes: big, name: 'big.pdf' }));
    const payload = Buffer.from(await encoded.arrayBuffer());
    const res = await small.app.inject({
      method: 'POST',
      url: studioLibraryPaths.magazines,
      headers: {
        cookie: owner.cookie,
        origin,
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': String(payload.length),
      },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/^The file is 2\d\d KB: the library's upload limit is 20 KB$/);
    expect(
      (await small.app.inject({ url: studioLibraryPaths.library, headers: { cookie: owner.cookie } })).json()
        .maxUploadBytes,
    ).toBe(20_000);
  });

  it('is cut at the limit when sent without its size, and nothing is kept', async () => {
    const boundary = 'x-library-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const stream = Readable.from([Buffer.from(head), big, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await small.app.inject({
      method: 'POST',
      url: studioLibraryPaths.resources,
      headers: {
        cookie: owner.cookie,
        origin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
      payload: stream,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(pdfRefusals.overLimit('big.pdf', 20_000));
    expect(await small.database.db.select().from(schema.programResource)).toEqual([]);
  });
});

describe('a program resource', () => {
  let id: string;
  const initialResources = async () =>
    (
      (await t.app.inject({ url: '/api/initial-data' })).json().library as { resources: { id: string }[] }[]
    ).flatMap((program) => program.resources.map((resource) => resource.id));

  it('is uploaded to a program, for everyone as a taster, and reaches members at once', async () => {
    const res = await asOwner(
      'POST',
      studioLibraryPaths.resources,
      form(
        {
          title: 'Barre Glossary',
          description: 'Every step named.',
          programId: 'basics',
          access: 'everyone',
          canDownload: 'true',
        },
        { bytes: magazinePdf(2, 'Glossary'), name: 'glossary.pdf' },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const resource = res.json().resource;
    id = resource.id;
    expect(resource).toMatchObject({
      programId: 'basics',
      programName: 'Ballet Basics',
      title: 'Barre Glossary',
      access: 'everyone',
      canDownload: true,
      fileSize: magazinePdf(2, 'Glossary').length,
      url: `/media/resources/${id}`,
    });
    expect(await initialResources()).toContain(id);
    const download = await t.app.inject({ url: `/media/resources/${id}?download=1` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="barre-glossary.pdf"');
    expect((await auditOf(`resource:${id}`)).map((entry) => entry.action)).toEqual(['resource.upload']);
  });

  it('is kept to members, read in place only, when the studio says so', async () => {
    const res = await asOwner('PATCH', studioLibraryPaths.resource(id), {
      access: 'members',
      canDownload: false,
    });
    expect(res.json().resource).toMatchObject({ access: 'members', canDownload: false });
    expect((await t.app.inject({ url: `/media/resources/${id}` })).statusCode).toBe(401);
    expect((await memberGet(`/media/resources/${id}`)).statusCode).toBe(200);
    expect((await memberGet(`/media/resources/${id}?download=1`)).statusCode).toBe(403);
    const audit = (await auditOf(`resource:${id}`)).at(-1);
    expect([audit?.action, audit?.before, audit?.after]).toEqual([
      'resource.update',
      expect.objectContaining({ access: 'everyone', canDownload: true }),
      expect.objectContaining({ access: 'members', canDownload: false }),
    ]);
  });

  it('refuses a move to a program that does not exist', async () => {
    const res = await asOwner('PATCH', studioLibraryPaths.resource(id), { programId: 'nowhere' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ programId: libraryMessages.noProgram });
  });

  it('is deleted with its file, and leaves the members at once', async () => {
    expect((await asOwner('DELETE', studioLibraryPaths.resource(id))).statusCode).toBe(204);
    expect(await initialResources()).not.toContain(id);
    expect(storedKeys().filter((key) => key.includes(id))).toEqual([]);
    expect((await memberGet(`/media/resources/${id}`)).statusCode).toBe(404);
    expect((await auditOf(`resource:${id}`)).at(-1)?.action).toBe('resource.delete');
  });
});
