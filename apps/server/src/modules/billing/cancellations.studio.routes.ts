import {
  addDays,
  CANCELLATIONS_MAX_DAYS,
  startOfZonedDay,
  studioCancellationPaths,
  studioCancellationQuerySchema,
  studioCancellationReportSchema,
  studioCancellationSettingsSchema,
  zonedDay,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';
import { type Access, recordStudioChange } from '../accounts/accounts.module';
import type { BillingSettingsRepository } from './billing-settings.repository';
import type { CancellationsRepository } from './cancellations.repository';

export interface CancellationsStudioRoutesOptions {
  db: Db;
  access: Access;
  settings: BillingSettingsRepository;
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
  { db, access, settings, cancellations, studioTimeZone, clock = () => new Date() },
) => {
  const owner = { studio: 'studio.manage' } as const;

  app.get(
    studioCancellationPaths.settings,
    { config: owner, schema: { response: { 200: studioCancellationSettingsSchema } } },
    async (request) => {
      await access.requireStaff(request, 'studio.manage');
      return { pauseOffered: await settings.pauseOffered() };
    },
  );

  // Whether members are offered a pause instead of cancelling (issue 35); audited with before and after.
  app.put(
    studioCancellationPaths.settings,
    {
      config: owner,
      schema: { body: studioCancellationSettingsSchema, response: { 200: studioCancellationSettingsSchema } },
    },
    async (request) => {
      const { viewer } = await access.requireStaff(request, 'studio.manage');
      const { pauseOffered } = request.body;
      await db.transaction(async (tx) => {
        const within = settings.within(tx);
        const before = await within.pauseOffered();
        if (before === pauseOffered) return;
        await within.setPauseOffered(pauseOffered);
        await recordStudioChange(tx, {
          actorId: viewer.userId,
          action: 'billing.pause-offer',
          target: 'billing:pause-offer',
          before: { pauseOffered: before },
          after: { pauseOffered },
        });
      });
      return { pauseOffered };
    },
  );

  app.get(
    studioCancellationPaths.list,
    {
      config: owner,
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
