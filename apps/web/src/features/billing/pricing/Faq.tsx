import styles from './Faq.module.css';

export interface FaqEntry {
  /** Lets the entry be linked to, as `#<section id>-<id>` (the promotion's plan items link to theirs). */
  id?: string;
  q: string;
  a: string;
}

/** A page's questions (the pricing page's, a promotion's), each opened on its own. */
export function Faq({ id, title, entries }: { id: string; title: string; entries: FaqEntry[] }) {
  return (
    <section className={styles.faq} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {entries.map((entry) => (
        <details key={entry.id ?? entry.q} id={entry.id && `${id}-${entry.id}`} className={styles.entry}>
          <summary>{entry.q}</summary>
          <p>{entry.a}</p>
        </details>
      ))}
    </section>
  );
}
