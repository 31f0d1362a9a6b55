import {
  addDays,
  type StaffRole,
  type StudioChangeAction,
  type StudioLiveClass,
  type StudioLiveCreateValues,
  type StudioLiveEditValues,
  type StudioLiveList,
  startOfZonedDay,
  studioLiveMessages,
  weeklyDays,
  zonedDay,
  zonedInstant,
  zonedParts,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { HttpError, invalidFields } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import type { LiveClassRow, LiveRepository, NewLiveClass } from './live.repository';
import type { LiveService } from './live.service';
import type { StudioLiveRepository } from './studio-live.repository';

/** Who acts: the staff member and her role (an instructor manages the classes she teaches). */
export interface LiveActor {
  userId: string;
  role: StaffRole;
}

const MINUTE_MS = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The console's Live schedule (issue 35, decision 046). Cancelling and attaching a recording go
 * through LiveService, the one way (the command line's too), so members are told as they always were.
 */
export class StudioLiveService {
  constructor(
    private readonly live: LiveService,
    private readonly repository: LiveRepository,
    private readonly studio: StudioLiveRepository,
    private readonly db: Db,
  ) {}

  /** The classes (cancelled ones too) of `days` studio days from `from`, the breaks and the instructors. */
  async list(actor: LiveActor, from: string, days: number): Promise<StudioLiveList> {
    const { timeZone, dayNames } = await this.repository.settings();
    const rows = await this.repository.startingBetween(
      startOfZonedDay(from, timeZone),
      startOfZonedDay(addDays(from, days), timeZone),
      true,
    );
    const [instructors, breaks] = await Promise.all([this.studio.instructors(), this.studio.breaks()]);
    const classes = await this.answer(actor, rows, timeZone, instructors);
    return { timeZone, dayNames, classes, breaks, instructors };
  }

  /** A one-off class, or a weekly template expanded into its dates (breaks skipped), all or nothing. */
  async create(actor: LiveActor, input: StudioLiveCreateValues): Promise<StudioLiveClass[]> {
    const instructorId = await this.instructorFor(actor, input.instructorId);
    const { timeZone } = await this.repository.settings();
    const breaks = await this.studio.breaks();
    const { repeat } = input;
    const days =
      repeat.kind === 'once'
        ? weeklyDays({ weekdays: [0, 1, 2, 3, 4, 5, 6], firstDay: repeat.day, lastDay: repeat.day }, breaks)
        : weeklyDays({ ...repeat, lastDay: repeat.lastDay ?? repeat.firstDay }, breaks);
    if (days.length === 0)
      throw invalidFields({
        [repeat.kind === 'once' ? 'repeat.day' : 'repeat.weekdays']: studioLiveMessages.noDates,
      });
    const rows = await this.db.transaction(async (tx) => {
      const seriesId =
        repeat.kind === 'weekly'
          ? await this.studio.addSeries(tx as unknown as Db, {
              weekdays: repeat.weekdays,
              time: input.time,
              minutes: input.minutes,
              firstDay: repeat.firstDay,
              lastDay: repeat.lastDay ?? repeat.firstDay,
            })
          : null;
      const values = days.map((day) => ({ ...this.fields(input, day, timeZone), instructorId, seriesId }));
      const added = await this.studio.addClasses(tx as unknown as Db, values);
      const first = added[0] as LiveClassRow;
      await this.audit(tx as unknown as Db, actor, 'live.create', first, null, { ...input, dates: days });
      return added;
    });
    return this.answer(actor, rows, timeZone, await this.studio.instructors());
  }

  /** One date changed: its fields, day and time (an exception to its weekly template). */
  async edit(actor: LiveActor, id: number, input: StudioLiveEditValues): Promise<StudioLiveClass[]> {
    const before = await this.mine(actor, id);
    if (before.cancelledAt) throw new HttpError(409, studioLiveMessages.cancelled, 'cancelled');
    const instructorId = await this.instructorFor(actor, input.instructorId);
    const { timeZone } = await this.repository.settings();
    const row = await this.db.transaction(async (tx) => {
      const values = { ...this.fields(input, input.day, timeZone), instructorId };
      const after = (await this.studio.update(tx as unknown as Db, id, values)) as LiveClassRow;
      await this.audit(tx as unknown as Db, actor, 'live.update', after, before, after);
      return after;
    });
    return this.answer(actor, [row], timeZone, await this.studio.instructors());
  }

  async cancel(actor: LiveActor, id: number): Promise<{ notified: number }> {
    await this.mine(actor, id);
    return this.live.cancelClass(id, (db, row) => this.audit(db, actor, 'live.cancel', row, null, null));
  }

  async attachRecording(actor: LiveActor, id: number, mediaId: string): Promise<{ notified: number }> {
    await this.mine(actor, id);
    const { notified } = await this.live.attachRecording(id, mediaId, (db, row) =>
      this.audit(db, actor, 'live.recording', row, null, { recordingMediaId: mediaId }),
    );
    return { notified };
  }

  /** The class, when this staff member may change it: 404 when there is none, 403 when it is not hers. */
  async mine(actor: LiveActor, id: number): Promise<LiveClassRow> {
    const row = await this.repository.find(id);
    if (!row) throw new HttpError(404, 'Class not found');
    if (actor.role !== 'owner' && row.instructorId !== actor.userId)
      throw new HttpError(403, studioLiveMessages.notYours, 'not-yours');
    return row;
  }

  /** An instructor teaches her own classes; an owner names any teaching staff member (or none). */
  private async instructorFor(actor: LiveActor, instructorId: string | null): Promise<string | null> {
    if (actor.role !== 'owner') {
      if (instructorId !== null && instructorId !== actor.userId)
        throw invalidFields({ instructorId: studioLiveMessages.notYours });
      return actor.userId;
    }
    if (instructorId === null) return null;
    const teaching = await this.studio.instructors();
    if (!teaching.some((staff) => staff.userId === instructorId))
      throw invalidFields({ instructorId: studioLiveMessages.notInstructor });
    return instructorId;
  }

  private fields(
    input: Omit<StudioLiveEditValues, 'day'>,
    day: string,
    timeZone: string,
  ): Omit<NewLiveClass, 'instructorId' | 'seriesId'> {
    const startsAt = zonedInstant(day, input.time, timeZone);
    return {
      name: input.name,
      description: input.description,
      level: input.level,
      tags: input.tags,
      zoomUrl: input.zoomUrl,
      capacity: input.capacity,
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.minutes * MINUTE_MS),
    };
  }

  private async answer(
    actor: LiveActor,
    rows: LiveClassRow[],
    timeZone: string,
    instructors: { userId: string; name: string }[],
  ): Promise<StudioLiveClass[]> {
    const reserved = await this.studio.reservedCounts(rows.map((row) => row.id));
    return rows.map((row) => {
      const parts = zonedParts(row.startsAt, timeZone);
      return {
        id: String(row.id),
        seriesId: row.seriesId === null ? null : String(row.seriesId),
        name: row.name,
        description: row.description,
        instructorId: row.instructorId,
        instructorName: instructors.find((staff) => staff.userId === row.instructorId)?.name ?? null,
        level: (row.level as StudioLiveClass['level']) ?? null,
        tags: row.tags,
        zoomUrl: row.zoomUrl,
        capacity: row.capacity,
        reserved: reserved.get(row.id) ?? 0,
        day: zonedDay(row.startsAt, timeZone),
        time: `${pad(parts.hour)}:${pad(parts.minute)}`,
        minutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / MINUTE_MS),
        startDate: row.startsAt.toISOString(),
        cancelled: row.cancelledAt !== null,
        recordingMediaId: row.recordingMediaId,
        mine: actor.role === 'owner' || row.instructorId === actor.userId,
      };
    });
  }

  private audit(
    db: Db,
    actor: LiveActor,
    action: StudioChangeAction,
    row: LiveClassRow,
    before: unknown,
    after: unknown,
  ): Promise<void> {
    return recordStudioChange(db, { actorId: actor.userId, action, target: `live:${row.id}`, before, after });
  }
}
