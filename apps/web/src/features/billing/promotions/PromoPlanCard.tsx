import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import styles from './Promotion.module.css';

export interface PlanFeature {
  text: string;
  /** An anchor on the page that tells more (the FAQ entry). */
  href?: string;
  /** An annual-only item, shown crossed out on the other plans (§2). */
  excluded?: boolean;
}

interface Props {
  id: string;
  name: string;
  badge?: string;
  price: string;
  per: string;
  notes?: ReactNode;
  features: PlanFeature[];
  children?: ReactNode;
  /** The plan's button, or the reason it is not for this person. */
  action: { label: string; onClick: () => void; disabled: boolean; busy: boolean } | { unavailable: string };
  featured?: boolean;
}

/** One plan of the promotional pricing page. */
export function PromoPlanCard(props: Props) {
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
