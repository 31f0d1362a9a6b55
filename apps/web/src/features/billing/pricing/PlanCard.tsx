import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import styles from './PlanCards.module.css';

export interface PlanFeature {
  text: string;
  /** An anchor on the page that tells more (the promotion's FAQ entry). */
  href?: string;
  /** An annual-only item, shown crossed out on the promotion's other plans (§2). */
  excluded?: boolean;
}

interface Props {
  id: string;
  name: string;
  badge?: string;
  summary?: string;
  price: string;
  per: string;
  notes?: ReactNode;
  features: PlanFeature[];
  /** A control between the summary and the price (the pass length toggle). */
  control?: ReactNode;
  /** What goes above the button (the promotion's gift chooser). */
  children?: ReactNode;
  /** The plan's button, or the reason it is not for this person. */
  action: { label: string; onClick: () => void; busy: boolean; disabled: boolean } | { unavailable: string };
  featured?: boolean;
}

/** One offer of the pricing page or of a promotion's page: name, price, what it includes and its buy button. */
export function PlanCard(props: Props) {
  const headingId = `${props.id}-title`;
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
      {props.summary && <p className={styles.summary}>{props.summary}</p>}
      {props.control}
      <p className={styles.price}>
        <span className={styles.amount}>{props.price}</span>
        <span className={styles.per}>{props.per}</span>
      </p>
      <div className={styles.notes}>{props.notes}</div>
      <ul className={styles.features}>
        {props.features.map((feature) => (
          <li key={feature.text} data-excluded={feature.excluded || undefined}>
            <Icon name={feature.excluded ? 'close' : 'check'} size={16} />
            {feature.excluded ? (
              <del>{feature.text}</del>
            ) : feature.href ? (
              <a href={feature.href}>{feature.text}</a>
            ) : (
              feature.text
            )}
          </li>
        ))}
      </ul>
      {props.children}
      {'unavailable' in props.action ? (
        <p className={styles.unavailable}>{props.action.unavailable}</p>
      ) : (
        <button
          type="button"
          className={styles.buy}
          onClick={props.action.onClick}
          disabled={props.action.disabled}
          aria-busy={props.action.busy || undefined}
        >
          {props.action.label}
        </button>
      )}
    </article>
  );
}
