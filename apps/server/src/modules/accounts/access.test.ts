import { describe, expect, it } from 'vitest';
import { sessionCookies, sessionTokenOf } from './access';

describe('session cookies', () => {
  it('keys a request by every session cookie it carries, whole, and by nothing else', () => {
    expect(sessionCookies('theme=dark; releve.session_token=abc.sig; other=1')).toBe(
      'releve.session_token=abc.sig',
    );
    // Both names at once (a forged second one must not let two sessions share a key).
    expect(sessionCookies('releve.session_token=abc.sig;__Secure-releve.session_token=xyz.sig')).toBe(
      'releve.session_token=abc.sig; __Secure-releve.session_token=xyz.sig',
    );
    expect(sessionCookies('xreleve.session_token=abc.sig')).toBeUndefined();
    expect(sessionCookies(undefined)).toBeUndefined();
  });

  it('reads the token inside the signed cookie', () => {
    expect(sessionTokenOf('a=1; releve.session_token=tok%2Ben.sig')).toBe('tok+en');
    expect(sessionTokenOf('a=1')).toBeUndefined();
  });
});
