import type { Mail } from '../../mail/mail.module';

/**
 * Told when a buyer's chosen gift went to another buyer moments before their payment landed (decision
 * 014): what they bought is theirs in full, and the studio knows from the order.
 */
export function giftMissedMail(
  to: string,
  facts: { studioName: string; giftTitle: string; promotionTitle: string },
  reason: 'sold-out' | 'per-account' = 'sold-out',
): Mail {
  const { studioName, giftTitle, promotionTitle } = facts;
  return {
    to,
    subject: `About your ${giftTitle}`,
    text: [
      `Thank you for your order in our ${promotionTitle}.`,
      '',
      ...(reason === 'sold-out'
        ? [
            `The last ${giftTitle} went to another dancer moments before your payment went through, so we could`,
            'not add it to your order. Everything you paid for is yours in full.',
          ]
        : [
            `Your account already has the ${giftTitle} of this promotion, and each account receives one, so we`,
            'did not add another to this order. Everything you paid for is yours in full.',
          ]),
      '',
      `${studioName} has your order and will be in touch about your gift. Reply to this e-mail with any`,
      'question.',
    ].join('\n'),
  };
}
