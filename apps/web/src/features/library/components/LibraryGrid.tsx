import type { MediaItem } from '@releve/contracts';
import type { ReactNode } from 'react';
import { MediaCard } from '../../../components/MediaCard';
import styles from './LibraryGrid.module.css';

/** Posters take half the width on phones, a third elsewhere (less beside the sidebar). */
const posterSizes = '(min-width: 1024px) 25vw, (min-width: 480px) 30vw, 46vw';

/** Cards of the member's classes, 2 columns on the smallest screens and 3 otherwise. */
export function LibraryGrid({
  items,
  label,
  progressOf,
}: {
  items: readonly MediaItem[];
  label: string;
  progressOf?: (mediaId: string) => number | undefined;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.mediaid}>
          <MediaCard
            item={item}
            sizes={posterSizes}
            eager={index < 3}
            progress={progressOf?.(item.mediaid)}
            reserveTitleLines
          />
        </li>
      ))}
    </ul>
  );
}

/** Grey cards of the final size while the classes load. */
export function LibraryGridPlaceholder({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={styles.placeholder}>
            <span className={styles.placeholderPoster} />
            <span className={styles.placeholderLines}>
              <span className={styles.placeholderLine} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An empty, locked or failed list: a heading, a line and what to do next. */
export function ListMessage({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.message} data-testid="list-message">
      <h2 className={styles.messageTitle}>{title}</h2>
      {text && <p className={styles.messageText}>{text}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}

export const messageStyles = styles;
