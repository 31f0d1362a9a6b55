import { LruCache } from './lru';

/** Members whose rows are kept: the active ones of a large studio. */
const MEMBER_MEMORY_ENTRIES = 10_000;

/**
 * Member id -> rows read for that member (their profile's sources, their favorites), so the calls a
 * member's every page makes cost no database statement when nothing changed. The database announces
 * each committed change of a member's rows (migration 0020's triggers, heard by the accounts module
 * through `Database.listen`), and `changed` forgets that member: on PGlite before the writing statement
 * returns, on PostgreSQL moments after the commit, in every server process. Nothing is kept while the
 * announcements cannot be heard. Keep rows, not answers: what depends on the time or the catalogue is
 * worked out at each call.
 */
export class MemberMemory<Source> {
  private readonly kept = new LruCache<string, Source>(MEMBER_MEMORY_ENTRIES);
  /** A read in progress per member: it is kept only if no change was announced while it ran. */
  private readonly reading = new Map<string, object>();
  private hearing = false;

  async source(userId: string, read: () => Promise<Source | undefined>): Promise<Source | undefined> {
    if (this.hearing) {
      const kept = this.kept.get(userId);
      if (kept !== undefined) return kept;
    }
    const ticket = {};
    this.reading.set(userId, ticket);
    try {
      const found = await read();
      if (found !== undefined && this.reading.get(userId) === ticket && this.hearing) {
        this.kept.set(userId, found);
      }
      return found;
    } finally {
      if (this.reading.get(userId) === ticket) this.reading.delete(userId);
    }
  }

  /** Something of this member's rows changed: read them again next time. */
  changed(userId: string): void {
    this.kept.delete(userId);
    this.reading.delete(userId);
  }

  /** Whether changes are heard; either way, what was kept may have missed some. */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
    this.kept.clear();
    this.reading.clear();
  }
}
