import { useBillingTranslation } from '../texts';
import styles from './SandboxCheckout.module.css';

/** The sandbox's test cards (decision 010): the card number decides what the "bank" does. */
export const sandboxTestCards = [
  { number: '4242 4242 4242 4242', outcome: 'testCardSuccess' },
  { number: '4000 0000 0000 0002', outcome: 'testCardDeclined' },
  { number: '4000 0025 0000 3155', outcome: 'testCardConfirm' },
  { number: '4000 0000 0000 0101', outcome: 'testCardFailsLater' },
] as const;

export function TestCards() {
  const { t } = useBillingTranslation();
  return (
    <aside className={styles.testCards} aria-labelledby="sandbox-test-cards">
      <h2 id="sandbox-test-cards" className={styles.testCardsTitle}>
        {t('sandbox.testCardsTitle')}
      </h2>
      <p>{t('sandbox.testCardsIntro')}</p>
      <dl>
        {sandboxTestCards.map((card) => (
          <div key={card.number}>
            <dt>
              <code>{card.number}</code>
            </dt>
            <dd>{t(`sandbox.${card.outcome}`)}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
