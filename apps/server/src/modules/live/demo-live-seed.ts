import { DEMO_EMAIL_DOMAIN } from '../admin/admin.module';
import type { NotificationsRepository } from '../notifications/notifications.module';
import { DEMO_DAY_NAMES, DEMO_STUDIO_TIME_ZONE, demoLiveClasses } from './demo-live-schedule';
import type { LiveRepository } from './live.repository';
import { recordingMessage } from './recording-texts';

const INSERT_BATCH = 500;
const HOUR_MS = 3_600_000;

/**
 * The demo studio's live schedule, once: on an empty schedule, the studio's zone and day names, a year
 * of classes around `now`, and for each demo account a few notifications (a recording ready, two
 * messages from the studio). Under a lock, so two servers starting on one database seed it once.
 */
export async function seedDemoLive(
  repository: LiveRepository,
  notifications: NotificationsRepository,
  now: Date,
  recordings: readonly string[],
): Promise<boolean> {
  return repository.transaction(async (tx, db) => {
    const notes = notifications.within(db);
    await tx.lockForSeed();
    if ((await tx.count()) > 0) return false;
    await tx.saveSettings({ timeZone: DEMO_STUDIO_TIME_ZONE, dayNames: DEMO_DAY_NAMES });
    const rows = demoLiveClasses(now, recordings);
    const inserted = [];
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      inserted.push(...(await tx.add(rows.slice(start, start + INSERT_BATCH))));
    }
    const recorded = inserted.filter((row) => row.recordingMediaId && row.startsAt < now).at(-1);
    for (const userId of await tx.userIdsWithEmailDomain(DEMO_EMAIL_DOMAIN)) {
      await notes.add({
        userId,
        type: 'message',
        message: 'Welcome to the live studio! Reserve a class on the Live Schedule and join from anywhere.',
        status: 'read',
        createdAt: new Date(now.getTime() - 72 * HOUR_MS),
      });
      if (recorded?.recordingMediaId) {
        await notes.add({
          userId,
          type: 'recording-available',
          message: recordingMessage(recorded, DEMO_STUDIO_TIME_ZONE),
          classUrl: `/m/${recorded.recordingMediaId}`,
          createdAt: new Date(now.getTime() - 20 * HOUR_MS),
        });
      }
      await notes.add({
        userId,
        type: 'message',
        message: 'Sparkle Saturday is back this week: a 75-minute class with a sparkling combination.',
        createdAt: new Date(now.getTime() - 2 * HOUR_MS),
      });
    }
    return true;
  });
}
