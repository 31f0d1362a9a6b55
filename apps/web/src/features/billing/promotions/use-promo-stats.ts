import {
  PROMO_STATS_POLL_MS,
  type PromoStats,
  type SoldToast,
  soldToasts,
} from '@releve/contracts/promotion-rules';
import { useEffect, useRef, useState } from 'react';
import { fetchPromoStats } from '../api/promotions-api';

export interface ShownToast extends SoldToast {
  id: number;
}

/** A toast stays this long, long enough to read twice. */
const TOAST_MS = 8_000;

/**
 * §4: the promotional page polls the stock every 30 s; when counts drop it toasts what just sold and
 * what remains. A failed poll keeps the last counts (the next one tries again).
 */
export function usePromoStats(enabled: boolean) {
  const [stats, setStats] = useState<PromoStats | null>(null);
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const previous = useRef<PromoStats | null>(null);
  const nextId = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    const poll = async () => {
      try {
        const next = await fetchPromoStats();
        if (stopped) return;
        const sold = soldToasts(previous.current, next).map((toast) => ({ ...toast, id: nextId.current++ }));
        previous.current = next;
        setStats(next);
        if (sold.length > 0) {
          setToasts((shown) => [...shown, ...sold]);
          setTimeout(() => setToasts((shown) => shown.filter((toast) => !sold.includes(toast))), TOAST_MS);
        }
      } catch {
        // The next poll tries again.
      }
    };
    void poll();
    const timer = setInterval(poll, PROMO_STATS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [enabled]);

  return { stats, toasts };
}
