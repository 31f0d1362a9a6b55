import { describe, expect, it } from 'vitest';
import { secretsIn } from './log-secrets';

const sessionId = `cs_sbx_${'a1B2'.repeat(8)}`;
const calendarToken = 'Zx9'.repeat(10).concat('ab');

describe('the e2e log scan', () => {
  it('finds each kind of secret in a log line, and says where', () => {
    const log = [
      '{"level":30,"msg":"incoming request","req":{"url":"/api/healthz"}}',
      `{"level":30,"req":{"url":"/checkout/sandbox/${sessionId}"}}`,
      `{"level":30,"req":{"url":"/api/calendar/${calendarToken}.ics"}}`,
      '{"level":30,"req":{"url":"/media/play/eyJhbGciOi.sig/master.m3u8"}}',
      '{"level":30,"req":{"url":"/api/auth/verify-email?token=abc&callbackURL=%2F"}}',
    ].join('\n');
    expect(secretsIn('server.log', log).map((found) => [found.line, found.kind])).toEqual([
      [2, 'sandbox checkout session id'],
      [3, 'calendar feed token'],
      [4, 'playback token'],
      [5, 'token in a query'],
    ]);
  });

  it('passes lines the server redacted', () => {
    const log = [
      '{"req":{"url":"/checkout/sandbox/[redacted]"}}',
      '{"req":{"url":"/api/calendar/[redacted]"}}',
      '{"req":{"url":"/media/play/[redacted]/master.m3u8"}}',
      '{"req":{"url":"/?u=reset-password&resetPasswordToken=[redacted]"}}',
    ].join('\n');
    expect(secretsIn('server.log', log)).toEqual([]);
  });
});
