import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';

/** A stored file opened for sending: its bytes as a stream, and its length for Content-Length. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where Relevé keeps uploaded files (profile pictures now; later downloads and other uploads).
 * Files are addressed by key, e.g. `avatars/3Fq...x.jpg`. A `put` is all or nothing: a reader
 * sees the old file, the new one, or none, never a half-written one.
 */
export interface Storage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The whole file, or undefined when no file has that key. */
  get(key: string): Promise<Buffer | undefined>;
  /** The file opened for streaming, or undefined when no file has that key. */
  stream(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Where the studio's resumable uploads gather until they are finished (decision 039): a tus store
   * of this storage's kind (local disk: `@tus/file-store`; object storage: `@tus/s3-store`), so no
   * route ever picks a folder. One per storage: call it once.
   */
  uploadArea(options: { expiryMs: number }): UploadArea;
}

/** Unfinished uploads: their tus store, and what is done with one once it is whole (or given up). */
export interface UploadArea {
  /** The tus DataStore: offsets come from what it holds, so an upload resumes after a restart. */
  readonly dataStore: DataStore;
  /** Where ffmpeg can read an upload's bytes (a file path on local disk, a URL on object storage). */
  readableAt(uploadId: string): string;
  /** Moves a finished upload into storage under `key`, whole (a reader never sees part of it), and forgets it. */
  moveInto(uploadId: string, key: string): Promise<void>;
  /** Removes an upload's bytes and its record; an unknown id is not an error. */
  remove(uploadId: string): Promise<void>;
}

/** A write failed because the disk (or the quota) is full: the caller frees what it had written. */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super('The storage is full', { cause });
    this.name = 'StorageFullError';
  }
}

export const isDiskFull = (error: unknown) =>
  error instanceof StorageFullError ||
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOSPC' ||
  (error as NodeJS.ErrnoException | undefined)?.code === 'EDQUOT';

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

// A segment never starts with a dot: no `.`/`..` segments can climb out of the storage folder,
// and the `.name.tmp` files a put writes first can never be asked for by key.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** True for keys of one to eight `/`-separated segments of letters, digits, `.`, `_` and `-`. */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
}
