import { stat } from 'node:fs/promises';
import type { Env } from '../config/env';
import { s3SettingsOf } from './create-storage';
import { createLocalStorage, type LocalDiskStorage } from './local-disk-storage';
import { bucketProblemOf, expectedEtagOf, S3Storage } from './s3-storage';

export const storageCopyUsage = `  storage copy --to s3                                  copy DATA_DIR/files to the bucket S3_* names,
                                                        checking every object (size and checksum);
                                                        files already there and equal are skipped`;

/** A problem with the command or the copy, said to the operator (exit code 1). */
export class StorageCopyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageCopyError';
  }
}

export interface CopyOutcome {
  copied: number;
  alreadyThere: number;
  bytesCopied: number;
}

export function parseStorageCommand(argv: string[]): { to: 's3' } {
  if (argv[0] === 'copy' && argv[1] === '--to' && argv[2] === 's3' && argv.length === 3) return { to: 's3' };
  throw new StorageCopyError(`Unknown storage command: ${argv.join(' ') || '(none)'}\n${storageCopyUsage}`);
}

/**
 * Copies every file of a local library into the bucket under the same key (the database's keys need
 * no change), then checks each object: its size, and its ETag against the MD5 (one part) or the MD5
 * of the parts' MD5s (multipart) computed from the local file. An object already there with the same
 * size and ETag is not copied again, so a second run copies nothing and an interrupted one resumes.
 * The local files are left as they were: remove DATA_DIR/files once the server runs on the bucket.
 */
export async function copyToBucket(
  from: LocalDiskStorage,
  to: S3Storage,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<CopyOutcome> {
  const outcome: CopyOutcome = { copied: 0, alreadyThere: 0, bytesCopied: 0 };
  for await (const { key } of from.list('')) {
    const file = from.pathOf(key);
    const { size } = await stat(file);
    const etag = await expectedEtagOf(file);
    const there = await to.head(key);
    if (there && there.size === size && there.etag === etag) {
      outcome.alreadyThere += 1;
      onFile(key, false);
      continue;
    }
    await to.putFile(key, file);
    const stored = await to.head(key);
    if (!stored || stored.size !== size || stored.etag !== etag) {
      throw new StorageCopyError(
        `${key}: the bucket holds ${stored ? `${stored.size} bytes, ETag ${stored.etag}` : 'nothing'} where ${size} bytes, ETag ${etag} were sent`,
      );
    }
    outcome.copied += 1;
    outcome.bytesCopied += size;
    onFile(key, true);
  }
  return outcome;
}

/** `npm run admin -- storage copy --to s3`: what it did, in one line. */
export async function runStorageCommand(env: Env, argv: string[]): Promise<string> {
  parseStorageCommand(argv);
  const settings = s3SettingsOf(env);
  if (!settings)
    throw new StorageCopyError('S3_BUCKET is not set: set the S3_* variables of the bucket to copy to');
  const from = createLocalStorage(env.DATA_DIR);
  const to = new S3Storage(settings, `${env.DATA_DIR}/work`);
  await to.check().catch((error: Error) => {
    throw new StorageCopyError(error.message);
  });
  const outcome = await copyToBucket(from, to).catch((error: Error) => {
    if (error instanceof StorageCopyError) throw error;
    throw new StorageCopyError(bucketProblemOf(error, settings));
  });
  const megabytes = (outcome.bytesCopied / 1_000_000).toFixed(1);
  return `${outcome.copied} copied (${megabytes} MB), ${outcome.alreadyThere} already in the bucket; every object checked (size and checksum) in ${settings.bucket}. ${from.root} is left as it was.`;
}
