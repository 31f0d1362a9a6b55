import { Readable } from 'node:stream';
import {
  studioMemberCsvQuerySchema,
  studioMemberPageSchema,
  studioMemberPaths,
  studioMemberQuerySchema,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCsv } from './studio-members.csv';
import { memberPage } from './studio-members.queries';

export interface MembersStudioRoutesOptions {
  db: Db;
  clock?: () => Date;
}

/**
 * The console's Members list (issue 35, decision 047): owners only (`studio.manage`, checked by the
 * accounts module's hook before these run). Reading the list changes nothing, so nothing is audited.
 */
export const membersStudioRoutes: FastifyPluginAsyncZod<MembersStudioRoutesOptions> = async (
  app,
  { db, clock = () => new Date() },
) => {
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
};
