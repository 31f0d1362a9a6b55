import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import styles from './PlanCards.module.css';

interface Props {
  id?: string;
  name: string;
  badge?: string;
  summary: string;
  price: string;
  per?: string;
  notes?: ReactNode;
  features: string[];
  /** A control between the summary and the price (the pass length toggle). */
  control?: ReactNode;
  action: { label: string; onClick: () => void; busy: boolean; disabled: boolean };
  featured?: boolean;
}

/** One offer on the pricing page: name, price, what it includes and its buy button. */
export function PlanCard(props: Props) {
  const headingId = `${props.id ?? props.name.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <article
      id={props.id}
      className={styles.card}
      data-featured={props.featured || undefined}
      aria-labelledby={headingId}
    >
      {props.badge && <p className={styles.badge}>{props.badge}</p>}
      <h2 id={headingId} className={styles.name}>
        {props.name}
      </h2>
      <p className={styles.summary}>{props.summary}</p>
      {props.control}
      <p className={styles.price}>
        <span className={styles.amount}>{props.price}</span>
        {props.per && <span className={styles.per}>{props.per}</span>}
      </p>
      <div className={styles.notes}>{props.notes}</div>
      <ul className={styles.features}>
        {props.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} />
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.buy}
        onClick={props.action.onClick}
        disabled={props.action.disabled}
        aria-busy={props.action.busy || undefined}
      >
        {props.action.label}
      </button>
    </article>
  );
}
