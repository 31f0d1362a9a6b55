import { Readable } from 'node:stream';
import {
  mayRevokeProduct,
  memberProductSchema,
  type StudioChangeAction,
  studioDayPassAnswerSchema,
  studioDayPassChangeSchema,
  studioEmailChangeSchema,
  studioGrantAnswerSchema,
  studioGrantSchema,
  studioMailSentSchema,
  studioMemberCsvQuerySchema,
  studioMemberDetailSchema,
  studioMemberPageSchema,
  studioMemberPaths,
  studioMemberQuerySchema,
  studioMemberRemovalSchema,
  studioMemberRemovedSchema,
  studioReasonSchema,
} from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, invalidFields } from '../../plugins/errors';
import type { Mailer } from '../mail/mail.module';
import type { Access } from './access';
import type { MemberDetailsExtension } from './accounts-extensions';
import type { Auth } from './auth';
import { emailChangedNotice } from './email-changed-notice';
import { sendExport } from './export.routes';
import type { AccountExportService } from './export.service';
import type { MembershipService } from './membership.service';
import { recordStudioChange } from './studio-audit';
import { memberDetail, productsOf } from './studio-member-detail';
import { memberCsv } from './studio-members.csv';
import { memberPage } from './studio-members.queries';

export interface MembersStudioRoutesOptions {
  db: Db;
  access: Access;
  membership: MembershipService;
  auth: Auth;
  /** The member's data export, the same document they download themselves. */
  exports: AccountExportService;
  /** Removes an account as the member's own deletion does (billing's steps first). */
  removeAccount: (userId: string) => Promise<void>;
  mailer: Mailer;
  publicUrl: string;
  /** The other modules' parts of a member's page (billing, the library, the week plan, live). */
  memberDetails: readonly MemberDetailsExtension[];
  studioTimeZone: () => Promise<string>;
  clock?: () => Date;
}

const NO_SUCH_MEMBER = 'No such member';
const memberParams = z.object({ userId: z.string().min(1).max(200) });
const productParams = memberParams.extend({ productId: z.coerce.number().int().min(1).max(2_147_483_647) });
const NO_SUCH_PRODUCT = 'No such product';
/** 409 with the field named as a 400's are, so the form shows it beside the e-mail. */
const emailTaken = () => {
  const fields = { email: 'is the e-mail of another account' };
  return new HttpError(409, `Invalid request. email: ${fields.email}`, 'Conflict', fields);
};
const STAFF_NOT_REMOVED = 'This member is on the staff: take away their role first';
const PRODUCT_ENDED = 'This access has ended already';
const HELD_BY_SUBSCRIPTION = 'This access comes with a subscription: cancel the subscription instead';
const GRANT_KEY_USED = 'This grant key was used for another grant: open the dialog again';
const isUniqueViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
};

/**
 * The console's Members list and its actions (issue 35, decision 047): owners only (`studio.manage`,
 * checked by the accounts module's hook before these run). Reading the list changes nothing, so nothing
 * is audited; each action is, with its reason.
 */
export const membersStudioRoutes: FastifyPluginAsyncZod<MembersStudioRoutesOptions> = async (
  app,
  {
    db,
    access,
    auth,
    exports,
    removeAccount,
    mailer,
    publicUrl,
    membership,
    memberDetails,
    studioTimeZone,
    clock = () => new Date(),
  },
) => {
  /** The product a grant key made, if it made one already. */
  const grantedBy = async (userId: string, source: string) =>
    (
      await db
        .select()
        .from(schema.product)
        .where(and(eq(schema.product.userId, userId), eq(schema.product.source, source)))
    )[0];
  /** The member an action is on, with the day passes they hold; 404 for no such member. */
  const memberOrNotFound = async (userId: string) => {
    const [member] = await db
      .select({
        dayPassesLeft: schema.user.unusedDayPasses,
        email: schema.user.email,
        staffRole: schema.user.staffRole,
      })
      .from(schema.user)
      .where(eq(schema.user.id, userId));
    if (!member) throw new HttpError(404, NO_SUCH_MEMBER);
    return member;
  };
  /** An action on a member in the activity log, its reason in `after`. */
  const audit = (
    actorId: string,
    userId: string,
    action: Extract<
      StudioChangeAction,
      | 'member.grant'
      | 'member.day-passes'
      | 'member.revoke'
      | 'member.password-reset'
      | 'member.email'
      | 'member.export'
      | 'member.remove'
    >,
    before: unknown,
    after: unknown,
  ) =>
    recordStudioChange(db, { actorId, subjectId: userId, action, target: `member:${userId}`, before, after });

  app.get(
    studioMemberPaths.list,
    {
      config: { studio: 'studio.manage' },
      schema: { querystring: studioMemberQuerySchema, response: { 200: studioMemberPageSchema } },
    },
    (request) => memberPage(db, request.query, clock()),
  );

  app.get(
    studioMemberPaths.csv,
    { config: { studio: 'studio.manage' }, schema: { querystring: studioMemberCsvQuerySchema } },
    (request, reply) => {
      const now = clock();
      const day = now.toISOString().slice(0, 10);
      const name = `members-${request.query.segment ?? 'all'}-${day}.csv`;
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store');
      return reply.send(Readable.from(memberCsv(db, request.query, now)));
    },
  );

  // The reset e-mail better-auth sends when a member asks, sent at the owner's word (audited).
  app.post(
    '/api/studio/members/:userId/password-reset',
    {
      config: { studio: 'studio.manage' },
      schema: { params: memberParams, body: studioReasonSchema, response: { 200: studioMailSentSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { userId } = request.params;
      const { email } = await memberOrNotFound(userId);
      // No session of the owner's goes with it: better-auth sends to the member's address as if they asked.
      await auth.api.requestPasswordReset({ body: { email }, headers: new Headers() });
      await audit(viewer.userId, userId, 'member.password-reset', null, {
        email,
        reason: request.body.reason,
      });
      return { sentTo: email };
    },
  );

  // What the member would download themselves, for the owner to keep or send before removing them.
  app.get(
    '/api/studio/members/:userId/export',
    { config: { studio: 'studio.manage' }, schema: { params: memberParams } },
    async (request, reply) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { userId } = request.params;
      const document = await exports.exportOf(userId);
      if (!document) throw new HttpError(404, NO_SUCH_MEMBER);
      await audit(viewer.userId, userId, 'member.export', null, null);
      return sendExport(reply, document);
    },
  );

  // The account removed as the member's own deletion removes it (subscriptions stopped at the provider
  // first; orders and payments stay, anonymised). Staff lose their role first: an owner never removes
  // a colleague, nor themselves, from here. The log keeps the reason, not the member's e-mail.
  app.post(
    '/api/studio/members/:userId/remove',
    {
      config: { studio: 'studio.manage' },
      schema: {
        params: memberParams,
        body: studioMemberRemovalSchema,
        response: { 200: studioMemberRemovedSchema },
      },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { userId } = request.params;
      const member = await memberOrNotFound(userId);
      if (member.staffRole) throw new HttpError(409, STAFF_NOT_REMOVED);
      if (request.body.email !== member.email.toLowerCase())
        throw invalidFields({ email: "is not this member's e-mail" });
      await removeAccount(userId);
      await audit(viewer.userId, userId, 'member.remove', null, { reason: request.body.reason });
      return { removed: true as const };
    },
  );

  // A new address for a member who lost the old one: free (409 beside the field), unconfirmed until its
  // link is opened; the old address is told, so a change made behind the member's back is seen.
  app.post(
    '/api/studio/members/:userId/email',
    {
      config: { studio: 'studio.manage' },
      schema: {
        params: memberParams,
        body: studioEmailChangeSchema,
        response: { 200: studioMailSentSchema },
      },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { userId } = request.params;
      const { email, reason } = request.body;
      const before = (await memberOrNotFound(userId)).email;
      if (email === before) throw invalidFields({ email: 'is the e-mail the member has already' });
      const taken = await db
        .select({ id: schema.user.id })
        .from(schema.user)
        .where(eq(schema.user.email, email));
      if (taken.length > 0) throw emailTaken();
      try {
        await membership.changeEmail(userId, email);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await audit(viewer.userId, userId, 'member.email', { email: before }, { email, reason });
      await mailer.send(emailChangedNotice(publicUrl, before, email));
      await auth.api.sendVerificationEmail({ body: { email }, headers: new Headers() });
      return { sentTo: email };
    },
  );

  app.get(
    '/api/studio/members/:userId',
    {
      config: { studio: 'studio.manage' },
      schema: { params: memberParams, response: { 200: studioMemberDetailSchema } },
    },
    async (request) => {
      const { userId } = request.params;
      const found = await memberDetail(db, userId, clock(), memberDetails, await studioTimeZone());
      if (!found) throw new HttpError(404, NO_SUCH_MEMBER);
      return found;
    },
  );

  // A product ended now, audited with the reason; the row stays (the member's page shows it ended).
  // What a subscription holds is the subscription's to end: its next renewal would give it back.
  app.post(
    '/api/studio/members/:userId/products/:productId/revoke',
    {
      config: { studio: 'studio.manage' },
      schema: { params: productParams, body: studioReasonSchema, response: { 200: memberProductSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { userId, productId } = request.params;
      await memberOrNotFound(userId);
      const now = clock();
      const [found] = await productsOf(db, userId, now, productId);
      if (!found) throw new HttpError(404, NO_SUCH_PRODUCT);
      if (!mayRevokeProduct(found))
        throw new HttpError(409, found.heldBySubscription ? HELD_BY_SUBSCRIPTION : PRODUCT_ENDED);
      // Two revokes at once: one ends it, the other finds it ended.
      if (!(await membership.endProduct(userId, productId, now))) throw new HttpError(409, PRODUCT_ENDED);
      const before = { type: found.type, expiresAt: found.expiresAt };
      const after = { type: found.type, expiresAt: now.toISOString(), reason: request.body.reason };
      await audit(viewer.userId, userId, 'member.revoke', before, after);
      return { ...found, expiresAt: after.expiresAt, running: false };
    },
  );

  // Free access from the console, audited with its reason; the dialog's key makes a retry grant once
  // (a unique index on the key, so two requests at once cannot both grant).
  app.post(
    '/api/studio/members/:userId/grants',
    {
      config: { studio: 'studio.manage' },
      schema: {
        params: memberParams,
        body: studioGrantSchema,
        response: { 200: studioGrantAnswerSchema },
      },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { userId } = request.params;
      const { type, days, reason, key } = request.body;
      await memberOrNotFound(userId);
      const source = `studio-grant:${key}`;
      const answer = (product: typeof schema.product.$inferSelect, granted: boolean) => {
        if (product.type !== type) throw new HttpError(409, GRANT_KEY_USED);
        return { type: product.type, expiresAt: product.expiresAt.toISOString(), granted };
      };
      const earlier = await grantedBy(userId, source);
      if (earlier) return answer(earlier, false);
      let product: typeof schema.product.$inferSelect;
      try {
        product = await membership.grant(userId, { type, days, source });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another request with this key won the race, or the key was used for another member.
        const raced = await grantedBy(userId, source);
        if (raced) return answer(raced, false);
        throw new HttpError(409, GRANT_KEY_USED);
      }
      const expiresAt = product.expiresAt.toISOString();
      await audit(viewer.userId, userId, 'member.grant', null, { type, days, expiresAt, reason });
      return answer(product, true);
    },
  );

  // Day passes added or taken away, audited with the reason; never below none (one conditional update).
  app.post(
    '/api/studio/members/:userId/day-passes',
    {
      config: { studio: 'studio.manage' },
      schema: {
        params: memberParams,
        body: studioDayPassChangeSchema,
        response: { 200: studioDayPassAnswerSchema },
      },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { userId } = request.params;
      const { change, reason } = request.body;
      const member = await memberOrNotFound(userId);
      const dayPassesLeft = await membership.changeDayPasses(userId, change);
      if (dayPassesLeft === undefined)
        throw invalidFields({ change: `must remove at most the ${member.dayPassesLeft} day passes left` });
      await audit(
        viewer.userId,
        userId,
        'member.day-passes',
        { dayPassesLeft: dayPassesLeft - change },
        { dayPassesLeft, change, reason },
      );
      return { dayPassesLeft };
    },
  );
};
