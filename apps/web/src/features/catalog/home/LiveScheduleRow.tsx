import { type ComponentType, useEffect, useState } from 'react';
import { inOwnTask } from '../../../lib/in-own-task';
import { loadLiveTodayRow } from '../../live';

/**
 * "Live Schedule for Today": the live feature's row, loaded when the row is first shown (plain state
 * rather than React.lazy, so the home chunk asks the first script for nothing more than it did).
 */
export function LiveScheduleRow() {
  const [Row, setRow] = useState<ComponentType | null>(null);
  useEffect(() => {
    let shown = true;
    inOwnTask(loadLiveTodayRow).then(
      (loaded) => shown && setRow(() => loaded),
      // A chunk that cannot load leaves the row out, as a row with nothing to show is left out.
      () => {},
    );
    return () => {
      shown = false;
    };
  }, []);
  return Row ? <Row /> : null;
}
