import {
  type CSSProperties,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { CARD_ASPECT } from '../../../components/MediaCard';
import styles from './Shelf.module.css';
import { type Breakpoint, peekFraction, type RowKind, tilesPerView } from './tiles-per-view';
import { useBreakpoint, usePrefersReducedMotion } from './use-media-query';

export type ShelfStatus = 'pending' | 'error' | 'success';

interface Props {
  title: string;
  /** Where the title (and the See All tile) lead; null for a plain title. */
  listPath: string | null;
  kind?: RowKind;
  status: ShelfStatus;
  /** The tiles, each wrapped in a list item. */
  tiles: ReactNode[];
  seeAll?: boolean;
  /** Poster aspect of the tiles, so placeholders take the same room; the studio's card shape unless said. */
  aspect?: string;
}

/**
 * The tile width as CSS: `tiles` whole tiles and, on touch-scrolled screens, a slice of the next one
 * fill the row. With a peeking tile there is one more gap (before the slice).
 */
export function tileSizeStyle(kind: RowKind, breakpoint: Breakpoint, aspect: string): CSSProperties {
  const tiles = tilesPerView(kind, breakpoint);
  const peek = peekFraction(kind, breakpoint);
  const gaps = tiles - 1 + (peek > 0 ? 1 : 0);
  return {
    '--tile-basis': `calc((100% - ${gaps} * var(--shelf-gap)) / ${tiles + peek})`,
    '--tile-aspect': aspect,
  } as CSSProperties;
}

/**
 * One home row: a titled, horizontally scrolling list of tiles. Narrow screens scroll by touch with
 * the next tile peeking in; wide ones page with previous/next buttons. Placeholders take the room
 * of the final tiles, so nothing moves when the items arrive.
 */
export function Shelf({
  title,
  listPath,
  kind = 'normal',
  status,
  tiles,
  seeAll,
  aspect = CARD_ASPECT,
}: Props) {
  const { t } = useTranslation('home');
  const breakpoint = useBreakpoint();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const scroll = useTrackScroll(track, status === 'success' ? tiles.length : 0);

  return (
    <section
      className={styles.shelf}
      aria-labelledby={headingId}
      style={tileSizeStyle(kind, breakpoint, aspect)}
      data-testid="shelf"
    >
      <div className={styles.header}>
        <h2 className={styles.title} id={headingId}>
          {listPath ? (
            <Link href={listPath} className={styles.titleLink}>
              {title}
              <Icon name="arrowRight" size={18} />
            </Link>
          ) : (
            title
          )}
        </h2>
        {status === 'success' && !(scroll.atStart && scroll.atEnd) && (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => scroll.page(-1)}
              disabled={scroll.atStart}
              aria-label={t('scrollBack', { title })}
            >
              <Icon name="arrowLeft" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => scroll.page(1)}
              disabled={scroll.atEnd}
              aria-label={t('scrollForward', { title })}
            >
              <Icon name="arrowRight" />
            </button>
          </div>
        )}
      </div>
      {status === 'error' ? (
        <p className={styles.error}>{t('catalog:couldNotLoadItems')}</p>
      ) : status === 'pending' ? (
        <ShelfPlaceholder count={tilesPerView(kind, breakpoint) + 1} label={t('loadingShelf', { title })} />
      ) : (
        <ul className={styles.track} ref={track} onScroll={scroll.measure}>
          {tiles.map((tile, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiles keep their order within a row
            <li key={index} className={styles.tile}>
              {tile}
            </li>
          ))}
          {seeAll && listPath && (
            <li className={styles.tile}>
              <Link href={listPath} className={styles.seeAll}>
                <span className={styles.seeAllFace}>
                  <span>{t('catalog:seeAll')}</span>
                  <Icon name="arrowRight" />
                </span>
                <span className="visually-hidden">{title}</span>
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

/** Grey tiles of the final size, shown while a row's items load. */
export function ShelfPlaceholder({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      <ul className={styles.track}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={`${styles.tile} ${styles.placeholder}`} aria-hidden="true">
            <span className={styles.placeholderPoster} />
            <span className={styles.placeholderText} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the row can scroll back or on, and a page-by-page scroll for the arrow buttons. */
function useTrackScroll(track: RefObject<HTMLUListElement | null>, tileCount: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const list = track.current;
    if (!list) return;
    // One pixel of slack: browsers round scroll positions on zoomed or high-density screens.
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
  }, [track]);

  // Measured once the row has been laid out: a ResizeObserver calls back after layout, at once and
  // whenever the row's width changes. Read in the effect itself, the scroll sizes made Chromium lay
  // the whole page out inside the take-over's task (decision 021).
  // biome-ignore lint/correctness/useExhaustiveDependencies: new tiles change the scroll width
  useEffect(() => {
    const list = track.current;
    if (!list) return;
    if (typeof ResizeObserver !== 'function') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, tileCount]);

  const page = (direction: 1 | -1) => {
    const list = track.current;
    list?.scrollBy({ left: direction * list.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  return { ...edges, measure, page };
}
