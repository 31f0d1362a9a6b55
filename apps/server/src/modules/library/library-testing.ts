import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';

/** A registered member (an on-demand product for 30 days), signed in. */
export async function registerMember(t: TestApp, email: string): Promise<SignedIn> {
  const signedIn = await registerUser(t.app, email);
  await t.app.membership.grant(signedIn.userId, { type: 'on-demand', days: 30, source: 'test' });
  return signedIn;
}

/** Calls the API as someone (or anonymously) and parses the answer. */
export async function call(
  t: TestApp,
  who: SignedIn | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined, res };
}

/** Lets the clock move on, so rows written one after the other have distinct times. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
