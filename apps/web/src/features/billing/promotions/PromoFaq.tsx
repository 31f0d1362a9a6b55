import styles from '../pricing/Faq.module.css';
import { useBillingTranslation } from '../texts';

interface Entry {
  id: string;
  q: string;
  a: string;
}

/** The promotional page's questions (§2: the calendar and the 5 Day Passes gift); plan items link here. */
export function PromoFaq() {
  const { t } = useBillingTranslation();
  const entries = t('promo.faq.items', { returnObjects: true }) as Entry[];
  return (
    <section className={styles.faq} aria-labelledby="promo-faq">
      <h2 id="promo-faq" className={styles.heading}>
        {t('promo.faq.title')}
      </h2>
      {entries.map((entry) => (
        <details key={entry.id} id={`promo-faq-${entry.id}`} className={styles.entry}>
          <summary>{entry.q}</summary>
          <p>{entry.a}</p>
        </details>
      ))}
    </section>
  );
}
