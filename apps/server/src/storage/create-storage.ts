import path from 'node:path';
import type { Env } from '../config/env';
import { createLocalStorage } from './local-disk-storage';
import type { S3Settings } from './s3-storage';
import type { Storage } from './storage';

type StorageEnv = Pick<
  Env,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The bucket's settings from the environment, or undefined when S3_BUCKET is not set. */
export function s3SettingsOf(env: StorageEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The storage every part of a process uses (decision 059): the bucket when S3_BUCKET is set (its local
 * scratch space in DATA_DIR/work), checked at once (BucketProblem: out of reach, no such bucket, keys
 * refused), else DATA_DIR/files, as a single server always had. The S3 client (about 20 MB) is loaded
 * only for a bucket.
 */
export async function createStorage(env: StorageEnv): Promise<Storage> {
  const s3 = s3SettingsOf(env);
  if (!s3) return createLocalStorage(env.DATA_DIR);
  const { S3Storage } = await import('./s3-storage');
  const storage = new S3Storage(s3, path.join(env.DATA_DIR, 'work'));
  await storage.check();
  return storage;
}
