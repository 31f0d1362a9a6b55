import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, registerUser, type SignedIn, signIn, TEST_PASSWORD } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';

const URL_PATH = '/api/users/me/email';

let t: TestApp;
let ana: SignedIn;
let ben: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  ana = await registerUser(t.app, 'ana@example.test');
  ben = await registerUser(t.app, 'ben@example.test');
});
afterAll(() => t.close());

const changeEmail = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: URL_PATH,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });

const emailOf = async (userId: string) =>
  (await t.database.db.select().from(schema.user).where(eq(schema.user.id, userId)))[0]?.email;

describe('POST /api/users/me/email', () => {
  it('refuses anonymous callers before looking at the body', async () => {
    const res = await changeEmail(undefined, { email: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Not logged in');
  });

  it('refuses an invalid address with the spec message alone', async () => {
    for (const email of ['not-an-email', '', `${'x'.repeat(250)}@example.test`]) {
      const res = await changeEmail(ana.cookie, { email, confirmationPassword: TEST_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'Please enter a valid e-mail address.' });
    }
    const missing = await changeEmail(ana.cookie, { confirmationPassword: TEST_PASSWORD });
    expect(missing.json().message).toBe('Please enter a valid e-mail address.');
  });

  it('asks for the password', async () => {
    const res = await changeEmail(ana.cookie, { email: 'ana.new@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('confirmationPassword is required');
  });

  it('refuses a wrong password and keeps the address', async () => {
    const res = await changeEmail(ana.cookie, {
      email: 'ana.new@example.test',
      confirmationPassword: 'not-my-password-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid confirmationPassword');
    expect(await emailOf(ana.userId)).toBe('ana@example.test');
  });

  it("refuses another member's address with 409, whatever its case", async () => {
    const res = await changeEmail(ana.cookie, {
      email: 'BEN@Example.test',
      confirmationPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Customer email already exists');
    expect(await emailOf(ana.userId)).toBe('ana@example.test');
  });

  it('changes the address (lowercased) once the link sent to it is opened, and the member signs in with it', async () => {
    const res = await changeEmail(ana.cookie, {
      email: '  Ana.Pavlova@Example.TEST ',
      confirmationPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    // Decision 027: nothing changes until the new address is confirmed.
    expect(res.json()).toMatchObject({
      user: { id: ana.userId, email: 'ana@example.test' },
      pendingEmail: 'ana.pavlova@example.test',
    });
    expect(await emailOf(ana.userId)).toBe('ana@example.test');
    await confirmEmail(t.app, t.dataDir, 'ana.pavlova@example.test');
    expect(await emailOf(ana.userId)).toBe('ana.pavlova@example.test');

    expect((await signIn(t.app, 'ana@example.test')).statusCode).toBe(401);
    expect((await signIn(t.app, 'ana.pavlova@example.test')).statusCode).toBe(200);
    // The session it was changed with goes on.
    const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: ana.cookie } });
    expect(me.json().user.email).toBe('ana.pavlova@example.test');
  });

  it('accepts the current address again as a no-op', async () => {
    const res = await changeEmail(ben.cookie, {
      email: 'ben@example.test',
      confirmationPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('ben@example.test');
  });

  it('stops answering after 10 attempts within 15 minutes', async () => {
    const carl = await registerUser(t.app, 'carl@example.test');
    const wrong = { email: 'carl.new@example.test', confirmationPassword: 'wrong-password-1' };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await changeEmail(carl.cookie, wrong)).statusCode).toBe(400);
    }
    const blocked = await changeEmail(carl.cookie, { ...wrong, confirmationPassword: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(await emailOf(carl.userId)).toBe('carl@example.test');
  });
});
