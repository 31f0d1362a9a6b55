import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs what a link names (the newsletter's e-mail) with a key derived from the server's secret for one
 * purpose, so a link made for one purpose proves nothing for another, and nobody without the secret can
 * make or alter one (decision 027).
 */
export interface LinkSigner {
  /** The token a link carries for `subject`. */
  sign(subject: string): string;
  /** Whether `token` is this server's signature of `subject` (compared in constant time). */
  verify(subject: string, token: string): boolean;
}

export function createLinkSigner(secret: string, purpose: string): LinkSigner {
  const key = createHmac('sha256', secret).update(`releve-link:${purpose}`).digest();
  const sign = (subject: string) => createHmac('sha256', key).update(subject).digest('base64url');
  return {
    sign,
    verify(subject, token) {
      const expected = Buffer.from(sign(subject));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
