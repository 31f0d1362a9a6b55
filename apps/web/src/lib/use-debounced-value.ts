import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delayMs` (search's box 500 ms and route 350 ms; the console's class search 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
