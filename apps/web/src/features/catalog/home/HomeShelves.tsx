import type { HomeRow } from '@releve/contracts/home-rows';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeShelfRow } from './HomeShelfRow';
import styles from './HomeShelves.module.css';
import { textOn } from './row-colour';
import { INITIAL_SHELVES, nextShelfCount } from './shelf-paging';

/** Start loading the next rows while the end is still this far below the window. */
const PRELOAD_MARGIN = '400px 0px';

/**
 * The home rows, 6 at first and 4 more each time the member scrolls near the end (an observed
 * sentinel), or presses the "more rows" button for those who browse by keyboard.
 */
export function HomeShelves({ shelves }: { shelves: readonly HomeRow[] }) {
  const { t } = useTranslation('home');
  const [shown, setShown] = useState(INITIAL_SHELVES);
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = shown < shelves.length;

  // Observing anew after each batch: if the end is still in sight, the next batch follows at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` renews the observer
  useEffect(() => {
    const target = sentinel.current;
    if (!hasMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown((count) => nextShelfCount(count, shelves.length));
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, shelves.length, shown]);

  return (
    <>
      {shelves.slice(0, shown).map((shelf, index) => {
        const key = `${shelf.type}:${shelf.itemId ?? ''}:${shelf.order}`;
        const row = <HomeShelfRow key={key} shelf={shelf} priority={index === 0} />;
        return shelf.backgroundColor ? (
          <ColouredRow key={key} colour={shelf.backgroundColor}>
            {row}
          </ColouredRow>
        ) : (
          row
        );
      })}
      {hasMore && (
        <div ref={sentinel} className={styles.more}>
          <button
            type="button"
            className={styles.moreButton}
            onClick={() => setShown((count) => nextShelfCount(count, shelves.length))}
          >
            {t('moreRows')}
          </button>
        </div>
      )}
    </>
  );
}

/** A row on the studio's colour (`content[].backgroundColor`), its text in a colour that reads on it. */
function ColouredRow({ colour, children }: { colour: string; children: ReactNode }) {
  const style = { '--row-background': colour, '--row-text': textOn(colour) } as CSSProperties;
  return (
    <div className={styles.coloured} style={style} data-testid="coloured-row">
      {children}
    </div>
  );
}
