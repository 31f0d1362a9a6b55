import {
  auditActorsSchema,
  auditPageSchema,
  auditQuerySchema,
  LAST_OWNER_REFUSED,
  NO_SUCH_ACCOUNT,
  type StaffMember,
  type StaffRole,
  staffMemberSchema,
  staffRoleChangeSchema,
  studioMeSchema,
  studioPaths,
  studioSectionsFor,
} from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from './access';
import { auditActors, auditPage, recordStudioChange } from './studio-audit';

export interface StaffStudioRoutesOptions {
  access: Access;
  db: Db;
  /** The studio's time zone: the days of the audit log's filters are its days. */
  studioTimeZone: () => Promise<string>;
}

const memberOf = (row: typeof schema.user.$inferSelect): StaffMember => ({
  userId: row.id,
  email: row.email,
  name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.name,
  role: row.staffRole as StaffRole,
});

/**
 * The console's own part of the accounts module (decision 036): who the staff member is and what
 * their role opens (`GET /api/studio/me`), the staff and their roles (owners: list, give, take),
 * and the audit log of every change made in the console (owners). The accounts module's hook has
 * checked the role each route's `config.studio` names before any of these runs.
 */
export const staffStudioRoutes: FastifyPluginAsyncZod<StaffStudioRoutesOptions> = async (
  app,
  { access, db, studioTimeZone },
) => {
  const staffList = async () =>
    (
      await db
        .select()
        .from(schema.user)
        .where(isNotNull(schema.user.staffRole))
        .orderBy(asc(schema.user.email))
    ).map(memberOf);

  app.get(
    studioPaths.me,
    { config: { studio: 'studio.enter' }, schema: { response: { 200: studioMeSchema } } },
    async (request) => {
      const { viewer, role } = await access.requireStaff(request, 'studio.enter');
      const [row] = await db.select().from(schema.user).where(eq(schema.user.id, viewer.userId));
      return { userId: viewer.userId, email: row?.email ?? '', role, sections: studioSectionsFor(role) };
    },
  );

  app.get(
    studioPaths.staff,
    { config: { studio: 'staff.manage' }, schema: { response: { 200: z.array(staffMemberSchema) } } },
    () => staffList(),
  );

  app.put(
    studioPaths.staff,
    {
      config: { studio: 'staff.manage' },
      schema: { body: staffRoleChangeSchema, response: { 200: z.array(staffMemberSchema) } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'staff.manage');
      const { email, role } = request.body;
      await db.transaction(async (tx) => {
        // The owners' rows are locked first: two owners taking each other's role at once cannot
        // leave the studio with none.
        const owners = await tx
          .select({ id: schema.user.id })
          .from(schema.user)
          .where(eq(schema.user.staffRole, 'owner'))
          .for('update');
        const [target] = await tx
          .select()
          .from(schema.user)
          .where(eq(schema.user.email, email))
          .for('update');
        if (!target) throw new HttpError(404, NO_SUCH_ACCOUNT);
        if (target.staffRole === role) return;
        if (target.staffRole === 'owner' && owners.length <= 1) throw new HttpError(409, LAST_OWNER_REFUSED);
        await tx
          .update(schema.user)
          .set({ staffRole: role, updatedAt: sql`now()` })
          .where(eq(schema.user.id, target.id));
        await recordStudioChange(tx, {
          actorId: viewer.userId,
          action: 'staff.role',
          target: `staff:${target.id}`,
          subjectId: target.id,
          before: { email: target.email, role: target.staffRole },
          after: { email: target.email, role },
        });
      });
      return staffList();
    },
  );

  app.get(
    studioPaths.audit,
    {
      config: { studio: 'audit.read' },
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => auditPage(db, request.query, await studioTimeZone()),
  );

  app.get(
    studioPaths.auditActors,
    { config: { studio: 'audit.read' }, schema: { response: { 200: auditActorsSchema } } },
    () => auditActors(db),
  );
};
