import type { LinkSigner } from '../../../config/signed-links';

/** The purpose the newsletter links are signed for (their key is derived from the server's secret). */
export const NEWSLETTER_LINK_PURPOSE = 'newsletter-pass';

/** What a newsletter link's token signs: the reader's e-mail, as one spelling. */
export const newsletterLinkSubject = (email: string) => email.trim().toLowerCase();

/**
 * The link the studio's newsletter sends a reader (§2's /newsletter with its e-mail), carrying the
 * server's signature of that e-mail (decision 027): `npm run admin -- newsletter-link <email>...`.
 */
export function newsletterLink(publicUrl: string, signer: LinkSigner, email: string): string {
  const link = new URL('/newsletter', publicUrl);
  link.searchParams.set('email', email.trim());
  link.searchParams.set('token', signer.sign(newsletterLinkSubject(email)));
  return link.toString();
}
