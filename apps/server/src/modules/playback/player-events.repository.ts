import type { PlayerEventKind } from '@releve/contracts';
import type { DeviceKind } from '@releve/contracts/viewport';
import { type Db, schema } from '@releve/db';
import { asc, eq } from 'drizzle-orm';
import type { ExportSection } from '../accounts/accounts.module';

export interface PlayerEventRecord {
  userId: string | null;
  mediaId: string;
  kind: PlayerEventKind;
  playbackId: string;
  position: number;
  device: DeviceKind;
}

/** The player's analytics events, kept in Relevé's own database. */
export class PlayerEventsRepository {
  constructor(private readonly db: Db) {}

  async record(event: PlayerEventRecord): Promise<void> {
    await this.db.insert(schema.playerEvent).values(event);
  }

  /** A member's own viewing events, oldest first (their data export). */
  eventsOf(userId: string) {
    const { playerEvent } = schema;
    return this.db
      .select({
        mediaId: playerEvent.mediaId,
        kind: playerEvent.kind,
        playbackId: playerEvent.playbackId,
        position: playerEvent.position,
        createdAt: playerEvent.createdAt,
      })
      .from(playerEvent)
      .where(eq(playerEvent.userId, userId))
      .orderBy(asc(playerEvent.createdAt), asc(playerEvent.id));
  }
}

/** The player's analytics, as far as they name the member, in their data export. */
export const playerEventsExportSection = (repository: PlayerEventsRepository): ExportSection => ({
  name: 'viewingEvents',
  collect: ({ userId }) => repository.eventsOf(userId),
});
