import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

interface Props {
  title: string;
  children?: ReactNode;
  testId?: string;
}

/** A page that only says something: errors, not found, configuration problems. */
export function StatusPage({ title, children, testId }: Props) {
  return (
    <main className={styles.page} data-testid={testId}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
