import { linkSignerOf } from '../modules/accounts/accounts.module';
import { NEWSLETTER_LINK_PURPOSE, newsletterLink } from '../modules/billing/billing.module';

/**
 * The newsletter's link for `email`, as `npm run admin -- newsletter-link` prints it for a server whose
 * data folder is `dataDir` (browser tests, which run beside that server).
 */
export function newsletterLinkFor(dataDir: string, email: string): string {
  const signer = linkSignerOf({ DATA_DIR: dataDir, AUTH_SECRET: undefined }, NEWSLETTER_LINK_PURPOSE);
  const link = new URL(newsletterLink('http://localhost', signer, email));
  return `${link.pathname}${link.search}`;
}
