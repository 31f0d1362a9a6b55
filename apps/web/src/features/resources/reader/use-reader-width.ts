import { useEffect, useState } from 'react';
import { readerWidth } from './reader-width';

/** The reader's drawing width for the current viewport, following resizes. */
export function useReaderWidth(): number {
  const [width, setWidth] = useState(() => readerWidth(window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(readerWidth(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}
