import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useStudioTranslation } from '../../texts';
import styles from './Reorder.module.css';

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

/** Says where a row went: "X moved to position 2 of 5", or into another list ("X moved to Week 2, …"). */
export function useAnnounceMove() {
  const announce = useAnnounce();
  const { t } = useStudioTranslation();
  return useCallback(
    (name: string, position: number, count: number, target?: string) =>
      announce(
        target === undefined
          ? t('move.moved', { name, position, count })
          : t('move.movedInto', { name, target, position, count }),
      ),
    [announce, t],
  );
}
