import { useEffect, useState } from 'react';

/** The time, in ms, renewed every `intervalMs` (§9: the promotion window is checked every second). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
