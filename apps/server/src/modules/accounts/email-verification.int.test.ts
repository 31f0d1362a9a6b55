import { createHmac } from 'node:crypto';
import { apiPaths, emailChangeMessages, emailVerificationMessages } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmail,
  openVerificationLink,
  REQUIRED_CONSENTS,
  registerUser,
  type SignedIn,
  TEST_PASSWORD,
  verificationTokenOf,
} from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { latestMailTo } from '../mail/testing/outbox';

/*
 * E-mail addresses are confirmed (issue 31 item 7, decision 027): sign-up e-mails a link, the link's
 * page confirms the address, a new address takes effect only once confirmed, a new link can be asked
 * for (a few an hour), and none of better-auth's endpoints, called directly, confirms an address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = { origin: 'http://localhost:3000' };
const profileOf = async (member: SignedIn) =>
  (await t.app.inject({ url: '/api/users/me', headers: { cookie: member.cookie } })).json().user;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...origin, ...(cookie ? { cookie } : {}) }, payload });

/** A token shaped like better-auth's (HS256 JWT) but signed with another secret. */
function forgedToken(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ email, exp: Math.floor(Date.now() / 1000) + 3600 })}`;
  return `${body}.${createHmac('sha256', 'not-the-server-secret').update(body).digest('base64url')}`;
}

describe('confirming an e-mail address', () => {
  it('sign-up e-mails a link; the account is unconfirmed until the link is opened, then confirmed', async () => {
    const member = await registerUser(t.app, 'odile.verify@example.test');
    const mail = await latestMailTo(t.dataDir, 'odile.verify@example.test');
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(mail?.text).toMatch(/^http:\/\/localhost:3000\/\?u=verify-email&token=[\w.-]+$/m);
    expect(await profileOf(member)).toMatchObject({ emailVerified: false });

    const opened = await openVerificationLink(
      t.app,
      await verificationTokenOf(t.dataDir, 'odile.verify@example.test'),
    );
    expect(opened.statusCode).toBe(200);
    expect(await profileOf(member)).toMatchObject({ emailVerified: true });
  });

  it('better-auth endpoints called directly cannot confirm an address', async () => {
    const email = 'siegfried.verify@example.test';
    // Sign-up does not take the flag.
    const flagged = await post('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: '',
      consents: REQUIRED_CONSENTS,
      emailVerified: true,
    });
    expect(flagged.statusCode).toBe(400);
    const member = await registerUser(t.app, email);
    // A token signed with another secret, an altered one, and a redirect are refused.
    expect((await openVerificationLink(t.app, forgedToken(email))).statusCode).toBe(401);
    const real = await verificationTokenOf(t.dataDir, email);
    expect((await openVerificationLink(t.app, `${real.slice(0, -2)}xx`)).statusCode).toBe(401);
    const redirected = await t.app.inject({
      url: `/api/auth/verify-email?token=${real}&callbackURL=https://elsewhere.example`,
    });
    expect(redirected.statusCode).toBe(400);
    // better-auth's other ways to a confirmed address are not reachable.
    for (const [path, body] of [
      ['/api/auth/send-verification-email', { email }],
      ['/api/auth/change-email', { newEmail: 'other.verify@example.test' }],
      ['/api/auth/update-user', { emailVerified: true }],
    ] as const) {
      expect((await post(path, body, member.cookie)).statusCode).toBe(404);
    }
    expect(await profileOf(member)).toMatchObject({ emailVerified: false });
  });

  it('a new link can be asked for, a few an hour; none once confirmed', async () => {
    const email = 'rothbart.verify@example.test';
    const member = await registerUser(t.app, email);
    const first = await latestMailTo(t.dataDir, email);
    const resent = await post(apiPaths.emailVerification, {}, member.cookie);
    expect(resent.statusCode).toBe(200);
    expect((await latestMailTo(t.dataDir, email))?.file).not.toBe(first?.file);
    for (let i = 0; i < 4; i++)
      expect((await post(apiPaths.emailVerification, {}, member.cookie)).statusCode).toBe(200);
    const over = await post(apiPaths.emailVerification, {}, member.cookie);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    await confirmEmail(t.app, t.dataDir, email);
    const done = await post(apiPaths.emailVerification, {}, member.cookie);
    expect([done.statusCode, done.json().message]).toEqual([409, emailVerificationMessages.alreadyVerified]);
  });

  it('a new address takes effect when the link sent to it is opened, and is then confirmed', async () => {
    const email = 'benno.verify@example.test';
    const member = await registerUser(t.app, email);
    await confirmEmail(t.app, t.dataDir, email);
    const changed = await post(
      '/api/users/me/email',
      { email: 'benno.new@example.test', confirmationPassword: TEST_PASSWORD },
      member.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user: { email }, pendingEmail: 'benno.new@example.test' });
    expect(await profileOf(member)).toMatchObject({ email, emailVerified: true });

    const token = await verificationTokenOf(t.dataDir, 'benno.new@example.test');
    expect((await openVerificationLink(t.app, token)).statusCode).toBe(200);
    expect(await profileOf(member)).toMatchObject({ email: 'benno.new@example.test', emailVerified: true });

    // An unconfirmed member's new address is confirmed by its link too.
    const other = await registerUser(t.app, 'wolfgang.verify@example.test');
    await post(
      '/api/users/me/email',
      { email: 'wolfgang.new@example.test', confirmationPassword: TEST_PASSWORD },
      other.cookie,
    );
    expect(await profileOf(other)).toMatchObject({
      email: 'wolfgang.verify@example.test',
      emailVerified: false,
    });
    await confirmEmail(t.app, t.dataDir, 'wolfgang.new@example.test');
    expect(await profileOf(other)).toMatchObject({ email: 'wolfgang.new@example.test', emailVerified: true });

    // Someone else's address is still refused with the spec's message.
    const taken = await post(
      '/api/users/me/email',
      { email: 'benno.new@example.test', confirmationPassword: TEST_PASSWORD },
      other.cookie,
    );
    expect([taken.statusCode, taken.json().message]).toEqual([409, emailChangeMessages.emailTaken]);
  });
});
