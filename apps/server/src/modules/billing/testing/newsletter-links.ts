import { loadAuthSecret } from '../../../config/auth-secret';
import { createLinkSigner } from '../../../config/signed-links';
import { NEWSLETTER_LINK_PURPOSE, newsletterLink } from '../promotions/newsletter-links';

/**
 * The newsletter's link for `email`, as `npm run admin -- newsletter-link` prints it for a server whose
 * data folder is `dataDir` (browser tests, which run beside that server).
 */
export function newsletterLinkFor(dataDir: string, email: string): string {
  const signer = createLinkSigner(loadAuthSecret(dataDir, undefined), NEWSLETTER_LINK_PURPOSE);
  const link = new URL(newsletterLink('http://localhost', signer, email));
  return `${link.pathname}${link.search}`;
}
