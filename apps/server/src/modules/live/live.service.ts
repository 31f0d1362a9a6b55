import {
  addDays,
  isClassOver,
  isJoinableNow,
  liveMessages,
  offersRecordingNotice,
  type Rsvp,
  type ScheduleAnswer,
  startOfZonedDay,
  studioLiveMessages,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { HttpError } from '../../plugins/errors';
import type { Mailer } from '../mail/mail.module';
import type { NotificationsRepository } from '../notifications/notifications.module';
import { type LiveClassRow, LiveRepository, toLiveClass } from './live.repository';
import {
  cancelMail,
  cancelMessage,
  movedMail,
  movedMessage,
  recordingMail,
  recordingMessage,
} from './recording-texts';

/** Writes the console's audit entry in the transaction that made the change (decision 036). */
export type AuditIn = (db: Db, row: LiveClassRow) => Promise<void>;

export interface LiveServiceDeps {
  /** Whether the person has live access now (a live product, a redeemed day pass among them). */
  hasLiveAccess(userId: string): Promise<boolean>;
  /** Where to write to a member, or undefined when the account is gone. */
  recipientOf(userId: string): Promise<{ email: string; firstName: string } | undefined>;
  notifications: NotificationsRepository;
  mailer: Mailer;
  /** Links in e-mails start with this. */
  publicUrl: string;
  log: { error(details: object, message: string): void };
  clock?: () => Date;
}

/** The live schedule's rules: who joins when, reservations, recording notices and recordings. */
export class LiveService {
  private readonly clock: () => Date;

  constructor(
    private readonly repository: LiveRepository,
    private readonly deps: LiveServiceDeps,
  ) {
    this.clock = deps.clock ?? (() => new Date());
  }

  /** The classes of the days from `startDay` to `endDay` (both included) in `timeZone` (the studio's by default). */
  async schedule(startDay: string, endDay: string, timeZone?: string): Promise<ScheduleAnswer> {
    const settings = await this.repository.settings();
    const zone = timeZone ?? settings.timeZone;
    const rows = await this.repository.startingBetween(
      startOfZonedDay(startDay, zone),
      startOfZonedDay(addDays(endDay, 1), zone),
    );
    return { classes: rows.map(toLiveClass), timeZone: settings.timeZone, dayNames: settings.dayNames };
  }

  /** The class's Zoom link, only for someone with live access while its join window is open. */
  async join(userId: string, classId: string): Promise<string> {
    const row = await this.classOrFail(classId);
    if (row.cancelledAt) throw new HttpError(409, studioLiveMessages.cancelled, 'cancelled');
    if (!(await this.deps.hasLiveAccess(userId))) throw new HttpError(403, liveMessages.notLive, 'not-live');
    const { timeZone } = await this.repository.settings();
    const times = toLiveClass(row);
    const now = this.clock();
    if (isClassOver(times, now, timeZone)) throw new HttpError(409, liveMessages.over, 'over');
    if (!isJoinableNow(times, now, timeZone)) throw new HttpError(409, liveMessages.notOpen, 'not-open');
    await this.repository.recordAttendance(userId, row.id);
    return row.zoomUrl;
  }

  rsvps(userId: string): Promise<Rsvp[]> {
    return this.repository.rsvpsOf(userId);
  }

  /** Reserves a class whose day is not over. */
  async rsvp(userId: string, classId: string): Promise<Rsvp[]> {
    const row = await this.classOrFail(classId);
    const { timeZone } = await this.repository.settings();
    if (isClassOver(toLiveClass(row), this.clock(), timeZone))
      throw new HttpError(409, liveMessages.over, 'over');
    if (row.cancelledAt) throw new HttpError(409, studioLiveMessages.cancelled, 'cancelled');
    if (row.capacity !== null) {
      const reserved = await this.repository.rsvpUserIdsOf(row.id);
      if (!reserved.includes(userId) && reserved.length >= row.capacity)
        throw new HttpError(409, studioLiveMessages.full, 'full');
    }
    await this.repository.addRsvp(userId, row.id);
    return this.repository.rsvpsOf(userId);
  }

  async cancelRsvp(userId: string, classId: string): Promise<Rsvp[]> {
    await this.repository.removeRsvp(userId, Number(classId));
    return this.repository.rsvpsOf(userId);
  }

  notices(userId: string) {
    return this.repository.noticesOf(userId);
  }

  /** Asks for the recording of a class that offers the notice (offersRecordingNotice). */
  async askForRecording(userId: string, classId: string) {
    const row = await this.classOrFail(classId);
    if (!offersRecordingNotice(toLiveClass(row))) {
      throw new HttpError(409, liveMessages.noRecordingNotice, 'no-recording-notice');
    }
    await this.repository.addNotice(userId, row.id);
    return this.repository.noticesOf(userId);
  }

  async stopAskingForRecording(userId: string, classId: string) {
    await this.repository.removeNotice(userId, Number(classId));
  }

  /**
   * The studio attaches a class's recording (a media item): everyone who asked gets a
   * recording-available notification, in the same transaction, then an e-mail. A mail that fails is
   * logged; the notification stands. Answers how many were told.
   */
  async attachRecording(
    classId: number,
    mediaId: string,
    audit?: AuditIn,
  ): Promise<{ className: string; notified: number }> {
    const { row, userIds } = await this.repository.transaction(async (tx, db) => {
      const found = await tx.find(classId);
      if (!found) throw new HttpError(404, liveMessages.classNotFound);
      if ((await tx.setRecording(classId, mediaId)) === 'no-media') {
        throw new HttpError(404, `No class media ${mediaId}`);
      }
      const askers = await tx.takeNoticesOf(classId);
      await audit?.(db, { ...found, recordingMediaId: mediaId });
      return { row: found, userIds: askers };
    });
    const { timeZone } = await this.repository.settings();
    const message = recordingMessage(row, timeZone);
    for (const userId of userIds) {
      await this.deps.notifications.add({
        userId,
        type: 'recording-available',
        message,
        classUrl: `/m/${mediaId}`,
      });
    }
    for (const userId of userIds) {
      const recipient = await this.deps.recipientOf(userId);
      if (!recipient) continue;
      const mail = recordingMail(
        row,
        timeZone,
        recipient,
        `${this.deps.publicUrl}/m/${encodeURIComponent(mediaId)}`,
      );
      await this.deps.mailer.send(mail).catch((error: unknown) => {
        this.deps.log.error({ err: error, classId }, 'could not e-mail a recording notice');
      });
    }
    return { className: row.name, notified: userIds.length };
  }

  /**
   * The studio cancels a class: everyone who reserved it gets a notification, in the same transaction,
   * then an e-mail. Only the call that marks it cancelled tells them: a second cancel tells no one.
   */
  async cancelClass(classId: number, audit?: AuditIn): Promise<{ notified: number }> {
    const done = await this.repository.transaction(async (tx, db) => {
      if (!(await tx.find(classId))) throw new HttpError(404, liveMessages.classNotFound);
      const row = await tx.markCancelled(classId, this.clock());
      if (!row) return undefined;
      await audit?.(db, row);
      const userIds = await tx.rsvpUserIdsOf(classId);
      const { timeZone } = await tx.settings();
      const notifications = this.deps.notifications.within(db);
      for (const userId of userIds)
        await notifications.add({
          userId,
          type: 'class-cancelled',
          message: cancelMessage(row, timeZone),
          classUrl: null,
        });
      return { row, userIds, timeZone };
    });
    if (!done) return { notified: 0 };
    for (const userId of done.userIds) {
      const recipient = await this.deps.recipientOf(userId);
      if (!recipient) continue;
      await this.deps.mailer
        .send(cancelMail(done.row, done.timeZone, recipient, `${this.deps.publicUrl}/live-class`))
        .catch((error: unknown) => {
          this.deps.log.error({ err: error, classId }, 'could not e-mail a class cancellation');
        });
    }
    return { notified: done.userIds.length };
  }

  /**
   * Classes the studio moved (a new day or time): everyone who reserved one is told, a notification per
   * class in `db`'s transaction; `send` then e-mails each member once, naming all her moved classes.
   * Reservations stay on the class rows, so they follow the class.
   */
  async tellMoved(
    db: Db,
    moves: { before: LiveClassRow; after: LiveClassRow }[],
  ): Promise<{ notified: number; send: () => Promise<void> }> {
    const rows = new LiveRepository(db);
    const { timeZone } = await rows.settings();
    const notifications = this.deps.notifications.within(db);
    const byMember = new Map<string, { before: LiveClassRow; after: LiveClassRow }[]>();
    for (const move of moves) {
      for (const userId of await rows.rsvpUserIdsOf(move.after.id)) {
        await notifications.add({
          userId,
          type: 'class-moved',
          message: movedMessage(move.before, move.after, timeZone),
          classUrl: null,
        });
        byMember.set(userId, [...(byMember.get(userId) ?? []), move]);
      }
    }
    const send = async () => {
      for (const [userId, theirs] of byMember) {
        const recipient = await this.deps.recipientOf(userId);
        if (!recipient) continue;
        await this.deps.mailer
          .send(movedMail(theirs, timeZone, recipient, `${this.deps.publicUrl}/live-class`))
          .catch((error: unknown) => {
            this.deps.log.error({ err: error }, 'could not e-mail a moved class');
          });
      }
    };
    return { notified: byMember.size, send };
  }

  private async classOrFail(classId: string): Promise<LiveClassRow> {
    const row = await this.repository.find(Number(classId));
    if (!row) throw new HttpError(404, liveMessages.classNotFound);
    return row;
  }
}
