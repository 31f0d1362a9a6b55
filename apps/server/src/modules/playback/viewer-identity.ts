import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../accounts/accounts.module';

/*
 * Whom a playback token is for: the signed-in member (`u:{userId}`), or a visitor (`v:{visitorId}`),
 * known by a random id in an HttpOnly cookie the sign route sets. The prefixes keep the two apart: a
 * visitor can write any value into their own cookie, and must never pass for a member that way.
 */

export const VISITOR_COOKIE = 'releve.viewer';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const VISITOR_COOKIE_SECONDS = 365 * 24 * 60 * 60;

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

export class ViewerIdentity {
  constructor(
    private readonly access: Access,
    private readonly secureCookies: boolean,
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
   * member token needs that member's session (which Access remembers between requests: a player asks
   * for a segment every few seconds).
   */
  async isViewer(request: FastifyRequest, viewerId: string): Promise<boolean> {
    if (viewerId.startsWith('v:')) {
      const visitorId = visitorIdOf(request.headers.cookie);
      return visitorId !== undefined && visitorViewerId(visitorId) === viewerId;
    }
    if (!viewerId.startsWith('u:')) return false;
    const viewer = await this.access.viewer(request);
    return viewer !== undefined && memberViewerId(viewer.userId) === viewerId;
  }
}
