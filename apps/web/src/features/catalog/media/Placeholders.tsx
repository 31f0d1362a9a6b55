import styles from './Placeholders.module.css';

/** A card's outline while its item loads: same poster ratio and title height as the real card. */
export function CardPlaceholder() {
  return (
    <li className={styles.card} aria-hidden="true">
      <span className={styles.poster} />
      <span className={styles.line} />
      <span className={`${styles.line} ${styles.short}`} />
    </li>
  );
}

/** `count` card outlines, for a grid's first page. */
export function CardPlaceholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // Interchangeable outlines: the index is all they have.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <CardPlaceholder key={index} />
  ));
}

/** A block of text lines, for a heading or a description still on its way. */
export function TextPlaceholder({ lines = 1, heading }: { lines?: number; heading?: boolean }) {
  return (
    <span className={styles.text} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: interchangeable lines
        <span key={index} className={heading ? styles.heading : styles.line} />
      ))}
    </span>
  );
}
