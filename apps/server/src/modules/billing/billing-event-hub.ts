import type { BillingEvent } from '@releve/contracts';

type Listener = (event: BillingEvent) => void;

/** The channel billing events cross processes on (decision 060). */
export const BILLING_EVENT = 'billing_event';

/**
 * Fans billing events out to the member's open event streams. An event is announced through the
 * database (`announce`: `pg_notify` on BILLING_EVENT), and every process, this one included, hands
 * what it hears to the streams it holds (`heard`): an order fulfilled by one process reaches the tab
 * connected to another (decision 060). While announcements are not heard (the listening connection is
 * down), or one cannot be sent, this process's own streams get the event directly.
 */
export class BillingEventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private hearing = false;

  constructor(private readonly announce?: (payload: string) => Promise<void>) {}

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
    if (!this.announce || !this.hearing) {
      this.deliver(userId, event);
      return;
    }
    this.announce(JSON.stringify({ userId, event })).catch(() => this.deliver(userId, event));
  }

  /** An announcement heard from the database (any process's, this one's too). */
  heard(payload: string): void {
    try {
      const { userId, event } = JSON.parse(payload) as { userId: string; event: BillingEvent };
      this.deliver(userId, event);
    } catch {
      // Not one of ours: nothing to deliver.
    }
  }

  setHearing(hearing: boolean): void {
    this.hearing = hearing;
  }

  private deliver(userId: string, event: BillingEvent): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  /** Open streams, for tests and the health of the module. */
  get streamCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}
