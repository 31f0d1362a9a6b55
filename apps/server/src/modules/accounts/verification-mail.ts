import type { Mail } from '../mail/mail.module';
import { VERIFICATION_TOKEN_SECONDS } from './auth';

const hours = VERIFICATION_TOKEN_SECONDS / 3600;
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The page of the link: the account dialog's verify-email view, which asks the server to check it. */
export function verificationLink(publicUrl: string, token: string): string {
  const link = new URL('/', publicUrl);
  link.searchParams.set('u', 'verify-email');
  link.searchParams.set('token', token);
  return link.toString();
}

/** The e-mail that confirms an address: after sign-up, on request, or for a new address (decision 027). */
export function verificationMail(publicUrl: string, email: string, token: string): Mail {
  const href = verificationLink(publicUrl, token);
  const intro = 'Please confirm that this is your e-mail address.';
  const waits =
    'Until you do, the newsletter pass and promotion gifts wait for it; everything else works already.';
  return {
    to: email,
    subject: 'Confirm your e-mail address',
    text: [
      intro,
      '',
      `Confirm it here (the link works for ${hours} hours):`,
      href,
      '',
      waits,
      'If you did not ask for it, ignore this e-mail: nothing changes.',
    ].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(href)}">Confirm your e-mail address</a> (the link works for ${hours} hours).</p><p>${escapeHtml(waits)}</p><p>If you did not ask for it, ignore this e-mail: nothing changes.</p>`,
  };
}
