import { type BillingEvent, billingEventSchema, billingPaths, type OrderStatus } from '@releve/contracts';
import { ACCESS_POLL } from '@releve/contracts/billing-rules';
import { useEffect, useRef, useState } from 'react';
import { fetchOrderStatus } from '../api/billing-api';

export type AccessOutcome =
  | { kind: 'granted'; orderKind: OrderStatus['kind'] | null; giftMissed?: string }
  | { kind: 'failed'; message: string | null }
  /** Ended without access (decision 026): cancelled, expired, or paid too late and refunded; `message` says which. */
  | { kind: 'closed'; message: string | null };

export interface AccessWaitOptions {
  /** Between two looks at the order: 3 s after a redirect, 15 s after a direct card payment. */
  intervalMs: number;
  /** Looks before "taking longer than usual"; Infinity keeps looking. */
  tries: number;
}

export const afterRedirect: AccessWaitOptions = {
  intervalMs: ACCESS_POLL.intervalMs,
  tries: ACCESS_POLL.tries,
};
export const afterCardPayment: AccessWaitOptions = {
  intervalMs: ACCESS_POLL.afterCardPaymentMs,
  tries: Infinity,
};

const billingEventTypes: BillingEvent['type'][] = [
  'access.granted',
  'access.revoked',
  'payment.failed',
  'checkout.closed',
];

/** What an order's status says about the wait, or null while it is still open. */
export function outcomeOf(status: OrderStatus): AccessOutcome | null {
  if (status.accessGranted) {
    return {
      kind: 'granted',
      orderKind: status.kind,
      ...(status.giftMissed ? { giftMissed: status.giftMissed } : {}),
    };
  }
  if (status.status === 'failed') return { kind: 'failed', message: status.message ?? null };
  if (status.status === 'cancelled' || status.status === 'expired' || status.status === 'refused') {
    return { kind: 'closed', message: status.message ?? null };
  }
  return null;
}

/**
 * Waits for the server to grant what an order bought (decision 010): the member's billing event stream
 * says so at once; when the stream cannot be opened or breaks, the order is looked at every `intervalMs`
 * up to `tries` times (ACCESS_POLL), then `takingLonger` is set (also when a working stream stays quiet
 * that long). Opening the stream also looks once, so a grant made just before it opened is not missed.
 * `onOutcome` is called once.
 */
export function useAccessWait(
  orderId: string | null,
  options: AccessWaitOptions,
  onOutcome: (outcome: AccessOutcome) => void,
) {
  const [takingLonger, setTakingLonger] = useState(false);
  const [round, setRound] = useState(0);
  const report = useRef(onOutcome);
  report.current = onOutcome;

  // biome-ignore lint/correctness/useExhaustiveDependencies: round restarts the wait (Check again)
  useEffect(() => {
    if (!orderId) return;
    let done = false;
    let timer: number | undefined;
    let polling = false;
    const finish = (outcome: AccessOutcome) => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      stream?.close();
      report.current(outcome);
    };
    const look = async () => {
      try {
        const outcome = outcomeOf(await fetchOrderStatus(orderId));
        if (outcome) finish(outcome);
      } catch {
        // A failed look is one more try; the next one may get through.
      }
    };
    const poll = (triesLeft: number) => {
      if (done) return;
      if (triesLeft <= 0) {
        setTakingLonger(true);
        return;
      }
      timer = window.setTimeout(async () => {
        await look();
        poll(triesLeft - 1);
      }, options.intervalMs);
    };
    const startPolling = () => {
      if (polling || done) return;
      polling = true;
      window.clearTimeout(timer);
      poll(options.tries);
    };

    const stream = typeof EventSource === 'function' ? new EventSource(billingPaths.events) : null;
    if (stream) {
      // A stream that stays quiet as long as the looks would have taken gets the same message.
      if (Number.isFinite(options.tries)) {
        timer = window.setTimeout(() => {
          if (!polling && !done) setTakingLonger(true);
        }, options.intervalMs * options.tries);
      }
      stream.addEventListener('open', () => void look());
      stream.addEventListener('error', () => {
        // The browser retries a dropped stream by itself; a closed one is over: fall back to looking.
        if (stream.readyState === EventSource.CLOSED) startPolling();
      });
      for (const type of billingEventTypes) {
        stream.addEventListener(type, (message) => {
          const parsed = billingEventSchema.safeParse(safeJson((message as MessageEvent).data));
          if (!parsed.success) return;
          const event = parsed.data;
          if ('orderId' in event && event.orderId && event.orderId !== orderId) return;
          if (event.type === 'access.granted')
            void look().then(() => finish({ kind: 'granted', orderKind: null }));
          if (event.type === 'payment.failed') finish({ kind: 'failed', message: event.message });
          if (event.type === 'checkout.closed') {
            if (event.status === 'failed') finish({ kind: 'failed', message: event.message });
            else finish({ kind: 'closed', message: event.message });
          }
        });
      }
    } else {
      startPolling();
    }
    return () => {
      done = true;
      window.clearTimeout(timer);
      stream?.close();
    };
  }, [orderId, options.intervalMs, options.tries, round]);

  return {
    takingLonger,
    /** Looks again after "taking longer than usual". */
    retry: () => {
      setTakingLonger(false);
      setRound((count) => count + 1);
    },
  };
}

function safeJson(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
