import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { S3Storage } from './s3-storage';
import { isDiskFull, StorageFullError, type UploadArea } from './storage';

const UPLOAD_ID = /^[a-z0-9]{24}$/;
/** Where unfinished uploads live in the bucket: a folder no route serves and the sweeper leaves alone. */
export const PARTIAL_UPLOADS = 'partial-uploads';
/** Offsets in part names are padded so the names sort as the numbers do (up to 999 TB). */
const OFFSET_DIGITS = 15;

interface UploadInfo {
  size?: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
}

/**
 * Resumable uploads kept in the bucket itself (decision 066), so any process can take an upload's next
 * PATCH: each PATCH's bytes become one object `partial-uploads/{id}/part-{offset}` (gathered on this
 * machine's disk while the request lasts, then sent), and the upload's record `partial-uploads/{id}/info`.
 * The offset is what the parts hold end to end, so it is the same on every process. Two requests for
 * one upload never write at once: the tus server takes a lock shared by the processes (upload-locks.ts).
 */
class BucketUploadStore extends DataStore {
  constructor(
    private readonly storage: S3Storage,
    private readonly scratch: string,
    private readonly expiryMs: number,
  ) {
    super();
    this.extensions = [
      'creation',
      'creation-with-upload',
      'creation-defer-length',
      'termination',
      'expiration',
    ];
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.writeInfo(checked(upload.id), {
      size: upload.size,
      metadata: upload.metadata,
      creation_date: upload.creation_date ?? new Date().toISOString(),
    });
    return upload;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    await mkdir(this.scratch, { recursive: true });
    const file = path.join(this.scratch, `${checked(id)}-${offset}`);
    const writable = createWriteStream(file, { highWaterMark: 1024 * 1024 });
    try {
      // A body cut short keeps what arrived (tus's rule): the pipeline ends when the request does.
      await pipeline(readable, writable).catch((error: unknown) => {
        if (isDiskFull(error)) throw new StorageFullError(error);
      });
      if (writable.bytesWritten > 0) await this.storage.putFile(partKey(id, offset), file);
      return offset + writable.bytesWritten;
    } finally {
      await rm(file, { force: true });
    }
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.readInfo(id);
    if (!info) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: info.size,
      offset: (await this.parts(id)).reduce((end, part) => end + part.size, 0),
      metadata: info.metadata as Upload['metadata'],
      creation_date: info.creation_date,
      storage: { type: 's3', path: `${PARTIAL_UPLOADS}/${id}` },
    });
  }

  override async declareUploadLength(id: string, size: number): Promise<void> {
    const info = await this.readInfo(id);
    if (!info) throw ERRORS.FILE_NOT_FOUND;
    await this.writeInfo(id, { ...info, size });
  }

  override async remove(id: string): Promise<void> {
    await this.storage.deletePrefix(`${PARTIAL_UPLOADS}/${checked(id)}/`);
  }

  override async deleteExpired(): Promise<number> {
    const expiredBefore = Date.now() - this.expiryMs;
    const ids = new Set<string>();
    for await (const entry of this.storage.list(`${PARTIAL_UPLOADS}/`)) {
      const id = entry.key.split('/')[1] ?? '';
      if (UPLOAD_ID.test(id)) ids.add(id);
    }
    let removed = 0;
    for (const id of ids) {
      const info = await this.readInfo(id);
      const created = info?.creation_date ? Date.parse(info.creation_date) : 0;
      if (created < expiredBefore) {
        await this.remove(id);
        removed += 1;
      }
    }
    return removed;
  }

  override getExpiration(): number {
    return this.expiryMs;
  }

  /** The parts that follow one another from offset 0 (a part written over by a retry is left out). */
  async parts(id: string): Promise<{ key: string; offset: number; size: number }[]> {
    const found: { key: string; offset: number; size: number }[] = [];
    for await (const entry of this.storage.list(`${PARTIAL_UPLOADS}/${checked(id)}/part-`)) {
      found.push({ key: entry.key, offset: Number(entry.key.split('part-')[1]), size: entry.size });
    }
    found.sort((a, b) => a.offset - b.offset);
    const chain: typeof found = [];
    let end = 0;
    for (const part of found) {
      if (part.offset !== end) break;
      chain.push(part);
      end += part.size;
    }
    return chain;
  }

  private async readInfo(id: string): Promise<UploadInfo | undefined> {
    const bytes = await this.storage.get(`${PARTIAL_UPLOADS}/${checked(id)}/info`);
    return bytes ? (JSON.parse(bytes.toString('utf8')) as UploadInfo) : undefined;
  }

  private writeInfo(id: string, info: UploadInfo): Promise<void> {
    return this.storage.put(`${PARTIAL_UPLOADS}/${id}/info`, Buffer.from(JSON.stringify(info)), {
      contentType: 'application/json',
      cacheControl: 'no-store',
    });
  }
}

const partKey = (id: string, offset: number) =>
  `${PARTIAL_UPLOADS}/${checked(id)}/part-${String(offset).padStart(OFFSET_DIGITS, '0')}`;

/**
 * The upload area of object storage: unfinished uploads in the bucket (BucketUploadStore), so the
 * requests of one upload may reach any process. A whole upload is put together on this machine's disk
 * for ffmpeg to check, then sent to its key as one object.
 */
export class BucketUploadArea implements UploadArea {
  readonly dataStore: BucketUploadStore;

  constructor(
    private readonly storage: S3Storage,
    /** This process's scratch folder for uploads (DATA_DIR/uploads). */
    private readonly directory: string,
    expiryMs: number,
  ) {
    this.dataStore = new BucketUploadStore(storage, path.join(directory, 'incoming'), expiryMs);
  }

  /** The whole upload in one local file, its parts read in order (made once, kept until moved or removed). */
  async readableAt(uploadId: string): Promise<string> {
    const file = this.wholeFile(uploadId);
    await mkdir(this.directory, { recursive: true });
    const out = createWriteStream(file);
    try {
      for (const part of await this.dataStore.parts(uploadId)) {
        const stored = await this.storage.stream(part.key);
        if (!stored) throw ERRORS.FILE_NO_LONGER_EXISTS;
        await pipeline(stored.stream, out, { end: false });
      }
    } catch (error) {
      out.destroy();
      await rm(file, { force: true });
      if (isDiskFull(error)) throw new StorageFullError(error);
      throw error;
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return file;
  }

  async moveInto(uploadId: string, key: string): Promise<void> {
    const file = this.wholeFile(uploadId);
    await this.storage.putFile(key, existsSync(file) ? file : await this.readableAt(uploadId));
    await this.remove(uploadId);
  }

  async remove(uploadId: string): Promise<void> {
    await rm(this.wholeFile(uploadId), { force: true });
    await this.dataStore.remove(uploadId);
  }

  private wholeFile(uploadId: string): string {
    return path.join(this.directory, checked(uploadId));
  }
}

function checked(uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw ERRORS.FILE_NOT_FOUND;
  return uploadId;
}
