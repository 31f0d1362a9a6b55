import type { App } from '../app';

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
