import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/utils';
import { isDiskFull, StorageFullError, type UploadArea } from './storage';

const UPLOAD_ID = /^[a-z0-9]{24}$/;

/** Opens an upload's file for writing from `offset` (tests hand in a disk that fills up). */
export type OpenWrite = (file: string, offset: number) => Writable & { readonly bytesWritten: number };
// 1 MiB may wait for the disk before the body is paused (16 KiB by default): fewer pauses of the socket.
export const openFileWrite: OpenWrite = (file, offset) =>
  createWriteStream(file, { flags: 'r+', start: offset, highWaterMark: 1024 * 1024 });

/**
 * `@tus/file-store`, which turns every failed write into one "could not write" error: this one says
 * when the disk was full, so the upload's partial file can be freed and the studio told why.
 */
class DiskFullAwareFileStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    private readonly openWrite: OpenWrite,
  ) {
    super(options);
  }

  override async write(readable: Readable, fileId: string, offset: number): Promise<number> {
    const file = path.join(this.directory, fileId);
    const writable = this.openWrite(file, offset);
    try {
      await pipeline(readable, writable);
    } catch (error) {
      if (isDiskFull(error)) throw new StorageFullError(error);
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + writable.bytesWritten;
  }
}

/**
 * The upload area on this machine's disk. Local disk storage keeps it in a hidden folder inside its root
 * (`.uploads`: no storage key starts with a dot, so no unfinished byte is ever reachable by key), on the
 * same disk, so a finished upload enters storage by a rename (object storage keeps unfinished uploads
 * in the bucket: bucket-upload-area.ts).
 */
export class LocalUploadArea implements UploadArea {
  readonly dataStore: FileStore;
  readonly directory: string;

  constructor(
    directory: string,
    /** Puts a finished upload's file into storage under a key (a rename on local disk, an upload to a bucket). */
    private readonly store: (file: string, key: string) => Promise<void>,
    expiryMs: number,
    openWrite: OpenWrite = openFileWrite,
  ) {
    this.directory = directory;
    this.dataStore = new DiskFullAwareFileStore(
      { directory: this.directory, expirationPeriodInMilliseconds: expiryMs },
      openWrite,
    );
  }

  /** The upload's file itself. */
  fileOf(uploadId: string): string {
    return path.join(this.directory, checked(uploadId));
  }

  async readableAt(uploadId: string): Promise<string> {
    return this.fileOf(uploadId);
  }

  async moveInto(uploadId: string, key: string): Promise<void> {
    await this.store(this.fileOf(uploadId), key);
    await rm(this.fileOf(uploadId), { force: true });
    await rm(`${this.fileOf(uploadId)}.json`, { force: true });
  }

  async remove(uploadId: string): Promise<void> {
    await rm(this.fileOf(uploadId), { force: true });
    await rm(`${this.fileOf(uploadId)}.json`, { force: true });
  }
}

function checked(uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw new Error(`Not an upload id: ${uploadId.slice(0, 40)}`);
  return uploadId;
}
