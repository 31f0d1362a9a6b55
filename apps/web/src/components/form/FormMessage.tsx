import type { ReactNode } from 'react';
import styles from './Form.module.css';

/** A message about the whole form: an error (announced at once) or a notice. */
export function FormMessage({ kind, children }: { kind: 'error' | 'notice'; children: ReactNode }) {
  return (
    <p
      className={kind === 'error' ? styles.formError : styles.notice}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
