import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LIBRARY_FILE_FIELD, pdfRefusals, studioLibraryPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { magazinePdf } from './testing/test-pdfs';

/*
 * A server whose page renderer cannot load (@napi-rs/canvas has no build for its system): the Library
 * says so, a magazine upload is refused with 503 and the reason, and nothing is stored. The renderer's
 * import is made to fail as it does on such a system; the rest is the real server.
 */
vi.mock('@napi-rs/canvas', () => {
  throw new Error('Cannot find native binding for this system');
});

let t: TestApp;
let owner: SignedIn;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, 'owner.renderer@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
});
afterAll(() => t.close());

it('refuses a magazine upload with 503 and the reason when the page renderer cannot load, storing nothing', async () => {
  const library = await t.app.inject({
    url: studioLibraryPaths.library,
    headers: { cookie: owner.cookie, origin },
  });
  expect(library.statusCode).toBe(200);
  const reason: string = library.json().pagesUnavailable;
  expect(reason).toMatch(/^the page renderer \(@napi-rs\/canvas\) could not be loaded: /);

  const body = new FormData();
  body.append('title', 'Spring Issue');
  body.append(LIBRARY_FILE_FIELD, new Blob([magazinePdf(3)], { type: 'application/pdf' }), 'spring.pdf');
  const res = await t.app.inject({
    method: 'POST',
    url: studioLibraryPaths.magazines,
    headers: { cookie: owner.cookie, origin },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json().message).toBe(pdfRefusals.noRenderer(reason));
  expect(await t.database.db.select().from(schema.magazine)).toEqual([]);
  const stored = readdirSync(path.join(t.dataDir, 'files'), { recursive: true, withFileTypes: true });
  expect(stored.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
});
