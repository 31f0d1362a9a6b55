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
  /**
   * The read in progress per member, which calls that miss meanwhile share: it is kept only if no
   * change was announced while it ran. When each call read for itself, 50 pages asking at once for a
   * member not kept yet each took the place of the read before, so none might be kept while they kept
   * coming: the library bench's profile on PostgreSQL ran at 4,500-10,500 req/s in some runs against
   * 14,000 in others, and at 13,800-14,500 in each run since.
   */
  private readonly reading = new Map<string, Promise<Source | undefined>>();
  private hearing = false;

  async source(userId: string, read: () => Promise<Source | undefined>): Promise<Source | undefined> {
    // Unheard, a change may have been missed: each call reads for itself and nothing is kept.
    if (!this.hearing) return read();
    const kept = this.kept.get(userId);
    if (kept !== undefined) return kept;
    const inProgress = this.reading.get(userId);
    if (inProgress) return inProgress;
    const reading: Promise<Source | undefined> = read().then(
      (found) => {
        if (this.reading.get(userId) !== reading) return found;
        this.reading.delete(userId);
        if (found !== undefined && this.hearing) this.kept.set(userId, found);
        return found;
      },
      (error: unknown) => {
        if (this.reading.get(userId) === reading) this.reading.delete(userId);
        throw error;
      },
    );
    this.reading.set(userId, reading);
    return reading;
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
