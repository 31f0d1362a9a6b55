import type { BillingEvent } from '@releve/contracts';

type Listener = (event: BillingEvent) => void;

/**
 * Fans billing events out to the member's open event streams, in this process. With several server
 * processes, an event fulfilled in one must reach streams held by another: that needs PostgreSQL's
 * LISTEN/NOTIFY (not built yet); until then the web app's polling fallback covers it.
 */
export class BillingEventHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** The member's open streams (their tabs). */
  streamsOf(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  publish(userId: string, event: BillingEvent): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  /** Open streams, for tests and the health of the module. */
  get streamCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}
