import { type ComponentType, useEffect, useState } from 'react';
import { inOwnTask } from '../../../lib/in-own-task';
import { useViewer } from '../../accounts';
import { loadMyWeekRow } from '../../week-plan';
import { PromoBanner } from './PromoBanner';
import type { ShelfRowProps } from './shelf-props';

/**
 * "My Week Plan": a member sees her real plan for today (the week plan's row, loaded when the row is
 * first shown, like the live row); everyone else the banner, locked for non-members.
 */
export function MyWeekPlanRow(props: ShelfRowProps) {
  const { isMember } = useViewer();
  const [Row, setRow] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!isMember) return;
    let shown = true;
    inOwnTask(loadMyWeekRow).then(
      (loaded) => shown && setRow(() => loaded),
      // A chunk that cannot load leaves the banner.
      () => {},
    );
    return () => {
      shown = false;
    };
  }, [isMember]);
  return isMember && Row ? <Row /> : <PromoBanner {...props} />;
}
