import { type BillingEvent, billingEventSchema, billingPaths } from '@releve/contracts';

/** What a part of the tab wants to hear from the member's billing event stream. */
export interface BillingEventListener {
  onEvent?(event: BillingEvent): void;
  /** The stream is open (called at once, on the next tick, for a stream already open). */
  onOpen?(): void;
  /** The stream is over for good (refused, or no EventSource in this browser): look instead. */
  onClosed?(): void;
}

const eventTypes: BillingEvent['type'][] = [
  'access.granted',
  'access.revoked',
  'payment.failed',
  'payment.action_required',
  'billing.changed',
  'checkout.closed',
];
// EventSource's readyState values (a stand-in in tests may lack the class's constants).
const OPEN = 1;
const CLOSED = 2;

let stream: EventSource | null = null;
const listeners = new Set<BillingEventListener>();

function safeJson(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function openStream(): EventSource {
  const opened = new EventSource(billingPaths.events);
  opened.addEventListener('open', () => {
    for (const listener of [...listeners]) listener.onOpen?.();
  });
  opened.addEventListener('error', () => {
    // The browser retries a dropped stream by itself; a closed one (a 429, a 401) is over.
    if (opened.readyState !== CLOSED) return;
    if (stream === opened) stream = null;
    for (const listener of [...listeners]) listener.onClosed?.();
  });
  for (const type of eventTypes) {
    opened.addEventListener(type, (message) => {
      const parsed = billingEventSchema.safeParse(safeJson((message as MessageEvent).data));
      if (!parsed.success) return;
      for (const listener of [...listeners]) listener.onEvent?.(parsed.data);
    });
  }
  return opened;
}

/**
 * Listens to the member's billing events (GET /api/billing/events) through the tab's one stream: the
 * server holds a few per member (decision 028), so every part of a tab (the tab-wide notices, a
 * checkout's wait) shares it. The stream closes when its last listener goes. Returns the way to stop.
 */
export function listenToBillingEvents(listener: BillingEventListener): () => void {
  if (typeof EventSource !== 'function') {
    listener.onClosed?.();
    return () => {};
  }
  listeners.add(listener);
  if (!stream) stream = openStream();
  else if (stream.readyState === OPEN) setTimeout(() => listeners.has(listener) && listener.onOpen?.(), 0);
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    stream?.close();
    stream = null;
  };
}
