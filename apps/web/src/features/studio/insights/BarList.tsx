import styles from './Insights.module.css';

interface Props {
  items: readonly { label: string; value: number; text: string }[];
}

/** Horizontal bars drawn to the largest value, in plain CSS (the numbers are written beside them). */
export function BarList({ items }: Props) {
  const largest = Math.max(0, ...items.map((item) => item.value));
  return (
    <dl className={styles.bars}>
      {items.map((item) => (
        <div key={item.label} className={styles.barRow}>
          <dt>{item.label}</dt>
          <dd>
            <span className={styles.bar}>
              <span
                className={styles.barFill}
                style={{ width: `${largest > 0 ? (Math.max(0, item.value) / largest) * 100 : 0}%` }}
              />
            </span>
            <span className={styles.barValue}>{item.text}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
