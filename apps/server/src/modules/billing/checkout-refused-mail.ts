import type { Mail } from '../mail/mail.module';

/**
 * Told when a payment arrived for an order no longer allowed (decision 026: a second subscription, a
 * second trial, a promotion for new customers): what happened, and that the money goes back.
 */
export function checkoutRefusedMail(
  publicUrl: string,
  to: string,
  facts: { studioName: string; offerTitle: string; message: string },
): Mail {
  const link = new URL('/u/payments', publicUrl).toString();
  return {
    to,
    subject: `Your ${facts.offerTitle} checkout was refunded`,
    text: [
      `Thank you for your order of ${facts.offerTitle}.`,
      '',
      facts.message,
      'A refund can take a few days to show on your statement.',
      '',
      `Your memberships and payments are at ${link}`,
      '',
      `${facts.studioName}`,
    ].join('\n'),
  };
}
