import type { Mail } from '../mail/mailer';
import { RESET_TOKEN_SECONDS } from './auth';

/** The reset e-mail: one link, valid once, for 10 minutes. */
export function passwordResetMail(to: string, link: string): Mail {
  const minutes = RESET_TOKEN_SECONDS / 60;
  return {
    to,
    subject: 'Reset your password',
    text: [
      'Someone asked to reset the password of your account.',
      '',
      `Choose a new password here (the link works once, for ${minutes} minutes):`,
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: `<p>Someone asked to reset the password of your account.</p><p><a href="${link.replaceAll('&', '&amp;')}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
  };
}
