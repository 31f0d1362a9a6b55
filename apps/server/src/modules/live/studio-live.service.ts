import {
  addDays,
  datesInScope,
  daysBetween,
  type LiveScope,
  type StaffRole,
  type StudioChangeAction,
  type StudioLiveClass,
  type StudioLiveCreateValues,
  type StudioLiveEditValues,
  type StudioLiveList,
  seriesMoveProblem,
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

/** Another server (or call) attached this uploaded recording first: this transaction changes nothing. */
class TakenElsewhere extends Error {}
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
    private readonly clock: () => Date = () => new Date(),
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

  /**
   * One date changed (an exception to its weekly template), or this and the following dates, or the
   * whole series (decision 046): every date in scope takes the fields and the time, and moves by as
   * many days as this one. Reservations stay on their dates, so they follow; who reserved a date whose
   * time changed is told. No date is added, none is lost: capacity may not drop below a date's
   * reservations, and a date may not move into the past or a break.
   */
  async edit(actor: LiveActor, id: number, input: StudioLiveEditValues): Promise<StudioLiveClass[]> {
    const before = await this.mine(actor, id);
    if (before.cancelledAt) throw new HttpError(409, studioLiveMessages.cancelled, 'cancelled');
    const instructorId = await this.instructorFor(actor, input.instructorId);
    const { timeZone } = await this.repository.settings();
    const targets = await this.inScope(actor, before, input.scope, timeZone);
    const chosenDay = zonedDay(before.startsAt, timeZone);
    const shift = daysBetween(chosenDay, input.day);
    const dayOf = (row: LiveClassRow) =>
      input.scope === 'one' ? input.day : addDays(zonedDay(row.startsAt, timeZone), shift);
    if (input.scope !== 'one') {
      const problem = seriesMoveProblem(
        targets.map((row) => zonedDay(row.startsAt, timeZone)),
        shift,
        zonedDay(this.clock(), timeZone),
        await this.studio.breaks(),
      );
      if (problem) throw invalidFields({ [problem.path]: problem.message });
    }
    if (input.capacity !== null) {
      const reserved = await this.studio.reservedCounts(targets.map((row) => row.id));
      for (const row of targets) {
        const n = reserved.get(row.id) ?? 0;
        if (n > input.capacity)
          throw invalidFields({
            capacity: studioLiveMessages.belowReserved(n, zonedDay(row.startsAt, timeZone)),
          });
      }
    }
    const { rows, tell } = await this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const changed: LiveClassRow[] = [];
      const moves: { before: LiveClassRow; after: LiveClassRow }[] = [];
      for (const row of targets) {
        const values = { ...this.fields(input, dayOf(row), timeZone), instructorId };
        const after = (await this.studio.update(tx, row.id, values)) as LiveClassRow;
        changed.push(after);
        if (after.startsAt.getTime() !== row.startsAt.getTime()) moves.push({ before: row, after });
      }
      if (input.scope !== 'one' && before.seriesId !== null)
        await this.rewriteSeries(tx, before.seriesId, input, shift, changed, timeZone);
      await this.audit(tx, actor, 'live.update', before, before, {
        ...input,
        dates: changed.map((row) => zonedDay(row.startsAt, timeZone)),
      });
      return { rows: changed, tell: await this.live.tellMoved(tx, moves) };
    });
    await tell.send();
    return this.answer(actor, rows, timeZone, await this.studio.instructors());
  }

  /** Cancels this date, this and the following, or every date to come; each through the one cancel path. */
  async cancel(actor: LiveActor, id: number, scope: LiveScope = 'one'): Promise<{ notified: number }> {
    const chosen = await this.mine(actor, id);
    const { timeZone } = await this.repository.settings();
    const targets = await this.inScope(actor, chosen, scope, timeZone);
    let notified = 0;
    for (const row of targets) {
      const answer = await this.live.cancelClass(row.id, (db, cancelled) =>
        this.audit(db, actor, 'live.cancel', cancelled, null, { scope }),
      );
      notified += answer.notified;
    }
    return { notified };
  }

  /**
   * The dates an edit or cancel touches (contracts' datesInScope): of an instructor's, only those she
   * teaches. A one-off class has no series to reach.
   */
  private async inScope(
    actor: LiveActor,
    chosen: LiveClassRow,
    scope: LiveScope,
    timeZone: string,
  ): Promise<LiveClassRow[]> {
    if (scope === 'one') return [chosen];
    if (chosen.seriesId === null) throw invalidFields({ scope: studioLiveMessages.notSeries });
    const now = this.clock();
    const dates = (await this.studio.seriesClasses(chosen.seriesId))
      .filter((row) => actor.role === 'owner' || row.instructorId === actor.userId)
      .map((row) => ({
        id: String(row.id),
        day: zonedDay(row.startsAt, timeZone),
        started: row.startsAt <= now,
        cancelled: row.cancelledAt !== null,
        row,
      }));
    const picked = dates.find((date) => date.row.id === chosen.id) ?? {
      id: String(chosen.id),
      day: zonedDay(chosen.startsAt, timeZone),
      started: chosen.startsAt <= now,
      cancelled: chosen.cancelledAt !== null,
      row: chosen,
    };
    return datesInScope(dates, picked, scope).map((date) => date.row);
  }

  /**
   * The series' template follows a series edit: the whole series' rule is rewritten; "this and the
   * following" splits it, the dates from here on taking a template of their own.
   */
  private async rewriteSeries(
    tx: Db,
    seriesId: number,
    input: StudioLiveEditValues,
    shift: number,
    changed: LiveClassRow[],
    timeZone: string,
  ): Promise<void> {
    const series = await this.studio.series(seriesId, tx);
    if (!series || changed.length === 0) return;
    const days = changed.map((row) => zonedDay(row.startsAt, timeZone));
    const rule = {
      weekdays: [...new Set(series.weekdays.map((weekday) => (((weekday + shift) % 7) + 7) % 7))].sort(),
      time: input.time,
      minutes: input.minutes,
    };
    const earlier = (await this.studio.seriesClasses(seriesId, tx)).some(
      (row) =>
        !changed.some((done) => done.id === row.id) && row.startsAt < (changed[0] as LiveClassRow).startsAt,
    );
    if (input.scope === 'following' && earlier) {
      const first = days[0] as string;
      const newId = await this.studio.addSeries(tx, {
        ...rule,
        firstDay: first,
        lastDay: addDays(series.lastDay, shift) < first ? first : addDays(series.lastDay, shift),
      });
      for (const row of changed) await this.studio.update(tx, row.id, { seriesId: newId });
      await this.studio.updateSeries(tx, seriesId, { lastDay: addDays(first, -1 - shift) });
      for (const row of changed) row.seriesId = newId;
      return;
    }
    await this.studio.updateSeries(tx, seriesId, {
      ...rule,
      firstDay: addDays(series.firstDay, shift),
      lastDay: addDays(series.lastDay, shift),
    });
  }

  async attachRecording(actor: LiveActor, id: number, mediaId: string): Promise<{ notified: number }> {
    await this.mine(actor, id);
    const { notified } = await this.live.attachRecording(id, mediaId, (db, row) =>
      this.audit(db, actor, 'live.recording', row, null, { recordingMediaId: mediaId }),
    );
    return { notified };
  }

  /**
   * An upload the console has just created becomes this class's recording (decision 046): its draft
   * takes the class's name, and the class waits for it. When its video is ready (now, or whenever a
   * server hears of it: attachReadyRecordings) it is published and attached, members who asked told.
   */
  async recordingUpload(
    actor: LiveActor,
    id: number,
    uploadId: string,
  ): Promise<{ mediaId: string; attached: boolean }> {
    const row = await this.mine(actor, id);
    if (row.cancelledAt) throw new HttpError(409, studioLiveMessages.cancelled, 'cancelled');
    const upload = await this.studio.upload(uploadId);
    if (!upload?.mediaId || upload.replacesMediaId || upload.createdBy !== actor.userId)
      throw new HttpError(404, studioLiveMessages.notAnUpload);
    const mediaId = upload.mediaId;
    const { timeZone } = await this.repository.settings();
    await this.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      if (!(await this.studio.freeDraft(tx, mediaId)))
        throw new HttpError(409, studioLiveMessages.uploadTaken, 'upload-taken');
      await this.studio.update(tx, id, {
        pendingRecordingMediaId: mediaId,
        pendingRecordingBy: actor.userId,
      });
      await this.studio.nameDraft(
        tx,
        mediaId,
        `${row.name} (${zonedDay(row.startsAt, timeZone)})`,
        row.description,
      );
      await this.audit(tx, actor, 'live.recording', row, null, {
        pendingRecordingMediaId: mediaId,
        uploadId,
      });
    });
    const attached = await this.attachReadyRecordings();
    return { mediaId, attached: attached.includes(id) };
  }

  /**
   * Attaches every uploaded recording whose video is ready: published, attached, members told, the
   * audit in the uploader's name. Servers may call it at once: the one whose transaction takes the
   * waiting recording off its class attaches it, the others change nothing. Answers the classes done.
   */
  async attachReadyRecordings(): Promise<number[]> {
    const done: number[] = [];
    for (const waiting of await this.studio.readyPending()) {
      try {
        await this.live.attachRecording(waiting.classId, waiting.mediaId, async (db, row) => {
          if (!(await this.studio.claimPending(db, waiting.classId, waiting.mediaId)))
            throw new TakenElsewhere();
          await this.studio.publishDraft(db, waiting.mediaId, this.clock());
          if (waiting.by)
            await recordStudioChange(db, {
              actorId: waiting.by,
              action: 'live.recording',
              target: `live:${row.id}`,
              before: null,
              after: { recordingMediaId: waiting.mediaId, uploaded: true },
            });
        });
        done.push(waiting.classId);
      } catch (error) {
        if (!(error instanceof TakenElsewhere)) throw error;
      }
    }
    return done;
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
    input: Omit<StudioLiveEditValues, 'day' | 'scope'>,
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
        pendingRecordingMediaId: row.pendingRecordingMediaId,
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
