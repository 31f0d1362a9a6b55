import type { ReactNode } from 'react';
import type { CardLayout } from '../../../components/MediaCard';
import styles from './CardGrid.module.css';

/** Cards in 2 columns (xs, sm), 3 (md, lg) or 4 (xl), or one per line in list view. */
export function CardGrid({
  layout = 'grid',
  children,
  label,
}: {
  layout?: CardLayout;
  children: ReactNode;
  label?: string;
}) {
  return (
    <ul className={styles.grid} data-layout={layout} aria-label={label}>
      {children}
    </ul>
  );
}

/** The `sizes` attribute matching the grid's columns. */
export const gridPosterSizes = '(min-width: 1200px) 22vw, (min-width: 768px) 30vw, 46vw';
