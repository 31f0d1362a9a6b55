import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../accounts/access';

/*
 * Whom a playback token is for: the signed-in member (`u:{userId}`), or a visitor (`v:{visitorId}`),
 * known by a random id in an HttpOnly cookie the sign route sets. The prefixes keep the two apart: a
 * visitor can write any value into their own cookie, and must never pass for a member that way.
 */

export const VISITOR_COOKIE = 'releve.viewer';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** How long a session cookie's owner is remembered for segment requests (sign-out takes this long to bite). */
const SESSION_MEMORY_MS = 30_000;
const SESSION_MEMORY_ENTRIES = 10_000;

export const memberViewerId = (userId: string) => `u:${userId}`;
export const visitorViewerId = (visitorId: string) => `v:${visitorId}`;

/** The visitor id from the Cookie header, when it holds a well-formed one. */
export function visitorIdOf(cookieHeader: string | undefined): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${VISITOR_COOKIE.replace('.', '\\.')}=([^;]*)`).exec(
    cookieHeader ?? '',
  );
  const value = match?.[1];
  return value && VISITOR_ID.test(value) ? value : undefined;
}

export function visitorCookie(visitorId: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${visitorId}; Path=/; Max-Age=${VISITOR_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session cookie's whole value (token and signature), the key under which its owner is remembered. */
function sessionCookieValue(cookieHeader: string | undefined): string | undefined {
  return /(?:^|;\s*)((?:__Secure-)?releve\.session_token=[^;]+)/.exec(cookieHeader ?? '')?.[1];
}

export class ViewerIdentity {
  /** Session cookie value -> the member's viewer id (or null: no valid session), with its time. */
  private readonly sessions = new Map<string, { viewerId: string | null; at: number }>();

  constructor(
    private readonly access: Access,
    private readonly secureCookies: boolean,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The viewer id a new token is made for. A visitor without a valid cookie gets a new random id,
   * sent in the answer's cookie.
   */
  async forSigning(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string | undefined,
  ): Promise<string> {
    if (userId) return memberViewerId(userId);
    let visitorId = visitorIdOf(request.headers.cookie);
    if (!visitorId) {
      visitorId = randomBytes(16).toString('base64url');
      reply.header('set-cookie', visitorCookie(visitorId, this.secureCookies));
    }
    return visitorViewerId(visitorId);
  }

  /**
   * Is the caller the viewer a token was made for? A visitor token needs the visitor cookie; a
   * member token needs that member's session. Sessions are looked up once, then remembered briefly:
   * a player asks for a segment every few seconds.
   */
  async isViewer(request: FastifyRequest, viewerId: string): Promise<boolean> {
    if (viewerId.startsWith('v:')) {
      const visitorId = visitorIdOf(request.headers.cookie);
      return visitorId !== undefined && visitorViewerId(visitorId) === viewerId;
    }
    if (!viewerId.startsWith('u:')) return false;
    const cookie = sessionCookieValue(request.headers.cookie);
    if (!cookie) return false;
    const now = this.clock();
    let known = this.sessions.get(cookie);
    if (!known || now - known.at > SESSION_MEMORY_MS) {
      const viewer = await this.access.viewer(request);
      known = { viewerId: viewer ? memberViewerId(viewer.user.id) : null, at: now };
      this.remember(cookie, known);
    }
    return known.viewerId === viewerId;
  }

  private remember(cookie: string, entry: { viewerId: string | null; at: number }) {
    this.sessions.delete(cookie);
    if (this.sessions.size >= SESSION_MEMORY_ENTRIES) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    this.sessions.set(cookie, entry);
  }
}
