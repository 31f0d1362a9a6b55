import type { OrderStatus } from '@releve/contracts';
import { ACCESS_POLL } from '@releve/contracts/billing-rules';
import { useEffect, useRef, useState } from 'react';
import { fetchOrderStatus } from '../api/billing-api';
import { listenToBillingEvents } from '../live/billing-event-stream';

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
    let stopListening = () => {};
    const finish = (outcome: AccessOutcome) => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      stopListening();
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

    // A stream that stays quiet as long as the looks would have taken gets the same message.
    if (Number.isFinite(options.tries)) {
      timer = window.setTimeout(() => {
        if (!polling && !done) setTakingLonger(true);
      }, options.intervalMs * options.tries);
    }
    stopListening = listenToBillingEvents({
      onOpen: () => void look(),
      // No stream (refused, or none in this browser): fall back to looking.
      onClosed: startPolling,
      onEvent: (event) => {
        if ('orderId' in event && event.orderId && event.orderId !== orderId) return;
        if (event.type === 'access.granted')
          void look().then(() => finish({ kind: 'granted', orderKind: null }));
        if (event.type === 'payment.failed') finish({ kind: 'failed', message: event.message });
        if (event.type === 'checkout.closed') {
          if (event.status === 'failed') finish({ kind: 'failed', message: event.message });
          else finish({ kind: 'closed', message: event.message });
        }
      },
    });
    return () => {
      done = true;
      window.clearTimeout(timer);
      stopListening();
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
