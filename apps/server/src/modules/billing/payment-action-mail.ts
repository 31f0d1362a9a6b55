import { formatMoney } from '@releve/contracts';
import type { Mail } from '../mail/mail.module';

/** Told when a renewal waits for the member's bank (3-D Secure): the provider's page to confirm it. */
export function paymentActionMail(
  to: string,
  offerTitle: string,
  amount: number,
  currency: string,
  url: string,
): Mail {
  return {
    to,
    subject: `Please confirm your ${offerTitle} payment`,
    text: [
      `Your bank asks you to confirm the ${formatMoney(amount, currency)} payment that renews your ${offerTitle} membership.`,
      '',
      `Confirm it here: ${url}`,
      '',
      'Until it is confirmed, the renewal is not paid.',
    ].join('\n'),
  };
}
