import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { LocalUploadArea, type OpenWrite, openFileWrite } from './local-upload-area';
import { assertStorageKey, type Storage, type StoredFile } from './storage';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/**
 * Files on local disk under one folder (DATA_DIR/files by default), one file per key.
 * A put writes a hidden temporary file beside the target, flushes it, then renames it over
 * the target: rename is atomic, so a crash mid-write leaves at worst a stray `.tmp` file.
 */
export class LocalDiskStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file's path; checks the key first, and that the path stays inside the root. */
  pathOf(key: string): string {
    assertStorageKey(key);
    const file = path.join(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    const file = this.pathOf(key);
    try {
      return await readFile(file);
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
  }

  async stream(key: string): Promise<StoredFile | undefined> {
    const file = this.pathOf(key);
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    // Opened before it is checked: a delete or replace after this point does not break the
    // answer, which goes on with the file as it was when opened.
    try {
      const stats = await handle.stat();
      if (stats.isFile()) return { stream: handle.createReadStream(), size: stats.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
    await handle.close();
    return undefined;
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  uploadArea({ expiryMs }: { expiryMs: number }): LocalUploadArea {
    return new LocalUploadArea(this.root, (key) => this.pathOf(key), expiryMs, this.openUploadWrite);
  }

  /** How an upload's bytes are written to disk (a test's storage fills the disk on purpose). */
  protected openUploadWrite: OpenWrite = openFileWrite;
}

/** The storage a server uses unless told otherwise: DATA_DIR/files. */
export function createLocalStorage(dataDir: string): LocalDiskStorage {
  return new LocalDiskStorage(path.join(dataDir, 'files'));
}
