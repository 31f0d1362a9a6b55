import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import styles from './Programs.module.css';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/**
 * One polite live region for the builder: every move (by the menu or by dragging with the keyboard)
 * is said there, so a screen reader hears where the row went. The same text twice is said twice.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [said, setSaid] = useState({ message: '', n: 0 });
  const announce = useCallback((message: string) => setSaid((before) => ({ message, n: before.n + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={styles.visuallyHidden}
        data-testid="builder-announcer"
      >
        <span key={said.n}>{said.message}</span>
      </div>
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);
