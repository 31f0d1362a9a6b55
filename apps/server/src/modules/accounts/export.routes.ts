import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from './access';
import type { AccountExportService } from './export.service';

export interface ExportRoutesOptions {
  access: Access;
  /** The account's sections, then those other modules added (favorites, history, week plan). */
  exports: AccountExportService;
}

/** The spec's message (§8). */
export const EXPORT_FAILED = 'Failed to export account data';

/** An account's export as the file it is saved as: the member's own download and the console's alike. */
export function sendExport(reply: FastifyReply, document: Record<string, unknown>) {
  const day = String(document.exportedAt).slice(0, 10);
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', `attachment; filename="releve-data-${day}.json"`)
    .header('cache-control', 'no-store')
    .send(`${JSON.stringify(document, null, 2)}\n`);
}

/** GET /api/users/me/export: everything Relevé holds on the member, as a JSON download. */
export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, { access, exports }) => {
  // No response schema: the answer is a file, written out as it will be saved.
  app.get('/api/users/me/export', async (request, reply) => {
    const { userId } = await access.subject(request, 'me');
    let document: Record<string, unknown> | undefined;
    try {
      document = await exports.exportOf(userId);
    } catch (error) {
      request.log.error({ err: error }, 'data export failed');
      return reply
        .code(500)
        .send({ statusCode: 500, error: 'Internal Server Error', message: EXPORT_FAILED });
    }
    if (!document) throw new HttpError(404, 'User not found');
    return sendExport(reply, document);
  });
};
