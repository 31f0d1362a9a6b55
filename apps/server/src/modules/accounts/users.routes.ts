import {
  type CaptureSettings,
  captureRequestSchema,
  checkCaptureAnswers,
  liveMessages,
  mergeConsents,
  profileAnswerSchema,
  redeemDayPassAnswerSchema,
  SERVER_OWNED_TAGS,
  serverOwnedTagChanged,
  serverOwnedTagMessage,
  unknownConsentNames,
  unknownConsentsMessage,
  updateMeSchema,
  updateTagsSchema,
  userAnswerSchema,
  userIdParamsSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from './access';
import type { MembershipService } from './membership.service';
import type { UsersRepository } from './users.repository';

export interface UsersRoutesOptions {
  /** The personal-details questions of the site's config. */
  captureSettings: () => Promise<CaptureSettings>;
  /** The names of the consents the site's config asks for: the only ones a member may give. */
  consentNames: () => Promise<string[]>;
  access: Access;
  membership: MembershipService;
  users: UsersRepository;
}

/** The spec's user calls: the profile with its flags, profile updates, tags. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { access, membership, users, captureSettings, consentNames },
) => {
  const profileOf = async (userId: string) => {
    const profile = await membership.profile(userId);
    if (!profile) throw new HttpError(404, 'User not found');
    return profile;
  };
  // After a change: read again, not the copy kept from before it.
  const changedUserOf = async (userId: string) => {
    const profile = await membership.changedProfile(userId);
    if (!profile) throw new HttpError(404, 'User not found');
    return profile.user;
  };

  app.get(
    '/api/users/:id',
    { schema: { params: userIdParamsSchema, response: { 200: profileAnswerSchema } } },
    async (request, reply) => {
      const { userId } = await access.subject(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return profileOf(userId);
    },
  );

  app.post(
    '/api/users/me',
    { schema: { body: updateMeSchema, response: { 200: userAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      const { ftue1, consents, ...names } = request.body;
      // Only the site's own consents are kept, so the stored map stays one config's size (decision 029).
      const asked = consents ? await consentNames() : [];
      const unknown = consents ? unknownConsentNames(consents, asked) : [];
      if (unknown.length > 0) throw new HttpError(400, unknownConsentsMessage(unknown));
      const kept = consents ? (await users.findById(userId))?.consents : undefined;
      await users.update(userId, {
        ...names,
        ...(ftue1 === false ? { welcomePending: false } : {}),
        ...(consents ? { consents: mergeConsents(kept, consents, asked) } : {}),
      });
      return { user: await changedUserOf(userId) };
    },
  );

  app.post(
    '/api/users/:id/tags',
    { schema: { params: userIdParamsSchema, body: updateTagsSchema, response: { 200: userAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, request.params.id);
      const current = (await users.findById(userId))?.tags ?? [];
      const tags = [...new Set(request.body.tags)];
      // Tags that grant or refuse something (pass24) are the server's own (decision 027).
      const changed = serverOwnedTagChanged(current, tags);
      if (changed) throw new HttpError(403, serverOwnedTagMessage(changed));
      await users.setMemberTags(userId, tags, SERVER_OWNED_TAGS);
      return { user: await changedUserOf(userId) };
    },
  );

  app.post(
    '/api/users/:id/redeem-day-pass',
    { schema: { params: userIdParamsSchema, response: { 200: redeemDayPassAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, request.params.id);
      const outcome = await membership.redeemDayPass(userId);
      if (outcome === 'no-user') throw new HttpError(404, 'User not found');
      if (outcome === 'no-day-pass') throw new HttpError(409, liveMessages.noDayPass, 'no-day-pass');
      if (outcome === 'live-access-running') {
        throw new HttpError(409, liveMessages.liveAccessRunning, 'live-access-running');
      }
      return {
        user: await changedUserOf(userId),
        success: outcome === 'redeemed',
        duplicate: outcome === 'duplicate',
      };
    },
  );

  app.post(
    '/api/users/me/capture',
    { schema: { body: captureRequestSchema, response: { 200: userAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      const checked = checkCaptureAnswers(await captureSettings(), request.body.answers);
      if (!checked.ok) {
        const details = Object.entries(checked.errors).map(([field, message]) => `${field}: ${message}`);
        throw new HttpError(400, `Invalid personal details. ${details.join('; ')}`);
      }
      const { firstName, lastName } = checked.answers;
      await users.update(userId, {
        captureAnswers: checked.answers,
        ...(firstName ? { firstName } : {}),
        ...(lastName ? { lastName } : {}),
      });
      return { user: await changedUserOf(userId) };
    },
  );
};
