import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

interface Props {
  title: string;
  children?: ReactNode;
  testId?: string;
  /** The page's own `<main>`: when it stands alone (boot errors), not inside a layout's `<main>`. */
  landmark?: boolean;
}

/** A page that only says something: errors, not found, configuration problems. */
export function StatusPage({ title, children, testId, landmark }: Props) {
  const Landmark = landmark ? 'main' : 'section';
  return (
    <Landmark className={styles.page} data-testid={testId}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </Landmark>
  );
}
