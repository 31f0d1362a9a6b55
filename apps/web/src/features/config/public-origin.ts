import { readSession, writeSession } from '../../lib/storage';

/** Set on the tab's first trip to the studio's address, so a trip that came back here goes no further. */
const SENT_KEY = 'sent-to-public-origin';

/**
 * A visitor who reached the site by another name than PUBLIC_URL's (an address of the machine, an old
 * domain) is sent to the same page there: the server takes calls from that origin only, so here every
 * sign-in and checkout would be refused. The browser's own address decides, never a Host header (a
 * reverse proxy may rewrite that). Once per tab: should the studio's address send the visitor back (a
 * PUBLIC_URL that does not match the proxy), they stay rather than bounce between the two.
 * Answers whether the browser is leaving.
 */
export function sendToPublicOrigin(
  publicOrigin: string | null,
  location: Location = window.location,
): boolean {
  if (!publicOrigin || location.origin === publicOrigin || readSession(SENT_KEY)) return false;
  writeSession(SENT_KEY, publicOrigin);
  location.replace(`${publicOrigin}${location.pathname}${location.search}${location.hash}`);
  return true;
}
