import type { Mail } from '../mail/mail.module';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The notice to a member's old address when the studio changed their e-mail: what it became, and whom
 * to tell if they did not ask for it.
 */
export function emailChangedNotice(publicUrl: string, oldEmail: string, newEmail: string): Mail {
  const site = new URL(publicUrl).host;
  const intro = `The studio changed the e-mail of your account at ${site} to ${newEmail}.`;
  const warning = 'If you did not ask for this, reply to this e-mail or contact the studio at once.';
  return {
    to: oldEmail,
    subject: 'Your e-mail was changed',
    text: [intro, '', warning].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(warning)}</p>`,
  };
}
