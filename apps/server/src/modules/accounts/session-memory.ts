import { LruCache } from '../../cache/lru';

/**
 * How long a session cookie's viewer is remembered without asking the database. Ending a session or
 * changing its user in this process forgets it at once; another server process on the same PostgreSQL
 * (or an admin command) is noticed within this time.
 */
export const SESSION_MEMORY_MS = 30_000;
const SESSION_MEMORY_ENTRIES = 10_000;

/**
 * Who a session cookie belongs to. Nothing else of the account is kept here: what can change while the
 * session lives (an admin's rights, the member's products) is read where it is needed.
 */
export interface Viewer {
  userId: string;
  sessionId: string;
}

interface Remembered {
  /** Undefined: the cookie names no live session. */
  viewer: Viewer | undefined;
  until: number;
}

/**
 * Session cookie -> viewer, so a signed-in member's calls (a player saves progress every few seconds)
 * cost the route's own query, not more for the session and its user. Keyed by the
 * cookie's whole value (token and signature): an entry exists only for a value the database checked.
 */
export class SessionMemory {
  private readonly remembered = new LruCache<string, Remembered>(SESSION_MEMORY_ENTRIES);
  /** Bumped by every forget: a look-up that began before it must not store what it read. */
  private generation = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  /** The remembered viewer of a cookie, else the one `lookUp` finds (remembered until `expiresAt` at most). */
  async viewer(
    cookie: string,
    lookUp: () => Promise<{ viewer: Viewer; expiresAt: Date } | undefined>,
  ): Promise<Viewer | undefined> {
    const now = this.clock();
    const known = this.remembered.get(cookie);
    if (known && now < known.until) return known.viewer;
    const generation = this.generation;
    const found = await lookUp();
    if (generation === this.generation) {
      const until = Math.min(now + SESSION_MEMORY_MS, found?.expiresAt.getTime() ?? Number.POSITIVE_INFINITY);
      this.remembered.set(cookie, { viewer: found?.viewer, until });
    }
    return found?.viewer;
  }

  /** A session of this user ended, or the user changed: ask the database again next time. */
  forgetUser(userId: string): void {
    this.generation++;
    this.remembered.deleteWhere((entry) => entry.viewer?.userId === userId);
  }
}
