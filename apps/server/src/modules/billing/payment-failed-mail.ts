import type { Mail } from '../mail/mail.module';

const dateText = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** Told when a renewal is declined: access lasts through the grace, and where to change the card. */
export function paymentFailedMail(
  publicUrl: string,
  to: string,
  offerTitle: string,
  graceUntil: Date,
  reason: string,
): Mail {
  const link = new URL('/u/payments', publicUrl).toString();
  return {
    to,
    subject: `Your ${offerTitle} payment didn't go through`,
    text: [
      `We couldn't renew your ${offerTitle} membership: ${reason}`,
      '',
      `We'll try your card again over the next days. Your access continues until ${dateText(graceUntil)};`,
      'if no payment goes through by then, it ends.',
      '',
      `To use another card, go to ${link}`,
    ].join('\n'),
  };
}
