import type { ReactNode } from 'react';
import styles from './Banner.module.css';

/** A full-width notice above the page content. */
export function Banner({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.banner} role="status" data-testid={testId}>
      {children}
    </div>
  );
}
