import { HttpError } from '../../plugins/errors';

/**
 * A page of this site only, never an open redirect: a path (on the first origin, PUBLIC_URL's), or an
 * absolute URL on one of the site's origins (`allowedOriginsOf`: PUBLIC_URL alone when it is set;
 * without it localhost, 127.0.0.1 and [::1] on the server's port, one site). The request's Host header
 * never adds an origin. The message is for developers: the web app shows buyers words of its own.
 */
export function siteAddress(value: string, siteOrigins: readonly string[], field: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value, siteOrigins[0]);
  } catch {}
  if (!url || value.trim() === '' || !siteOrigins.some((origin) => new URL(origin).origin === url.origin)) {
    throw new HttpError(400, `Invalid request. ${field}: must be an address of this site`);
  }
  return url;
}
