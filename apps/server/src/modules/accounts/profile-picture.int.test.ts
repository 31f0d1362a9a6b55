import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInConfigDir } from '../../config/site-configs';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp, writeSiteConfig } from '../../testing/test-app';

const URL_PATH = '/api/users/me/profile/picture';
const INVALID = 'Please select a valid image file (JPEG, PNG, or WebP) under 10MB.';
const MAX_BYTES = 10_485_760;

let t: TestApp;
let ana: SignedIn;
let ben: SignedIn;
let avatarsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  ana = await registerUser(t.app, 'ana@example.test');
  ben = await registerUser(t.app, 'ben@example.test');
  avatarsDir = path.join(t.dataDir, 'files', 'avatars');
});
afterAll(() => t.close());

const picture = (width: number, height: number, format: 'png' | 'webp' | 'jpeg') =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

const formWith = (bytes: Uint8Array, filename: string, type: string, field = 'profilePicture') => {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return form;
};

const upload = (cookie: string | undefined, payload: FormData | Buffer | Readable, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: URL_PATH,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload,
  });

const storedFiles = () => {
  try {
    return readdirSync(avatarsDir).sort();
  } catch {
    return [];
  }
};

/** The files on disk are exactly the members' current pictures: none replaced, none half-written. */
const currentPictureFiles = async () =>
  (await t.database.db.select({ image: schema.user.image }).from(schema.user))
    .flatMap(({ image }) => (image ? [path.basename(image)] : []))
    .sort();

describe('POST /api/users/me/profile/picture', () => {
  it.each([
    ['PNG', 'png', 'image/png'],
    ['WebP', 'webp', 'image/webp'],
  ] as const)(
    'takes a %s and keeps a JPEG of at most 512 px, served with immutable caching',
    async (_name, format, type) => {
      const res = await upload(ana.cookie, formWith(await picture(1200, 800, format), `me.${format}`, type));
      expect(res.statusCode).toBe(200);
      const { user, profilePictureUrl } = res.json();
      expect(profilePictureUrl).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]{22}\.jpg$/);
      expect(user).toMatchObject({ id: ana.userId, email: 'ana@example.test', profilePictureUrl });

      const served = await t.app.inject({ url: profilePictureUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 341 });
      expect(metadata.exif).toBeUndefined();
    },
  );

  it('turns a photo upright by its EXIF orientation and drops the metadata', async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'somebody' } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await upload(ana.cookie, formWith(sideways, 'photo.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ url: res.json().profilePictureUrl });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 300 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('replaces the old picture: a new URL, and the old file is deleted', async () => {
    const first = (
      await upload(ana.cookie, formWith(await picture(64, 64, 'png'), 'a.png', 'image/png'))
    ).json();
    const second = (
      await upload(ana.cookie, formWith(await picture(64, 64, 'png'), 'a.png', 'image/png'))
    ).json();
    expect(second.profilePictureUrl).not.toBe(first.profilePictureUrl);
    expect((await t.app.inject({ url: first.profilePictureUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second.profilePictureUrl })).statusCode).toBe(200);
    // One picture on disk, and no temporary file left from writing it.
    expect(storedFiles()).toContain(path.basename(second.profilePictureUrl));
    expect(storedFiles()).toEqual(await currentPictureFiles());
  });

  it('leaves one file behind when two uploads race', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(async () =>
        upload(ana.cookie, formWith(await picture(64, 64, 'webp'), 'a.webp', 'image/webp')),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(storedFiles()).toEqual(await currentPictureFiles());
  });

  it.each([
    ['a text file named .jpg', Buffer.from('just some words, not a picture'), 'me.jpg', 'image/jpeg'],
    ['an empty file', Buffer.alloc(0), 'me.jpg', 'image/jpeg'],
    [
      'a JPEG signature over garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]),
      'me.jpg',
      'image/jpeg',
    ],
    [
      'an SVG declared as PNG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
      'me.png',
      'image/png',
    ],
  ])('refuses %s with the spec message', async (_name, bytes, filename, type) => {
    const before = (await t.database.db.select().from(schema.user).where(eq(schema.user.id, ana.userId)))[0];
    const res = await upload(ana.cookie, formWith(bytes, filename, type));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
    const after = (await t.database.db.select().from(schema.user).where(eq(schema.user.id, ana.userId)))[0];
    expect(after?.image).toBe(before?.image);
  });

  it('refuses a file in another field, and a body that is not multipart', async () => {
    const other = await upload(
      ana.cookie,
      formWith(await picture(8, 8, 'png'), 'a.png', 'image/png', 'avatar'),
    );
    expect(other.json()).toMatchObject({ statusCode: 400, message: INVALID });
    const json = await upload(ana.cookie, Buffer.from('{"profilePicture":"x"}'), {
      'content-type': 'application/json',
    });
    expect(json.json()).toMatchObject({ statusCode: 400, message: INVALID });
  });

  it('refuses an 11 MB upload that declares its length, before reading it', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: formWith(new Uint8Array(11 * 1024 * 1024), 'big.jpg', 'image/jpeg'),
    });
    const res = await upload(ana.cookie, Buffer.from(await request.arrayBuffer()), {
      'content-type': request.headers.get('content-type') ?? '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
  });

  it('cuts a 20 MB upload sent without a length soon after it passes 10 MB', async () => {
    const boundary = 'releve-test-boundary';
    let pulled = 0;
    const total = 20 * 1024 * 1024;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profilePicture"; filename="big.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      );
      // A real JPEG start, so only the size can be the reason for refusing it.
      yield Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
      for (let sent = 4; sent < total; sent += 65_536) {
        pulled += 65_536;
        yield Buffer.alloc(65_536, 1);
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await upload(ana.cookie, Readable.from(body()), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID);
    // Read up to the limit (so the size was the reason), and not much further.
    expect(pulled).toBeGreaterThan(MAX_BYTES - 65_536);
    expect(pulled).toBeLessThan(MAX_BYTES + 1024 * 1024);
  });

  it('answers 401 to anonymous callers', async () => {
    const res = await upload(undefined, formWith(await picture(8, 8, 'png'), 'a.png', 'image/png'));
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: URL_PATH })).statusCode).toBe(401);
  });

  it('acts on the impersonated member when an admin sends x-impersonate', async () => {
    await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, ana.userId));
    const res = await upload(ana.cookie, formWith(await picture(8, 8, 'png'), 'a.png', 'image/png'), {
      'x-impersonate': `act:${ben.userId}`,
    });
    await t.database.db.update(schema.user).set({ staffRole: null }).where(eq(schema.user.id, ana.userId));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(ben.userId);
    const [row] = await t.database.db.select().from(schema.user).where(eq(schema.user.id, ben.userId));
    expect(row?.image).toBe(res.json().profilePictureUrl);
  });

  it('answers "Failed to upload profile picture." when the file cannot be stored', async () => {
    const carol = await registerUser(t.app, 'carol@example.test');
    const filesDir = path.join(t.dataDir, 'files');
    const setAside = `${filesDir}.aside`;
    renameSync(filesDir, setAside);
    // A plain file where the folder should be: storing fails the way a full or read-only disk would.
    writeFileSync(filesDir, 'in the way');
    try {
      const res = await upload(carol.cookie, formWith(await picture(8, 8, 'png'), 'a.png', 'image/png'));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Failed to upload profile picture.',
      });
      const [row] = await t.database.db.select().from(schema.user).where(eq(schema.user.id, carol.userId));
      expect(row?.image).toBeNull();
    } finally {
      rmSync(filesDir, { force: true });
      renameSync(setAside, filesDir);
    }
  });
});

describe('DELETE /api/users/me/profile/picture', () => {
  it('removes the file and clears the URL', async () => {
    const { profilePictureUrl } = (
      await upload(ana.cookie, formWith(await picture(32, 32, 'png'), 'a.png', 'image/png'))
    ).json();
    const res = await t.app.inject({ method: 'DELETE', url: URL_PATH, headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: ana.userId, profilePictureUrl: null });
    expect((await t.app.inject({ url: profilePictureUrl })).statusCode).toBe(404);
    expect(storedFiles()).not.toContain(path.basename(profilePictureUrl));
    expect(storedFiles()).toEqual(await currentPictureFiles());
    // Nothing left to remove is not an error.
    const again = await t.app.inject({ method: 'DELETE', url: URL_PATH, headers: { cookie: ana.cookie } });
    expect(again.json().user.profilePictureUrl).toBeNull();
  });

  it('answers "Failed to delete profile picture." and keeps the picture when the file cannot be removed', async () => {
    const { profilePictureUrl } = (
      await upload(ana.cookie, formWith(await picture(32, 32, 'png'), 'a.png', 'image/png'))
    ).json();
    const file = path.join(avatarsDir, path.basename(profilePictureUrl));
    rmSync(file);
    mkdirSync(file);
    const res = await t.app.inject({ method: 'DELETE', url: URL_PATH, headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Failed to delete profile picture.');
    rmSync(file, { recursive: true });
    // Asking again completes the removal.
    const retry = await t.app.inject({ method: 'DELETE', url: URL_PATH, headers: { cookie: ana.cookie } });
    expect(retry.json().user.profilePictureUrl).toBeNull();
  });
});

describe('GET /media/avatars/{file}', () => {
  it.each([
    '/media/avatars/AAAAAAAAAAAAAAAAAAAAAA.jpg',
    '/media/avatars/not-a-picture-name',
    '/media/avatars/..%2F..%2Fauth-secret',
    '/media/avatars/%2E%2E%2Ffiles',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe("the studio's profile-picture-upload switch (features.profilePictureUpload)", () => {
  it('refuses uploads while off, still lets a member remove her picture, and takes them again when on', async () => {
    const demo = JSON.parse(readFileSync(path.join(builtInConfigDir, 'relevedm.json'), 'utf8'));
    const cleo = await registerUser(t.app, 'cleo@example.test');
    const png = await picture(64, 64, 'png');
    expect((await upload(cleo.cookie, formWith(png, 'me.png', 'image/png'))).statusCode).toBe(200);

    writeSiteConfig(t.dataDir, 'relevedm', {
      ...demo,
      features: { ...demo.features, profilePictureUpload: false },
    });
    try {
      const refused = await upload(cleo.cookie, formWith(png, 'me.png', 'image/png'));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Profile picture upload is turned off.');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: URL_PATH,
        headers: { cookie: cleo.cookie },
      });
      expect(removed.statusCode).toBe(200);
    } finally {
      rmSync(path.join(t.dataDir, 'configs', 'relevedm.json'));
    }
    expect((await upload(cleo.cookie, formWith(png, 'me.png', 'image/png'))).statusCode).toBe(200);
  });
});
