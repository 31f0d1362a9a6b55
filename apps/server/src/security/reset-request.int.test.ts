import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../modules/mail/mail.module';
import { registerUser, TEST_PASSWORD } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Issue 12, item 5: a reset request answers every address the same, before any mail is sent, so
 * neither its time nor a mail failure tells which addresses have accounts.
 */
let t: TestApp;
let release: () => void = () => {};
let failing = false;
const sent: Mail[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      mailer: {
        async send(mail) {
          if (failing) throw new Error('SMTP server refused the connection');
          // Other mail (an address confirmation, decision 027) is not what this test holds.
          if (mail.subject === 'Confirm your e-mail address') return;
          // Held until the test lets it go: the answer must not wait for it.
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          sent.push(mail);
        },
        async close() {},
      },
    },
  );
  await registerUser(t.app, 'known@example.test', TEST_PASSWORD, '10.14.0.1');
});
afterAll(async () => {
  release();
  await t.close();
});

let count = 0;
const requestReset = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    remoteAddress: `10.14.1.${++count}`,
    headers: { origin: 'http://localhost:3000' },
    payload: { email },
  });

describe('password reset requests', () => {
  it('answer a known address before its mail is sent, exactly as an unknown one', async () => {
    const known = await requestReset('known@example.test');
    const unknown = await requestReset('unknown@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-type']).toBe(unknown.headers['content-type']);
    // The known address's mail is still held by the mailer: the answer did not wait for it.
    expect(sent).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.map((mail) => mail.to)).toEqual(['known@example.test']);
  });

  it('never answer 500 when sending the mail fails, which only a known address could cause', async () => {
    failing = true;
    const known = await requestReset('known@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe((await requestReset('unknown2@example.test')).body);
  });
});
