import styles from './Spinner.module.css';

/** A turning ring, hidden from screen readers: whoever shows it says in words what is happening. */
export function Spinner({ size = 36 }: { size?: number }) {
  return <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />;
}
