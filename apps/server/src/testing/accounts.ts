import type { App } from '../app';
import { latestMailTo } from '../modules/mail/testing/outbox';

export const TEST_PASSWORD = 'plie-2026-ok';

export interface SignedIn {
  userId: string;
  cookie: string;
}

/** The session cookie from a better-auth answer, ready for the next request's Cookie header. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((c) => c.split(';')[0]).join('; ');
}

/** The consents the default site config requires at registration. */
export const REQUIRED_CONSENTS = { terms: true };

/** Registers through the real sign-up endpoint and returns the signed-in session. */
export async function registerUser(
  app: App,
  email: string,
  password = TEST_PASSWORD,
  remoteAddress?: string,
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password, name: '', consents: REQUIRED_CONSENTS },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { userId: res.json().user.id, cookie: sessionCookie(res.headers['set-cookie']) };
}

export async function signIn(app: App, email: string, password = TEST_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password },
  });
}

/** The token of the newest confirmation link e-mailed to `email` (sign-up sends one). */
export async function verificationTokenOf(dataDir: string, email: string): Promise<string> {
  const mail = await latestMailTo(dataDir, email);
  const link = mail?.text.match(/https?:\/\/\S*u=verify-email\S*/)?.[0];
  const token = link && new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no confirmation link was e-mailed to ${email}`);
  return token;
}

/** Opens the confirmation link e-mailed to `email`, as its page does; better-auth's answer. */
export function openVerificationLink(app: App, token: string) {
  return app.inject({ url: `/api/auth/verify-email?token=${encodeURIComponent(token)}` });
}

/** Confirms the member's address through the link sign-up e-mailed (decision 027). */
export async function confirmEmail(app: App, dataDir: string, email: string): Promise<void> {
  const res = await openVerificationLink(app, await verificationTokenOf(dataDir, email));
  if (res.statusCode !== 200) throw new Error(`confirmation failed: ${res.statusCode} ${res.body}`);
}
