import { createTestDatabase } from '@releve/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { serializeError } from '../plugins/log-redaction';
import { registerUser, TEST_PASSWORD } from '../testing/accounts';
import { buildLoggingApp, createTestApp } from '../testing/test-app';

/** Issue 12, item 8: reset tokens, playback tokens, cookies and SQL parameters never reach the logs. */
const lines: string[] = [];
let app: App;
let close: () => Promise<void>;
beforeAll(async () => {
  // A test app for its data folder and web build, and a second server on its database that logs.
  const t = await createTestApp();
  const database = await createTestDatabase('logs');
  app = await buildLoggingApp(t, database, lines);
  close = async () => {
    await app.close();
    await database.close();
    await t.close();
  };
});
afterAll(() => close());

describe('logs', () => {
  it('keep no token, cookie or e-mail of a request', async () => {
    const member = await registerUser(app, 'logged@example.test', TEST_PASSWORD, '10.18.0.1');
    await app.inject({
      url: '/?u=reset-password&resetPasswordToken=RESET-SECRET-1',
      headers: { cookie: member.cookie },
    });
    await app.inject({ url: '/account-connect?e=logged%40example.test&x=CLAIM-SECRET-2' });
    await app.inject({ url: '/media/play/PLAY-SECRET-3/index.m3u8' });
    await app.inject({ url: '/api/auth/callback/google?code=OAUTH-SECRET-4&state=STATE-SECRET-5' });
    const logged = lines.join('');
    expect(logged).toContain('/media/play/[redacted]/index.m3u8');
    expect(logged).toContain('resetPasswordToken=[redacted]');
    for (const secret of [
      'RESET-SECRET-1',
      'CLAIM-SECRET-2',
      'PLAY-SECRET-3',
      'OAUTH-SECRET-4',
      'STATE-SECRET-5',
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain('logged%40example.test');
    expect(logged).not.toContain(member.cookie.split('=')[1]?.split(';')[0]);
  });

  it('keep no secret of any route kind: calendar feeds, sandbox sessions, their pages (issue 31, item 22)', async () => {
    const calendarToken = 'CALENDARxSECRETx6789012345678901';
    const sessionId = `cs_sbx_${'S'.repeat(12)}SESSIONxSECRETx12345`;
    const visits = [
      `/api/calendar/${calendarToken}.ics`,
      `/api/sandbox/sessions/${sessionId}`,
      `/checkout/sandbox/${sessionId}`,
      `/checkout/sandbox/${encodeURIComponent(sessionId)}?from=email`,
      `/api/auth/reset-password/RESETxPATHxSECRET?callbackURL=%2F`,
      `/api/auth/verify-email?token=VERIFYxSECRET&callbackURL=%2F`,
    ];
    for (const url of visits) await app.inject({ url });
    await app.inject({ method: 'POST', url: `/api/sandbox/sessions/${sessionId}/pay`, payload: {} });
    // Whatever a module logs: the last step of every line takes known secrets out.
    app.log.info(
      { checkoutUrl: `http://localhost:3000/checkout/sandbox/${sessionId}`, sessionId },
      'a module logged a checkout',
    );
    const logged = lines.join('');
    expect(logged).toContain('/api/calendar/[redacted]');
    expect(logged).toContain('/checkout/sandbox/[redacted]');
    expect(logged).toContain('/api/sandbox/sessions/[redacted]/pay');
    for (const secret of [calendarToken, sessionId, 'SESSIONxSECRET', 'RESETxPATHxSECRET', 'VERIFYxSECRET']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('keep the SQL of a failed query but not its parameters', () => {
    const failed = new Error(
      'Failed query: update "user" set "email" = $1 where "id" = $2\nparams: ana@example.test,u1',
    );
    failed.cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const serialized = JSON.stringify(serializeError(failed));
    expect(serialized).toContain('update \\"user\\" set \\"email\\" = $1');
    expect(serialized).toContain('23505');
    expect(serialized).not.toContain('ana@example.test');
  });
});
