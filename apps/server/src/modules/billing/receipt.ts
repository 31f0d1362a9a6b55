import { formatMoney, formatReceiptDate, taxPercentLabel } from '@releve/contracts';
import type { Mail } from '../mail/mail.module';
import type { PaymentRow } from './payments.repository';

/** What a receipt shows of one payment (§7 receipt). */
export interface ReceiptFacts {
  studioName: string;
  payment: PaymentRow;
  offerTitle: string;
  taxRate: number;
  /** The card charged; null when the provider named none (a PayPal payment, an older record). */
  card: { brand: string; last4: string } | null;
  /** Who paid, as the account says now. */
  buyer: { name: string; email: string };
  /** The reader's time zone, when known (the page asks the browser's); otherwise the date says UTC. */
  timeZone?: string;
}

/**
 * The receipt's stylesheet, a file of its own: the site's CSP allows only same-origin styles, and a
 * receipt written into a new window keeps the opener's policy.
 */
export const RECEIPT_STYLES_PATH = '/api/billing/receipt.css';
export const RECEIPT_STYLES = `body { font-family: system-ui, sans-serif; color: #1a1a1a; margin: 2rem auto; max-width: 36rem; padding: 0 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.5rem 0; border-bottom: 1px solid #ddd; vertical-align: top; }
th { font-weight: 600; padding-right: 1rem; white-space: nowrap; }
td { overflow-wrap: anywhere; }
`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** "visa" reads "Visa": providers name brands in lower case. */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The receipt's lines, in the order shown: label and value. */
export function receiptLines(facts: ReceiptFacts): [string, string][] {
  const { payment, offerTitle, taxRate, timeZone, card, buyer } = facts;
  // Prices include tax (§9): the tax is the part of the amount its rate accounts for.
  const tax = Math.round(payment.amount - payment.amount / (1 + taxRate));
  const method = payment.method === 'card' ? 'Card' : payment.method;
  return [
    ['Item', offerTitle],
    ['Amount', formatMoney(payment.amount, payment.currency)],
    ['Tax included', formatMoney(tax, payment.currency)],
    // §9: tax shown as a rounded percent, where there is tax.
    ...(taxRate > 0 ? [['Tax rate', taxPercentLabel(taxRate)] as [string, string]] : []),
    ['Payment method', card ? `${brandName(card.brand)} ending in ${card.last4}` : method],
    ...(buyer.name ? [['Billed to', buyer.name] as [string, string]] : []),
    ['E-mail', buyer.email],
    [
      'Date',
      timeZone
        ? formatReceiptDate(payment.createdAt, timeZone)
        : `${formatReceiptDate(payment.createdAt)} UTC`,
    ],
    ['Transaction', payment.id],
  ];
}

/** GET /api/billing/transactions/{id}/receipt: a page of its own, opened in a new window. */
export function receiptPage(facts: ReceiptFacts): string {
  const rows = receiptLines(facts)
    .map(
      ([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const title = `Receipt – ${escapeHtml(facts.studioName)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${RECEIPT_STYLES_PATH}">
</head>
<body>
<main>
<h1>${escapeHtml(facts.studioName)}</h1>
<p>Receipt${facts.payment.status === 'succeeded' ? '' : ` (${escapeHtml(facts.payment.status)})`}</p>
<table>
${rows}
</table>
</main>
</body>
</html>
`;
}

/** Sent after every payment (a checkout or a renewal), once its fulfilment has committed. */
export function receiptMail(to: string, facts: ReceiptFacts, receiptUrl: string): Mail {
  return {
    to,
    subject: `Your ${facts.studioName} receipt: ${facts.offerTitle}`,
    text: [
      `Thank you for your payment to ${facts.studioName}.`,
      '',
      ...receiptLines(facts).map(([label, value]) => `${label}: ${value}`),
      '',
      `Your receipt: ${receiptUrl}`,
    ].join('\n'),
  };
}
