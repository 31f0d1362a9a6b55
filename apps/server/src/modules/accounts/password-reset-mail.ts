import type { Mail } from '../mail/mail.module';
import { RESET_TOKEN_SECONDS } from './auth';

const minutes = RESET_TOKEN_SECONDS / 60;
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The e-mail with a single-use, 10-minute token: a password reset for members who have a
 * password, or, for members imported from another platform who never set one, an invitation
 * to claim their account on the account-connect page.
 */
export function passwordResetMail(
  publicUrl: string,
  user: { email: string; hasPassword: boolean },
  token: string,
): Mail {
  const link = new URL(user.hasPassword ? '/' : '/account-connect', publicUrl);
  if (user.hasPassword) {
    link.searchParams.set('u', 'reset-password');
    link.searchParams.set('resetPasswordToken', token);
  } else {
    link.searchParams.set('e', user.email);
    link.searchParams.set('x', token);
  }
  const href = link.toString();
  const [subject, intro, action] = user.hasPassword
    ? ['Reset your password', 'Someone asked to reset the password of your account.', 'Choose a new password']
    : [
        'Claim your account',
        'Your membership has moved here. Choose a password to claim your account.',
        'Claim your account',
      ];
  return {
    to: user.email,
    subject,
    text: [
      intro,
      '',
      `${action} here (the link works once, for ${minutes} minutes):`,
      href,
      '',
      'If it was not you, ignore this e-mail: nothing changes.',
    ].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(href)}">${escapeHtml(action)}</a> (the link works once, for ${minutes} minutes).</p><p>If it was not you, ignore this e-mail: nothing changes.</p>`,
  };
}
