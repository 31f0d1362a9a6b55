import { LruCache } from '../../cache/lru';

/**
 * How long a session cookie's viewer is remembered without asking the database. A session ended or
 * its user changed anywhere (this process, another on the same PostgreSQL, an admin command) is
 * forgotten when the database announces it (`member_changed`, decision 060); this bound is the safety
 * net should an announcement ever be missed.
 */
export const SESSION_MEMORY_MS = 30_000;
/**
 * While announcements are not heard (the listening connection is down), a cookie is remembered this
 * long at most: a session ended elsewhere meanwhile is refused within it.
 */
export const SESSION_MEMORY_UNHEARD_MS = 1_000;
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
  private hearing = true;
  /**
   * The cookies remembered per member, so forgetting one (on every announcement of a member's change,
   * favourites and classes taken included) reads that member's cookies, not the whole memory. Cookies
   * the memory has since dropped stay listed until their member is forgotten; past twice the memory's
   * size, everything is forgotten and listed afresh (rare: 20,000 cookies remembered).
   */
  private readonly cookiesOf = new Map<string, Set<string>>();
  private listed = 0;
  /** The look-ups under way, per cookie, with the generation each began in. */
  private readonly lookingUp = new Map<string, { generation: number; viewer: Promise<Viewer | undefined> }>();

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
    // A burst of one member's calls after a forget asks the database once, and its calls go on
    // together (progress saves then share one statement). Only a look-up begun since the last forget
    // is shared: one begun before may have read what that forget announced.
    const pending = this.lookingUp.get(cookie);
    if (pending && pending.generation === generation) return pending.viewer;
    const viewer = this.lookUpAndRemember(cookie, generation, now, lookUp);
    this.lookingUp.set(cookie, { generation, viewer });
    try {
      return await viewer;
    } finally {
      if (this.lookingUp.get(cookie)?.viewer === viewer) this.lookingUp.delete(cookie);
    }
  }

  private async lookUpAndRemember(
    cookie: string,
    generation: number,
    now: number,
    lookUp: () => Promise<{ viewer: Viewer; expiresAt: Date } | undefined>,
  ): Promise<Viewer | undefined> {
    const found = await lookUp();
    if (generation === this.generation) {
      const remembered = this.hearing ? SESSION_MEMORY_MS : SESSION_MEMORY_UNHEARD_MS;
      const until = Math.min(now + remembered, found?.expiresAt.getTime() ?? Number.POSITIVE_INFINITY);
      this.remembered.set(cookie, { viewer: found?.viewer, until });
      if (found) this.list(found.viewer.userId, cookie);
    }
    return found?.viewer;
  }

  /** A session of this user ended, or the user changed: ask the database again next time. */
  forgetUser(userId: string): void {
    this.generation++;
    const cookies = this.cookiesOf.get(userId);
    if (!cookies) return;
    this.cookiesOf.delete(userId);
    this.listed -= cookies.size;
    for (const cookie of cookies) {
      if (this.remembered.get(cookie)?.viewer?.userId === userId) this.remembered.delete(cookie);
    }
  }

  private list(userId: string, cookie: string): void {
    if (this.listed >= 2 * SESSION_MEMORY_ENTRIES) this.forgetAll();
    let cookies = this.cookiesOf.get(userId);
    if (!cookies) {
      cookies = new Set();
      this.cookiesOf.set(userId, cookies);
    }
    if (cookies.has(cookie)) return;
    cookies.add(cookie);
    this.listed++;
  }

  private forgetAll(): void {
    this.generation++;
    this.remembered.clear();
    this.cookiesOf.clear();
    this.listed = 0;
  }

  /**
   * Whether the database's announcements reach this process. Either way everything is forgotten: what
   * was remembered while they were missed may be stale, and while they are missed little is kept.
   */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
    this.forgetAll();
  }
}
