import type { Readable } from 'node:stream';

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
}

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
