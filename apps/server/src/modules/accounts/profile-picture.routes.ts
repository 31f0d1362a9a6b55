import multipart from '@fastify/multipart';
import { apiErrorSchema, profilePictureAnswerSchema, userAnswerSchema } from '@releve/contracts';
import type { Db } from '@releve/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { sendStoredFile } from '../../storage/send-stored-file';
import type { Storage } from '../../storage/storage';
import type { Access } from './access';
import type { MembershipService } from './membership.service';
import { ImageRejectedError } from './profile-picture.image';
import { ProfilePictureRepository } from './profile-picture.repository';
import { AVATAR_URL_PREFIX, ProfilePictureService } from './profile-picture.service';
import { profilePictureUploadLimits, readUploadedPicture } from './profile-picture.upload';

export interface ProfilePictureRoutesOptions {
  access: Access;
  membership: MembershipService;
  db: Db;
  storage: Storage;
  /** The studio's profile-picture-upload switch (site config `features.profilePictureUpload`). */
  uploadAllowed: () => Promise<boolean>;
}

/** The spec's profile picture messages (§8). */
export const profilePictureMessages = {
  invalidImage: 'Please select a valid image file (JPEG, PNG, or WebP) under 10MB.',
  uploadFailed: 'Failed to upload profile picture.',
  deleteFailed: 'Failed to delete profile picture.',
  /** Not the spec's: the studio turned uploads off (removing one's picture stays possible). */
  uploadOff: 'Profile picture upload is turned off.',
} as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const serverFailure = (message: string) => ({ statusCode: 500, error: 'Internal Server Error', message });

/** Upload and removal of the member's picture, and the public route that serves pictures. */
export const profilePictureRoutes: FastifyPluginAsyncZod<ProfilePictureRoutesOptions> = async (
  app,
  { access, membership, db, storage, uploadAllowed },
) => {
  // Registered here, not for the whole app: only this route takes multipart bodies.
  await app.register(multipart, { limits: profilePictureUploadLimits });
  const pictures = new ProfilePictureService(storage, new ProfilePictureRepository(db), app.log);

  // Asked after the picture changed: read again, not the kept copy.
  const userOf = async (userId: string) => {
    const profile = await membership.changedProfile(userId);
    if (!profile) throw new HttpError(404, 'User not found');
    return profile.user;
  };

  app.post(
    '/api/users/me/profile/picture',
    { schema: { response: { 200: profilePictureAnswerSchema, 500: apiErrorSchema } } },
    async (request, reply) => {
      const { userId } = await access.subject(request, 'me');
      if (!(await uploadAllowed())) throw new HttpError(403, profilePictureMessages.uploadOff);
      let profilePictureUrl: string;
      try {
        profilePictureUrl = await pictures.replace(userId, await readUploadedPicture(request));
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          request.log.info({ reason: error.message }, 'profile picture refused');
          throw new HttpError(400, profilePictureMessages.invalidImage);
        }
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'profile picture upload failed');
        return reply.code(500).send(serverFailure(profilePictureMessages.uploadFailed));
      }
      reply.header('cache-control', 'no-store');
      return { user: await userOf(userId), profilePictureUrl };
    },
  );

  app.delete(
    '/api/users/me/profile/picture',
    { schema: { response: { 200: userAnswerSchema, 500: apiErrorSchema } } },
    async (request, reply) => {
      const { userId } = await access.subject(request, 'me');
      try {
        await pictures.remove(userId);
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'profile picture removal failed');
        return reply.code(500).send(serverFailure(profilePictureMessages.deleteFailed));
      }
      reply.header('cache-control', 'no-store');
      return { user: await userOf(userId) };
    },
  );

  // Public like any image on the page: the name holds 128 random bits and changes with
  // every upload, so the answer may be cached for good.
  app.get(
    `${AVATAR_URL_PREFIX}:file`,
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const key = pictures.keyOf(request.params.file);
      const sent = key
        ? await sendStoredFile(request, reply, storage, key, { type: 'image/jpeg', cacheControl: IMMUTABLE })
        : undefined;
      if (!sent) throw new HttpError(404, 'Picture not found');
      return sent;
    },
  );
};
