import { useBillingTranslation } from '../texts';
import styles from './Faq.module.css';

interface Entry {
  q: string;
  a: string;
}

/** The pricing page's questions, each opened on its own. */
export function Faq() {
  const { t } = useBillingTranslation();
  const entries = t('faq.items', { returnObjects: true }) as Entry[];
  return (
    <section className={styles.faq} aria-labelledby="pricing-faq">
      <h2 id="pricing-faq" className={styles.heading}>
        {t('faq.title')}
      </h2>
      {entries.map((entry) => (
        <details key={entry.q} className={styles.entry}>
          <summary>{entry.q}</summary>
          <p>{entry.a}</p>
        </details>
      ))}
    </section>
  );
}
