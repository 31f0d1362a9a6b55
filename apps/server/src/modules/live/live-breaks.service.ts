import { addDays, type LiveBreak, startOfZonedDay } from '@releve/contracts';
import type { Db } from '@releve/db';
import { HttpError } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import type { LiveRepository } from './live.repository';
import type { LiveService } from './live.service';
import type { StudioLiveRepository } from './studio-live.repository';

/**
 * The studio-wide parts of the schedule (the owner's, decision 046): breaks and themed day names.
 * A break cancels the classes already planned in it, each through LiveService.cancelClass, so whoever
 * reserved one is told once, as with a class cancelled on its own.
 */
export class LiveBreaksService {
  constructor(
    private readonly live: LiveService,
    private readonly repository: LiveRepository,
    private readonly studio: StudioLiveRepository,
    private readonly db: Db,
  ) {}

  async addBreak(actorId: string, value: Omit<LiveBreak, 'id'>): Promise<{ notified: number }> {
    const added = await this.db.transaction(async (tx) => {
      const row = await this.studio.addBreak(tx as unknown as Db, value);
      await recordStudioChange(tx as unknown as Db, {
        actorId,
        action: 'live.break',
        target: `live-break:${row.id}`,
        before: null,
        after: row,
      });
      return row;
    });
    const { timeZone } = await this.repository.settings();
    const inside = await this.repository.startingBetween(
      startOfZonedDay(added.firstDay, timeZone),
      startOfZonedDay(addDays(added.lastDay, 1), timeZone),
    );
    let notified = 0;
    for (const row of inside) {
      const cancelled = await this.live.cancelClass(row.id, (db, cancelledRow) =>
        recordStudioChange(db, {
          actorId,
          action: 'live.cancel',
          target: `live:${cancelledRow.id}`,
          before: null,
          after: { break: added.name },
        }),
      );
      notified += cancelled.notified;
    }
    return { notified };
  }

  /** Takes a break off the calendar; the classes it cancelled stay cancelled (their members were told). */
  async removeBreak(actorId: string, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await this.studio.removeBreak(tx as unknown as Db, id);
      if (!removed) throw new HttpError(404, 'Break not found');
      await recordStudioChange(tx as unknown as Db, {
        actorId,
        action: 'live.break',
        target: `live-break:${id}`,
        before: removed,
        after: null,
      });
    });
  }

  async saveDayNames(actorId: string, dayNames: string[]): Promise<void> {
    const before = await this.repository.settings();
    await this.repository.transaction(async (tx, db) => {
      await tx.saveSettings({ ...before, dayNames });
      await recordStudioChange(db, {
        actorId,
        action: 'live.day-names',
        target: 'live:day-names',
        before: before.dayNames,
        after: dayNames,
      });
    });
  }
}
