import { PLAYBACK_TOKEN_SECONDS } from '@releve/contracts';

interface Entry {
  token: string;
  expiresAt: number;
}

/**
 * Playback tokens by media id, reused for 15 minutes (viewing.md §7) so reopening a class does
 * not sign again. A token names its member, so the cache is emptied when the viewer changes.
 */
export class SignCache {
  private readonly entries = new Map<string, Entry>();
  private owner: string | undefined;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly lifetimeMs = PLAYBACK_TOKEN_SECONDS * 1000,
  ) {}

  get(owner: string, mediaId: string): string | undefined {
    if (owner !== this.owner) return undefined;
    const entry = this.entries.get(mediaId);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(mediaId);
      return undefined;
    }
    return entry.token;
  }

  set(owner: string, mediaId: string, token: string): void {
    if (owner !== this.owner) {
      this.entries.clear();
      this.owner = owner;
    }
    this.entries.set(mediaId, { token, expiresAt: this.now() + this.lifetimeMs });
  }

  /** A token the server refused (expired early, or revoked): sign again next time. */
  forget(mediaId: string): void {
    this.entries.delete(mediaId);
  }
}
