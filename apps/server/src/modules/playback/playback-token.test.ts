import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLAYBACK_TOKEN_SECONDS } from '@releve/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPlaybackSecret, PlaybackTokens } from './playback-token';

const SECRET = 'a-playback-secret-of-at-least-32-characters';
let now = Date.parse('2026-05-01T12:00:00Z');
const tokens = new PlaybackTokens(SECRET, () => now);

/** Re-signs a hand-made payload with the real key (what a holder of the secret could do). */
const forge = (fields: unknown[]) => {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  const signer = tokens as unknown as { sign(payload: string): string };
  return `${payload}.${signer.sign(payload)}`;
};

describe('PlaybackTokens', () => {
  it('issues a URL-safe token bound to the media and viewer, living 15 minutes', () => {
    const { token, expiresAt } = tokens.issue('barre001', 'u:user-1');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe(now / 1000 + PLAYBACK_TOKEN_SECONDS);
    expect(tokens.verify(token)).toEqual({
      ok: true,
      grant: { mediaId: 'barre001', viewerId: 'u:user-1', expiresAt },
    });
  });

  it('expires at the 15-minute mark exactly', () => {
    const issuedAt = now;
    const { token } = tokens.issue('barre001', 'u:user-1');
    now = issuedAt + PLAYBACK_TOKEN_SECONDS * 1000 - 1;
    expect(tokens.verify(token).ok).toBe(true);
    now = issuedAt + PLAYBACK_TOKEN_SECONDS * 1000;
    expect(tokens.verify(token)).toEqual({ ok: false, problem: 'expired' });
    now = issuedAt;
  });

  it('refuses a token whose payload or signature was changed', () => {
    const { token } = tokens.issue('barre001', 'u:user-1');
    const [payload, signature] = token.split('.') as [string, string];
    const otherPayload = Buffer.from(JSON.stringify([1, 'barre002', 'u:user-1', now / 1000 + 600])).toString(
      'base64url',
    );
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      payload,
      `${token}.x`,
      `${payload}.${signature}=`,
      'x'.repeat(600),
      '',
    ]) {
      expect(tokens.verify(bad), bad).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('refuses tokens signed with another secret', () => {
    const other = new PlaybackTokens('another-secret-another-secret-another', () => now);
    expect(tokens.verify(other.issue('barre001', 'u:user-1').token).ok).toBe(false);
  });

  it('refuses well-signed payloads of the wrong shape or claiming a longer life', () => {
    const exp = now / 1000 + 60;
    expect(tokens.verify(forge([1, 'barre001', 'u:user-1', exp])).ok).toBe(true);
    expect(tokens.verify(forge([2, 'barre001', 'u:user-1', exp])).ok).toBe(false);
    expect(tokens.verify(forge([1, 7, 'u:user-1', exp])).ok).toBe(false);
    expect(tokens.verify(forge([1, 'barre001', 'u:user-1', `${exp}`])).ok).toBe(false);
    expect(tokens.verify(forge([1, 'barre001', 'u:user-1', exp, 'extra'])).ok).toBe(false);
    expect(tokens.verify(forge([1, 'barre001', 'u:user-1', now / 1000 + 24 * 3600])).ok).toBe(false);
  });
});

describe('loadPlaybackSecret', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'releve-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prefers the configured secret', () => {
    expect(loadPlaybackSecret(dir, SECRET)).toBe(SECRET);
  });

  it('generates one into the data folder on first start, owner-readable, and keeps it', () => {
    const first = loadPlaybackSecret(dir, undefined);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dir, 'playback-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadPlaybackSecret(dir, undefined)).toBe(first);
  });
});
