import { sessionCookies } from './access';

/**
 * Whether a request carries a session cookie, valid or not. The cookie is HttpOnly: the site settings
 * tell the web app, which then knows a visitor without one is signed out without asking.
 */
export const hasSessionCookie = (cookieHeader: string | undefined) =>
  sessionCookies(cookieHeader) !== undefined;
