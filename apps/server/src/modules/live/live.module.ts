import { isLiveMember, MEMBER_PAGE_LIMIT } from '@releve/contracts';
import type { Database, Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationsRepository } from '../notifications/notifications.module';
import { seedDemoLive } from './demo-live-seed';
import { LiveRepository } from './live.repository';
import { liveRoutes } from './live.routes';
import { LiveService, type LiveServiceDeps } from './live.service';
import { liveStudioRoutes } from './live.studio.routes';
import { LiveBreaksService } from './live-breaks.service';
import { StudioLiveRepository } from './studio-live.repository';
import { StudioLiveService } from './studio-live.service';

// The live module's public face: the CLI attaches recordings through the same service.
export { LiveRepository } from './live.repository';
export { LiveService } from './live.service';

export interface LiveModuleOptions {
  db: Db;
  /** Links in e-mails start with this. */
  publicUrl: string;
  /** DEMO_STUDIO: an empty schedule gets the demo studio's week, and its accounts a few notifications. */
  demoStudio: boolean;
  clock?: () => Date;
  /** Hears every committed change of a video asset (an uploaded recording becoming ready). */
  listen?: Database['listen'];
}

/**
 * Live classes: the schedule, joining, reservations and recording notices. Asks accounts'
 * `app.membership` who has live access, writes notifications through the notifications module's
 * repository and e-mail through `app.mailer`.
 */
export const liveModule = fp(
  async (app: FastifyInstance, { db, publicUrl, demoStudio, clock, listen }: LiveModuleOptions) => {
    const repository = new LiveRepository(db);
    const notifications = new NotificationsRepository(db);
    const deps: LiveServiceDeps = {
      hasLiveAccess: (userId) => app.membership.allows(userId, isLiveMember),
      recipientOf: async (userId) => {
        const found = await app.membership.factsFor(userId);
        return found && { email: found.row.email, firstName: found.row.firstName };
      },
      notifications,
      mailer: app.mailer,
      publicUrl,
      log: app.log,
      clock,
    };
    if (demoStudio) {
      const now = clock?.() ?? new Date();
      const recordings = app.catalog
        .allMedia()
        .filter((item) => item.contentType === 'video' && !item.tags.split(',').includes('live'))
        .map((item) => item.mediaid);
      await seedDemoLive(repository, notifications, now, recordings);
    }
    const live = new LiveService(repository, deps);
    app.accounts.addMemberDetails({
      memberDetails: async (userId) => ({
        reservations: await repository.reservationsOf(userId, MEMBER_PAGE_LIMIT),
      }),
    });
    await app.register(liveRoutes, { access: app.access, live });
    const studio = new StudioLiveRepository(db);
    const studioLive = new StudioLiveService(live, repository, studio, db, clock);
    if (listen) await attachRecordingsWhenReady(app, studioLive, listen);
    await app.register(liveStudioRoutes, {
      access: app.access,
      studioLive,
      breaks: new LiveBreaksService(live, repository, studio, db),
      videos: () =>
        app.catalog
          .allMedia()
          .filter((item) => item.contentType === 'video')
          .map((item) => ({ mediaId: item.mediaid, title: item.title })),
    });
  },
  { name: 'live', dependencies: ['accounts', 'mail', 'catalog', 'notifications'] },
);

/** The channel every committed change of a video asset is announced on (migration 0034). */
const VIDEO_ASSET_CHANGED = 'video_asset_changed';

/**
 * Recordings uploaded from the Live page are attached when their video is ready (decision 046),
 * whichever process packaged it and whether a console is open or not: on every video change this server
 * hears, when it (again) hears them, and once started. One pass at a time; a change heard during one
 * asks for another.
 */
async function attachRecordingsWhenReady(
  app: FastifyInstance,
  studioLive: StudioLiveService,
  listen: Database['listen'],
): Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const pass = () => {
    if (running) {
      again = true;
      return;
    }
    running = studioLive
      .attachReadyRecordings()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'An uploaded recording could not be attached'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const listening = await listen(VIDEO_ASSET_CHANGED, pass, (hearing) => {
    if (hearing) pass();
  });
  app.addHook('onReady', async () => pass());
  app.addHook('onClose', async () => {
    await listening.stop();
    await running;
  });
}
