import { createWriteStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type Database, schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../storage/local-disk-storage';
import type { OpenWrite } from '../../storage/local-upload-area';
import { createUploadsTestApp, rowsLeftOf, tusCalls, type UploadsTestApp } from './testing/uploads-test-app';

/** A disk with room for this many more bytes of uploads: then every write fails as a full one does. */
const ROOM = 100_000;

/** Local disk whose upload writes fail with ENOSPC once ROOM bytes are on it, as a full disk answers. */
class FillingDisk extends LocalDiskStorage {
  written = 0;
  protected override openUploadWrite: OpenWrite = (file, offset) => {
    const real = createWriteStream(file, { flags: 'r+', start: offset });
    const filling = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        const room = ROOM - this.written;
        if (chunk.length > room) {
          real.write(chunk.subarray(0, room), () => {
            this.written += room;
            done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
          });
          return;
        }
        this.written += chunk.length;
        real.write(chunk, done);
      },
      final: (done) => real.end(done),
      destroy: (error, done) => {
        real.destroy();
        done(error);
      },
    });
    return Object.defineProperty(filling, 'bytesWritten', { get: () => real.bytesWritten }) as Writable & {
      bytesWritten: number;
    };
  };
}

let t: UploadsTestApp;
let db: Database['db'];
beforeAll(async () => {
  t = await createUploadsTestApp('upload-disk-full', { storageOf: (root) => new FillingDisk(root) });
  db = t.database.db;
}, 60_000);
afterAll(() => t?.close());

describe('a disk that fills up mid-upload', () => {
  it('refuses the upload with a clear message, frees its partial file and leaves no asset or draft', async () => {
    const owner = tusCalls(() => t.app, t.staff.owner.cookie);
    const created = await owner.create('Long rehearsal.mov', 300_000);
    const location = String(created.headers.location);
    const uploadId = location.split('/').at(-1) as string;
    const [row] = await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId));
    const area = path.join(t.storage.root, '.uploads');
    const first = await owner.patch(location, 0, Buffer.alloc(60_000, 1));
    expect(first.statusCode).toBe(204);
    expect(statSync(path.join(area, uploadId)).size).toBe(60_000);

    const full = await owner.patch(location, 60_000, Buffer.alloc(120_000, 2));
    expect(full.statusCode).toBe(507);
    const message =
      "The server's disk is full: Long rehearsal.mov could not be stored, and what had arrived was removed. Free some space, then upload it again";
    expect(full.json().message).toBe(message);
    expect(readdirSync(area).filter((name) => name.startsWith(uploadId))).toEqual([]);
    expect(await rowsLeftOf(db, row)).toEqual({ assets: [], classes: [] });
    const [failed] = await db.select().from(schema.studioUpload).where(eq(schema.studioUpload.id, uploadId));
    expect(failed).toMatchObject({ state: 'failed', error: message });
    expect((await owner.head(location)).statusCode).toBe(404);
  });
});
