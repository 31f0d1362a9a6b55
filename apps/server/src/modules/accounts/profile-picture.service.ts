import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { normaliseProfilePicture } from './profile-picture.image';
import type { ProfilePictureRepository } from './profile-picture.repository';

/** Where pictures are served; the file name is random, so a new picture always has a new URL. */
export const AVATAR_URL_PREFIX = '/media/avatars/';
const AVATAR_FILE = /^([A-Za-z0-9_-]{22})\.jpg$/;

const storageKeyOf = (file: string) => `avatars/${file}`;

/** The storage key behind a picture URL Relevé made, or undefined for any other URL. */
export function avatarKeyOfUrl(url: string): string | undefined {
  if (!url.startsWith(AVATAR_URL_PREFIX)) return undefined;
  const file = url.slice(AVATAR_URL_PREFIX.length);
  return AVATAR_FILE.test(file) ? storageKeyOf(file) : undefined;
}

/**
 * Profile pictures: normalises an upload, stores it under a new random name, points the
 * member's profile at it, and deletes the picture it replaced.
 */
export class ProfilePictureService {
  constructor(
    private readonly storage: Storage,
    private readonly repository: ProfilePictureRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Stores the upload as the member's picture and answers its URL; ImageRejectedError for bad images. */
  async replace(userId: string, upload: Buffer): Promise<string> {
    const jpeg = await normaliseProfilePicture(upload);
    // 128 random bits: the URL cannot be guessed, and caches never confuse two pictures.
    const file = `${randomBytes(16).toString('base64url')}.jpg`;
    const key = storageKeyOf(file);
    await this.storage.put(key, jpeg);
    let replaced: { previous: string | null } | undefined;
    try {
      replaced = await this.repository.replaceImage(userId, AVATAR_URL_PREFIX + file);
    } catch (error) {
      await this.storage.delete(key).catch(() => {});
      throw error;
    }
    if (!replaced) {
      await this.storage.delete(key).catch(() => {});
      throw new HttpError(404, 'User not found');
    }
    const previousKey = replaced.previous ? avatarKeyOfUrl(replaced.previous) : undefined;
    // The new picture is in place: a failure to remove the old file is logged, not shown.
    if (previousKey) {
      await this.storage.delete(previousKey).catch((error) => {
        this.log.error({ err: error, key: previousKey }, 'could not delete a replaced profile picture');
      });
    }
    return AVATAR_URL_PREFIX + file;
  }

  /**
   * Removes the member's picture. The file goes first and the URL after: if clearing the URL
   * fails, the member still sees a picture, asks again, and this time it completes.
   */
  async remove(userId: string): Promise<void> {
    const current = await this.repository.imageOf(userId);
    if (current === undefined) throw new HttpError(404, 'User not found');
    if (current === null) return;
    const key = avatarKeyOfUrl(current);
    if (key) await this.storage.delete(key);
    await this.repository.clearImage(userId, current);
  }

  /** The storage key behind `/media/avatars/<file>`, or undefined for malformed names. */
  keyOf(file: string): string | undefined {
    return AVATAR_FILE.test(file) ? storageKeyOf(file) : undefined;
  }
}
