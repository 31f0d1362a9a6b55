import { billingPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { readOutbox } from '../mail/testing/outbox';
import { buy, card, createBillingTestApp, origin, registerUser } from './testing/billing-test-app';

/*
 * Issue 31, item 18: a receipt (the page the payments page opens, and the e-mail) names the card charged
 * (brand and last 4), the buyer (name and e-mail), and the tax rate where there is tax.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const call = (member: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: member.cookie, ...origin },
    ...(payload ? { payload } : {}),
  });

async function receiptMails(address: string, count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = (await readOutbox(t.dataDir)).filter(
      (mail) => mail.to === address && mail.subject.includes('receipt'),
    );
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const named = (userId: string, firstName: string, lastName: string) =>
  t.database.db.update(schema.user).set({ firstName, lastName }).where(eq(schema.user.id, userId));

describe('receipts', () => {
  it('name the card, the buyer and the tax rate of a taxed purchase', async () => {
    const address = 'odette.receipt@example.test';
    const odette = await registerUser(t.app, address);
    await named(odette.userId, 'Odette', 'Swan');
    await t.database.db.update(schema.offer).set({ taxRate: 0.08 }).where(eq(schema.offer.key, 'day-pass'));
    try {
      await buy(t, odette, { key: 'day-pass' });
      const [transaction] = (await call(odette, 'GET', billingPaths.transactions)).json();
      const page = (await call(odette, 'GET', billingPaths.receipt(transaction.transactionId))).body;
      expect(page).toContain('<th scope="row">Payment method</th><td>Visa ending in 4242</td>');
      expect(page).toContain('<th scope="row">Billed to</th><td>Odette Swan</td>');
      expect(page).toContain(`<th scope="row">E-mail</th><td>${address}</td>`);
      expect(page).toContain('<th scope="row">Tax rate</th><td>8%</td>');
      expect(page).toContain('<th scope="row">Tax included</th><td>$1.11</td>');

      const [mail] = await receiptMails(address, 1);
      expect(mail?.text).toContain('Payment method: Visa ending in 4242');
      expect(mail?.text).toContain('Billed to: Odette Swan');
      expect(mail?.text).toContain(`E-mail: ${address}`);
      expect(mail?.text).toContain('Tax rate: 8%');
    } finally {
      await t.database.db.update(schema.offer).set({ taxRate: 0 }).where(eq(schema.offer.key, 'day-pass'));
    }
  });

  it('say no tax rate without tax, and a renewal names the card it charged, not the one before', async () => {
    const address = 'siegfried.receipt@example.test';
    const member = await registerUser(t.app, address);
    await buy(t, member, { key: 'on-demand' });
    const periodEnd = (await call(member, 'GET', billingPaths.subscription)).json().expiresAt;
    const changed = await call(member, 'POST', billingPaths.paymentMethod, card('5555555555554444'));
    expect(changed.json()).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await t.app.billing.renewSandboxSubscriptions(new Date(Date.parse(periodEnd) + DAY_MS));

    const [renewal, first] = (await call(member, 'GET', billingPaths.transactions)).json();
    const renewalPage = (await call(member, 'GET', billingPaths.receipt(renewal.transactionId))).body;
    const firstPage = (await call(member, 'GET', billingPaths.receipt(first.transactionId))).body;
    expect(renewalPage).toContain('<td>Mastercard ending in 4444</td>');
    expect(firstPage).toContain('<td>Visa ending in 4242</td>');
    expect(firstPage).not.toContain('Tax rate');
    // No name given: the receipt names the buyer by e-mail alone.
    expect(firstPage).not.toContain('Billed to');
    expect(firstPage).toContain(`<th scope="row">E-mail</th><td>${address}</td>`);
    const mails = await receiptMails(address, 2);
    expect(mails.map((mail) => mail.text.match(/Payment method: (.+)/)?.[1]).sort()).toEqual([
      'Mastercard ending in 4444',
      'Visa ending in 4242',
    ]);
  });
});
