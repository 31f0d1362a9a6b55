import type { PlayerEventKind } from '@releve/contracts';
import { type Db, schema } from '@releve/db';

export interface PlayerEventRecord {
  userId: string | null;
  mediaId: string;
  kind: PlayerEventKind;
  playbackId: string;
  position: number;
}

/** The player's analytics events, kept in Relevé's own database. */
export class PlayerEventsRepository {
  constructor(private readonly db: Db) {}

  async record(event: PlayerEventRecord): Promise<void> {
    await this.db.insert(schema.playerEvent).values(event);
  }
}
