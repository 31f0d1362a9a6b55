import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { BucketUploadArea } from './bucket-upload-area';
import {
  assertStorageKey,
  BucketProblem,
  type ByteRange,
  type LocalCopy,
  type PutOptions,
  RangeNotSatisfiableError,
  type StagingFolder,
  type Storage,
  type StoredEntry,
  type StoredFile,
  type UploadArea,
} from './storage';
import { storedHeadersOf } from './stored-headers';

/** How Relevé reaches its bucket (env S3_*, decision 059). */
export interface S3Settings {
  /** The provider's address (R2, B2, MinIO, Ceph, Swift...); AWS's own when unset. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO, Ceph, Swift). */
  forcePathStyle: boolean;
  /** How long to wait for a connection, and for the bucket to say anything; 5 s and 30 s unless told. */
  timeoutsMs?: { connect: number; silence: number };
}

/**
 * Files larger than this go up in parts of this size (multipart): a part is retried alone, and
 * nothing holds more than two parts in memory. 16 MiB parts allow files up to 16 GB on providers that
 * take at most 1,000 parts (Swift).
 */
export const PART_SIZE = 16 * 1024 * 1024;
/** Uploads and deletes run this many at a time (one packaged class is hundreds of segments). */
const CONCURRENCY = 4;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error).name);

/**
 * What went wrong with the bucket in words an operator can act on (the SDK's own message for an
 * error answer without a body is "UnknownError").
 */
export function bucketProblemOf(error: unknown, settings: Pick<S3Settings, 'bucket' | 'endpoint'>): string {
  const where = `bucket ${settings.bucket} at ${settings.endpoint ?? 'AWS'}`;
  const status = statusOf(error);
  if (status === 403 || status === 401) {
    return `The ${where} refused the credentials (${status}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (a signature mismatch means a wrong secret), and that the key may use the bucket`;
  }
  if (status === 404 || (error as Error).name === 'NoSuchBucket') {
    return `There is no ${where} (404): create it, or check S3_BUCKET, S3_ENDPOINT and S3_FORCE_PATH_STYLE`;
  }
  const code =
    (error as NodeJS.ErrnoException).code ?? (error as { cause?: NodeJS.ErrnoException }).cause?.code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return `Cannot reach the ${where} (${code}): check S3_ENDPOINT`;
  }
  return `The ${where} answered ${status ?? 'no status'}: ${(error as Error).message}`;
}

export function s3ClientOf(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where the API demands them: providers other than AWS (Swift, older MinIO, B2)
    // refuse or do not know the SDK's default CRC32 trailers on streamed bodies (field notes).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Every segment a member plays is one object read in flight: more sockets than the SDK's 50,
    // kept alive; a bucket that does not answer fails the request instead of holding it.
    requestHandler: {
      connectionTimeout: settings.timeoutsMs?.connect ?? 5_000,
      requestTimeout: settings.timeoutsMs?.silence ?? 30_000,
      throwOnRequestTimeout: true,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

/**
 * Files in an S3-compatible bucket, one object per key (decision 059). The bucket stays private:
 * every read goes through Relevé (routes check access, then stream the object, ranges passed
 * through) or through a CDN that checks Relevé's short-lived tokens. Writes carry Content-Type,
 * Cache-Control and, for single-part ones, Content-MD5, which the provider checks.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;

  /** `workDir`: local scratch space (downloads for ffmpeg, packaging) and the tus upload area. */
  constructor(
    private readonly settings: S3Settings,
    readonly workDir: string,
  ) {
    this.client = s3ClientOf(settings);
    this.bucket = settings.bucket;
  }

  async put(key: string, data: Uint8Array, options?: PutOptions): Promise<void> {
    assertStorageKey(key);
    const headers = storedHeadersOf(key, options);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.byteLength,
        ContentMD5: createHash('md5').update(data).digest('base64'),
        ContentType: headers.contentType,
        CacheControl: headers.cacheControl,
      }),
    );
  }

  async putFile(key: string, file: string, options?: PutOptions): Promise<void> {
    assertStorageKey(key);
    const headers = storedHeadersOf(key, options);
    const { size } = await stat(file);
    if (size <= PART_SIZE) {
      const md5 = createHash('md5');
      await pipeline(createReadStream(file), md5);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentMD5: md5.digest('base64'),
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
        }),
      );
      return;
    }
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(file),
        ContentType: headers.contentType,
        CacheControl: headers.cacheControl,
      },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  /** Throws BucketProblem when the bucket cannot be reached, does not exist, or refuses the keys. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new BucketProblem(bucketProblemOf(error, this.settings), error);
    }
  }

  /** The object's size and ETag, or undefined when there is none. */
  async head(key: string): Promise<{ size: number; etag: string } | undefined> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, etag: head.ETag ?? '' };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<StoredFile | undefined> {
    assertStorageKey(key);
    const asked = range
      ? 'suffix' in range
        ? `bytes=-${range.suffix}`
        : `bytes=${range.start}-${range.end ?? ''}`
      : undefined;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: asked }),
      );
      const size = object.ContentLength ?? 0;
      const etag = object.ETag ?? '""';
      const stream = object.Body as Readable;
      const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(object.ContentRange ?? '');
      // A provider may ignore a range and send the whole object: it is then answered as whole.
      if (!part) return { stream, size, totalSize: size, etag };
      const [start, end, totalSize] = part.slice(1).map(Number) as [number, number, number];
      return { stream, size, totalSize, etag, range: { start, end } };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      if (statusOf(error) === 416) {
        const head = await this.head(key);
        if (!head) return undefined;
        throw new RangeNotSatisfiableError(head.size);
      }
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const keys: string[] = [];
    for await (const entry of this.list(prefix)) keys.push(entry.key);
    await inParallel(keys, (key) => this.delete(key));
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async localCopy(key: string): Promise<LocalCopy | undefined> {
    assertStorageKey(key);
    await mkdir(this.workDir, { recursive: true });
    const file = path.join(this.workDir, `${randomBytes(8).toString('hex')}-${path.basename(key)}`);
    const release = () => rm(file, { force: true });
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      await pipeline(object.Body as Readable, createWriteStream(file));
      return { path: file, release };
    } catch (error) {
      await release();
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async staging(prefix: string): Promise<StagingFolder> {
    await mkdir(this.workDir, { recursive: true });
    const dir = await mkdtemp(path.join(this.workDir, 'staging-'));
    const published = new Map<string, string>();
    const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
    return {
      dir,
      publish: async (last = []) => {
        const changed: string[] = [];
        for await (const file of filesIn(dir, '')) {
          const stats = await stat(path.join(dir, file));
          const version = `${stats.size}:${stats.mtimeMs}`;
          if (published.get(file) !== version) changed.push(file);
          published.set(file, version);
        }
        const first = changed.filter((file) => !last.includes(file));
        await inParallel(first, (file) => this.putFile(base + file, path.join(dir, file)));
        // Files named last (the master playlist) are rewritten while a video is packaged: no cache keeps them.
        for (const file of changed.filter((name) => last.includes(name))) {
          await this.putFile(base + file, path.join(dir, file), { cacheControl: 'private, no-cache' });
        }
      },
      close: () => rm(dir, { recursive: true, force: true }),
    };
  }

  /**
   * Resumable uploads gather in the bucket (decision 066), so an upload's requests may reach any
   * process; this machine's disk (DATA_DIR/uploads, beside workDir) holds a request's bytes while it
   * lasts, and a whole upload while ffmpeg checks it.
   */
  uploadArea({ expiryMs }: { expiryMs: number }): UploadArea {
    return new BucketUploadArea(this, path.join(path.dirname(this.workDir), 'uploads'), expiryMs);
  }

  /** Aborts the multipart uploads begun before `before` (a crash mid-upload leaves their parts billed). */
  async abortMultipartUploadsBefore(before: Date): Promise<number> {
    let aborted = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({
            Bucket: this.bucket,
            Key: upload.Key,
            UploadId: upload.UploadId,
          }),
        );
        aborted += 1;
      }
      const more = page.IsTruncated;
      keyMarker = more ? page.NextKeyMarker : undefined;
      uploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return aborted;
  }
}

/**
 * The ETag S3 gives a file stored by `putFile`: the MD5 of its bytes (one part), or the MD5 of its
 * parts' MD5s and the number of parts (multipart, parts of PART_SIZE). The copy command checks with it.
 */
export async function expectedEtagOf(file: string): Promise<string> {
  const { size } = await stat(file);
  if (size <= PART_SIZE) {
    const md5 = createHash('md5');
    await pipeline(createReadStream(file), md5);
    return `"${md5.digest('hex')}"`;
  }
  const parts: Buffer[] = [];
  for (let start = 0; start < size; start += PART_SIZE) {
    const md5 = createHash('md5');
    await pipeline(createReadStream(file, { start, end: Math.min(size, start + PART_SIZE) - 1 }), md5);
    parts.push(md5.digest());
  }
  return `"${createHash('md5').update(Buffer.concat(parts)).digest('hex')}-${parts.length}"`;
}

/** File paths under `folder`, relative, without hidden names (a rendition still being built). */
async function* filesIn(folder: string, relative: string): AsyncIterable<string> {
  for (const entry of await readdir(path.join(folder, relative), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesIn(folder, name);
    else if (entry.isFile()) yield name;
  }
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}
