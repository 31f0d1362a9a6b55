import {
  addDays,
  CANCELLATIONS_MAX_DAYS,
  startOfZonedDay,
  studioCancellationPaths,
  studioCancellationQuerySchema,
  studioCancellationReportSchema,
  zonedDay,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import type { Access } from '../accounts/accounts.module';
import type { CancellationsRepository } from './cancellations.repository';

export interface CancellationsStudioRoutesOptions {
  access: Access;
  cancellations: CancellationsRepository;
  /** The studio's IANA time zone: the range's days and the console's dates are its. */
  studioTimeZone: () => Promise<string>;
  clock?: () => Date;
}

/** Without a range: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/**
 * The console's Cancellations (issue 35, decision 050): why members cancelled, owners only
 * (`studio.manage`, checked by the accounts module's hook before this runs, and again here).
 */
export const cancellationsStudioRoutes: FastifyPluginAsyncZod<CancellationsStudioRoutesOptions> = async (
  app,
  { access, cancellations, studioTimeZone, clock = () => new Date() },
) => {
  app.get(
    studioCancellationPaths.list,
    {
      config: { studio: 'studio.manage' },
      schema: {
        querystring: studioCancellationQuerySchema,
        response: { 200: studioCancellationReportSchema },
      },
    },
    async (request) => {
      await access.requireStaff(request, 'studio.manage');
      const timeZone = await studioTimeZone();
      const to = request.query.to ?? zonedDay(clock(), timeZone);
      const from = request.query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
      if (from > to) throw new HttpError(400, 'Invalid request. from: must not be after to');
      if (addDays(from, CANCELLATIONS_MAX_DAYS - 1) < to) {
        throw new HttpError(
          400,
          `Invalid request. to: must be at most ${CANCELLATIONS_MAX_DAYS} days after from`,
        );
      }
      const report = await cancellations.report(
        startOfZonedDay(from, timeZone),
        startOfZonedDay(addDays(to, 1), timeZone),
      );
      return {
        from,
        to,
        timeZone,
        ...report,
        recent: report.recent.map((entry) => ({
          ...entry,
          at: entry.at.toISOString(),
          renewedAt: entry.renewedAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
