import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { LocalUploadArea, type OpenWrite, openFileWrite } from './local-upload-area';
import {
  assertStorageKey,
  type ByteRange,
  type LocalCopy,
  RangeNotSatisfiableError,
  type StagingFolder,
  type Storage,
  type StoredEntry,
  type StoredFile,
} from './storage';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/**
 * Files on local disk under one folder (DATA_DIR/files by default), one file per key.
 * A put writes a hidden temporary file beside the target, flushes it, then renames it over
 * the target: rename is atomic, so a crash mid-write leaves at worst a stray `.tmp` file.
 */
export class LocalDiskStorage implements Storage {
  readonly kind = 'local' as const;
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

  // Content-Type and Cache-Control are not kept on disk: the routes that serve a file say them.
  put(key: string, data: Uint8Array): Promise<void> {
    return this.writeThenRename(key, async (temporary) => {
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  }

  putFile(key: string, source: string): Promise<void> {
    return this.writeThenRename(key, async (temporary) => {
      await copyFile(source, temporary);
      const handle = await open(temporary, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  }

  private async writeThenRename(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
    );
    try {
      await write(temporary);
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

  async stream(key: string, range?: ByteRange): Promise<StoredFile | undefined> {
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
      if (stats.isFile()) {
        const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
        const totalSize = stats.size;
        if (!range) return { stream: handle.createReadStream(), size: totalSize, totalSize, etag };
        const part = resolveRange(range, totalSize);
        const stream = handle.createReadStream({ start: part.start, end: part.end });
        return { stream, size: part.end - part.start + 1, totalSize, etag, range: part };
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    await handle.close();
    return undefined;
  }

  async exists(key: string): Promise<boolean> {
    return (await stat(this.pathOf(key)).catch(() => undefined))?.isFile() ?? false;
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    // Walks the folders the prefix can be in; hidden names (temporary files, `.uploads`) are no keys.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const start = folder ? this.pathOf(folder) : this.root;
    for await (const key of walk(start, folder)) {
      if (!key.startsWith(prefix)) continue;
      const stats = await stat(path.join(this.root, key)).catch(() => undefined);
      if (stats?.isFile()) yield { key, size: stats.size, lastModified: stats.mtime };
    }
  }

  async localCopy(key: string): Promise<LocalCopy | undefined> {
    const file = this.pathOf(key);
    const stats = await stat(file).catch(() => undefined);
    return stats?.isFile() ? { path: file, release: async () => {} } : undefined;
  }

  /** The storage's own folder: ffmpeg writes in place (package-video.ts renames each rendition in). */
  async staging(prefix: string): Promise<StagingFolder> {
    return { dir: this.pathOf(prefix.replace(/\/$/, '')), publish: async () => {}, close: async () => {} };
  }

  uploadArea({ expiryMs }: { expiryMs: number }): LocalUploadArea {
    const moveInto = async (file: string, key: string) => {
      const target = this.pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(file, target);
    };
    return new LocalUploadArea(path.join(this.root, '.uploads'), moveInto, expiryMs, this.openUploadWrite);
  }

  /** How an upload's bytes are written to disk (a test's storage fills the disk on purpose). */
  protected openUploadWrite: OpenWrite = openFileWrite;
}

/** The keys of the files under `folder` (a path), recursively, without hidden names. */
async function* walk(folder: string, keyPrefix: string): AsyncIterable<string> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error) => {
    if (isMissing(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), key);
    else if (entry.isFile()) yield key;
  }
}

/** A byte range made concrete for a file of `totalSize` bytes (inclusive ends), or 416. */
export function resolveRange(range: ByteRange, totalSize: number): { start: number; end: number } {
  if ('suffix' in range) {
    if (range.suffix <= 0 || totalSize === 0) throw new RangeNotSatisfiableError(totalSize);
    return { start: Math.max(0, totalSize - range.suffix), end: totalSize - 1 };
  }
  if (range.start >= totalSize) throw new RangeNotSatisfiableError(totalSize);
  return { start: range.start, end: Math.min(range.end ?? totalSize - 1, totalSize - 1) };
}

/** The storage a server uses unless told otherwise: DATA_DIR/files. */
export function createLocalStorage(dataDir: string): LocalDiskStorage {
  return new LocalDiskStorage(path.join(dataDir, 'files'));
}
