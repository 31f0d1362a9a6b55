import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';

/** A stored file opened for sending: its bytes as a stream, and its length for Content-Length. */
export interface StoredFile {
  stream: Readable;
  /** The bytes in `stream` (the part asked for, when a range was). */
  size: number;
  /** The whole file's length. */
  totalSize: number;
  /** Changes whenever the bytes do (quoted, as HTTP sends it). */
  etag: string;
  /** The part of the file `stream` holds (inclusive), when a range was asked for. */
  range?: { start: number; end: number };
}

/** One HTTP byte range: `bytes=start-end`, `bytes=start-`, or the last `suffix` bytes (`bytes=-suffix`). */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** What a put records with the file: how it is served (both derived from the key unless given). */
export interface PutOptions {
  contentType?: string;
  cacheControl?: string;
}

/** A stored file as a listing names it. */
export interface StoredEntry {
  key: string;
  size: number;
  lastModified: Date;
}

/** A file of the storage on this machine's disk, for tools that read paths (ffmpeg); release() when done. */
export interface LocalCopy {
  path: string;
  release(): Promise<void>;
}

/**
 * A local folder that tools (ffmpeg) write into, whose files become keys under `prefix` when
 * published: on local disk it is the storage's own folder; on object storage a work folder whose
 * new files are uploaded by each publish (hidden names, `.x`, are never published).
 */
export interface StagingFolder {
  readonly dir: string;
  /** Stores the files written since the last publish; files named in `last` go after every other. */
  publish(last?: readonly string[]): Promise<void>;
  /** Removes the local work folder (a no-op on local disk, where it is the storage itself). */
  close(): Promise<void>;
}

/**
 * Where Relevé keeps every file it stores (decision 059): local disk (DATA_DIR/files) or an
 * S3-compatible bucket. Files are addressed by key, e.g. `avatars/3Fq...x.jpg`. A `put` is all or nothing: a reader
 * sees the old file, the new one, or none, never a half-written one.
 */
export interface Storage {
  /** Which backend this is (`local` disk or `s3` object storage), for logs and the admin command. */
  readonly kind: 'local' | 's3';
  put(key: string, data: Uint8Array, options?: PutOptions): Promise<void>;
  /** Stores a local file's bytes under `key`, streamed (never whole in memory). */
  putFile(key: string, file: string, options?: PutOptions): Promise<void>;
  /** The whole file, or undefined when no file has that key. */
  get(key: string): Promise<Buffer | undefined>;
  /**
   * The file (or one range of it) opened for streaming, or undefined when no file has that key.
   * A range that starts past the end throws RangeNotSatisfiableError.
   */
  stream(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** Whether a file has that key (nothing is opened). */
  exists(key: string): Promise<boolean>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` ('' for all), in no promised order. */
  list(prefix: string): AsyncIterable<StoredEntry>;
  /** The file as a path on this machine (object storage downloads it to a work folder), or undefined. */
  localCopy(key: string): Promise<LocalCopy | undefined>;
  /** A folder for tools to write the files under `prefix` (which ends with `/`) into. */
  staging(prefix: string): Promise<StagingFolder>;
  /**
   * Where the studio's resumable uploads gather until they are finished (decision 039): a tus store
   * on the storage's disk (`@tus/file-store`), or in the bucket with object storage, so that any process
   * takes an upload's next request (decision 066); each finished upload then moved to its key. No
   * route ever picks a folder. One per storage: call it once.
   */
  uploadArea(options: { expiryMs: number }): UploadArea;
}

/** Unfinished uploads: their tus store, and what is done with one once it is whole (or given up). */
export interface UploadArea {
  /** The tus DataStore: offsets come from what it holds, so an upload resumes after a restart. */
  readonly dataStore: DataStore;
  /** A file where ffmpeg can read a whole upload's bytes (on object storage, put together from its parts). */
  readableAt(uploadId: string): Promise<string>;
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

/** The bucket is out of reach or refuses Relevé's keys: said at start-up and by the admin command. */
export class BucketProblem extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'BucketProblem';
  }
}

/** A range that starts past the file's end: HTTP answers 416 with the file's length. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly totalSize: number) {
    super('Range not satisfiable');
    this.name = 'RangeNotSatisfiableError';
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
