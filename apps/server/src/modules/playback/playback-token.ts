import { createHmac, timingSafeEqual } from 'node:crypto';
import { PLAYBACK_TOKEN_SECONDS } from '@releve/contracts';
import { loadSecretFile } from '../../config/secret-file';

/*
 * Playback tokens: `{payload}.{signature}`, both base64url, so a token is one URL path segment.
 * The payload is [version, mediaId, viewerId, expiry in seconds]; the signature is HMAC-SHA256 of the
 * payload text under the server's playback secret. See docs/decisions/005-playback-tokens.md.
 */

const VERSION = 1;
/** A token longer than this is not one of ours; checked before any decoding. */
const MAX_TOKEN_LENGTH = 512;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface PlaybackGrant {
  mediaId: string;
  /** `u:{userId}` for an account, `v:{visitorId}` for a visitor (see viewer-identity.ts). */
  viewerId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type VerifiedToken =
  | { ok: true; grant: PlaybackGrant }
  | { ok: false; problem: 'invalid' | 'expired' };

export class PlaybackTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: () => number = Date.now,
  ) {
    this.key = Buffer.from(secret, 'utf8');
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /** A token for this media and viewer, valid for PLAYBACK_TOKEN_SECONDS from now. */
  issue(mediaId: string, viewerId: string): { token: string; expiresAt: number } {
    const expiresAt = Math.floor(this.clock() / 1000) + PLAYBACK_TOKEN_SECONDS;
    const payload = Buffer.from(JSON.stringify([VERSION, mediaId, viewerId, expiresAt])).toString(
      'base64url',
    );
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  /**
   * Checks the signature first (in constant time), then the payload's shape, then the expiry. A
   * token claiming to last longer than PLAYBACK_TOKEN_SECONDS from now is refused as invalid: no
   * token of ours ever does.
   */
  verify(token: string): VerifiedToken {
    const invalid = { ok: false, problem: 'invalid' } as const;
    if (token.length > MAX_TOKEN_LENGTH) return invalid;
    const [payload, signature, extra] = token.split('.');
    if (extra !== undefined || !payload || !signature) return invalid;
    if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) return invalid;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;

    let fields: unknown;
    try {
      fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return invalid;
    }
    if (!Array.isArray(fields) || fields.length !== 4) return invalid;
    const [version, mediaId, viewerId, expiresAt] = fields;
    if (version !== VERSION || typeof mediaId !== 'string' || typeof viewerId !== 'string') return invalid;
    if (!Number.isSafeInteger(expiresAt)) return invalid;
    const now = this.clock() / 1000;
    if (expiresAt > now + PLAYBACK_TOKEN_SECONDS + 1) return invalid;
    if (expiresAt <= now) return { ok: false, problem: 'expired' };
    return { ok: true, grant: { mediaId, viewerId, expiresAt } };
  }
}

/**
 * The key that signs playback tokens: PLAYBACK_SECRET when set, otherwise one generated on first
 * start into DATA_DIR/playback-secret (owner-readable only). Distinct from the auth secret, so either
 * can be changed without touching the other. Several processes starting at once agree on one file.
 */
export function loadPlaybackSecret(dataDir: string, configured: string | undefined): string {
  return configured || loadSecretFile(dataDir, 'playback-secret');
}
