import type { ReactNode } from 'react';
import styles from './StatusBadge.module.css';

/** What a state means at a glance; the words say it too (the colour is never the only sign). */
export type BadgeTone = 'neutral' | 'progress' | 'success' | 'warning' | 'danger';

/** A small label for a state: Draft, Packaging 40%, Watchable, Ready, Failed, Owner. */
export function StatusBadge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
