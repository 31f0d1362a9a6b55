import type { Transaction } from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import { useState } from 'react';
import { fetchReceiptPage } from '../api/payments-api';
import { useBillingTranslation } from '../texts';
import { formatBillingDate } from './billing-dates';
import styles from './Payments.module.css';

/** Opens the receipt in a new window: opened at the click (popup blockers), filled once it has arrived. */
async function openReceipt(transactionId: string): Promise<boolean> {
  const opened = window.open('', '_blank');
  try {
    const page = await fetchReceiptPage(transactionId);
    if (!opened) return false;
    opened.document.open();
    opened.document.write(page);
    opened.document.close();
    return true;
  } catch {
    opened?.close();
    return false;
  }
}

/** The first 30 transactions, newest first, each with its receipt (§7). */
export function TransactionsPanel({ transactions }: { transactions: Transaction[] }) {
  const { t } = useBillingTranslation();
  const [receiptFailed, setReceiptFailed] = useState(false);
  const showReceipt = async (transactionId: string) => {
    setReceiptFailed(false);
    if (!(await openReceipt(transactionId))) setReceiptFailed(true);
  };
  return (
    <section className={styles.card} aria-labelledby="transactions-title">
      <h2 id="transactions-title" className={styles.title}>
        {t('payments.transactionsTitle')}
      </h2>
      {receiptFailed && (
        <p className={styles.warning} role="alert">
          {t('payments.receiptFailed')}
        </p>
      )}
      {transactions.length === 0 ? (
        <p className={styles.text}>{t('payments.noTransactions')}</p>
      ) : (
        <ul className={styles.transactions}>
          {transactions.map((transaction) => {
            const date = formatBillingDate(transaction.createdAt);
            return (
              <li key={transaction.transactionId} className={styles.transaction}>
                <span className={styles.transactionItem}>{transaction.offerTitle}</span>
                <span className={styles.text}>{date}</span>
                <span>{formatMoney(transaction.amount, transaction.currency)}</span>
                <span className={styles.text}>
                  {t(`payments.status_${transaction.status}`)}
                  {transaction.status === 'succeeded' && (transaction.refundedAmount ?? 0) > 0 && (
                    <>
                      {' · '}
                      {t('payments.partlyRefunded', {
                        amount: formatMoney(transaction.refundedAmount ?? 0, transaction.currency),
                      })}
                    </>
                  )}
                </span>
                <button
                  type="button"
                  className={styles.link}
                  aria-label={t('payments.receiptFor', { title: transaction.offerTitle, date })}
                  onClick={() => showReceipt(transaction.transactionId)}
                >
                  {t('payments.receipt')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
