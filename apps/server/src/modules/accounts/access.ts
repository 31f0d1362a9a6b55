import {
  impersonateHeader,
  impersonationOf,
  STUDIO_NOT_FOUND,
  type StaffRole,
  type StudioAction,
  staffMay,
  studioRefusal,
} from '@releve/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import type { Auth } from './auth';
import { SessionMemory, type Viewer } from './session-memory';
import { SESSIONS_LIMIT } from './sessions.repository';
import type { UsersRepository } from './users.repository';

export type { Viewer } from './session-memory';

/** The session token inside better-auth's signed cookie (`<token>.<signature>`), if any. */
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  const match = /(?:^|;\s*)(?:__Secure-)?releve\.session_token=([^;]+)/.exec(cookieHeader ?? '');
  if (!match?.[1]) return undefined;
  return decodeURIComponent(match[1]).split('.')[0] || undefined;
}

/**
 * Every session cookie the request carries, whole (name, token and signature), as one key: what
 * better-auth reads to find the session is all in it, so two requests with the same key are the
 * same session. Undefined without any.
 */
export function sessionCookies(cookieHeader: string | undefined): string | undefined {
  const found = (cookieHeader ?? '').match(/(?:^|;\s*)(?:__Secure-)?releve\.session_token=[^;]+/g);
  return found?.map((cookie) => cookie.replace(/^;\s*/, '')).join('; ');
}

/** How long one audit entry covers a staff member's read-only view of a member's site. */
const VIEW_AS_AUDIT_EVERY_MS = 30 * 60_000;

/**
 * Who is calling, and on whose behalf. Every user-scoped route asks `subject()`: the caller
 * must be signed in (401), and may act only on themselves (`me` or their id) unless they are
 * an admin; an admin's `x-impersonate` header makes the call act as that user, and is audited.
 */
export class Access {
  constructor(
    private readonly auth: Auth,
    private readonly users: UsersRepository,
    /** Why Relevé ended the session of a token, if it did. */
    private readonly endedReason: (token: string) => Promise<string | undefined> = async () => undefined,
    /** Remembers viewers between requests; the accounts module forgets a user when their sessions change. */
    private readonly sessions: SessionMemory = new SessionMemory(),
  ) {}

  /** One session lookup per request, however many checks ask. */
  private readonly seen = new WeakMap<FastifyRequest, Promise<Viewer | undefined>>();

  viewer(request: FastifyRequest): Promise<Viewer | undefined> {
    let found = this.seen.get(request);
    if (!found) {
      found = this.lookUp(request);
      this.seen.set(request, found);
    }
    return found;
  }

  private async lookUp(request: FastifyRequest): Promise<Viewer | undefined> {
    // better-auth knows sessions only by this cookie: without it there is nothing to look up.
    const cookie = sessionCookies(request.headers.cookie);
    if (!cookie) return undefined;
    return this.sessions.viewer(cookie, async () => {
      const found = await this.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!found) return undefined;
      return {
        viewer: { userId: found.user.id, sessionId: found.session.id },
        expiresAt: found.session.expiresAt,
      };
    });
  }

  async requireViewer(request: FastifyRequest): Promise<Viewer> {
    const viewer = await this.viewer(request);
    if (viewer) return viewer;
    const token = sessionTokenOf(request.headers.cookie);
    const reason = token ? await this.endedReason(token) : undefined;
    if (reason === SESSIONS_LIMIT) {
      throw new HttpError(
        401,
        'You were signed out because your account signed in elsewhere',
        SESSIONS_LIMIT,
      );
    }
    throw new HttpError(401, 'Not logged in');
  }

  private readonly subjects = new WeakMap<FastifyRequest, Promise<{ viewer: Viewer; userId: string }>>();
  private readonly staffRoles = new WeakMap<FastifyRequest, Promise<StaffRole | null>>();

  /**
   * The caller's role in the studio's staff, read from the database once per request (never
   * remembered between requests: taking a role away takes effect at once).
   */
  private staffRole(request: FastifyRequest, viewer: Viewer): Promise<StaffRole | null> {
    let found = this.staffRoles.get(request);
    if (!found) {
      found = this.users.findById(viewer.userId).then((user) => user?.staffRole ?? null);
      this.staffRoles.set(request, found);
    }
    return found;
  }

  /**
   * The caller's staff role, null for a visitor or a member: whether the console's pages (`/studio`,
   * decision 037) are served to them, or the not-found page any unknown path gets.
   */
  async staffRoleOf(request: FastifyRequest): Promise<StaffRole | null> {
    const viewer = await this.viewer(request);
    return viewer ? this.staffRole(request, viewer) : null;
  }

  /**
   * A studio console call (decision 036): the caller must be signed in (401), be staff (else 404,
   * as for a route that does not exist: a member is not told the console is there), and have a role
   * that may do `action` (403). Acting as another member does not reach the console.
   */
  async requireStaff(
    request: FastifyRequest,
    action: StudioAction,
  ): Promise<{ viewer: Viewer; role: StaffRole }> {
    const viewer = await this.requireViewer(request);
    const role = await this.staffRole(request, viewer);
    if (!role) throw new HttpError(404, STUDIO_NOT_FOUND);
    if (!staffMay(role, action)) throw new HttpError(403, studioRefusal(action));
    return { viewer, role };
  }

  /**
   * Whom a public route answers for (the player's right to a class): the member viewed or acted as,
   * checked and audited as `subject` does; else the signed-in caller; else nobody (a visitor).
   */
  async answeringFor(request: FastifyRequest): Promise<string | undefined> {
    const viewer = await this.viewer(request);
    if (!viewer || !request.headers[impersonateHeader]) return viewer?.userId;
    return (await this.subject(request)).userId;
  }

  /**
   * The user a call acts on (`{id}` of `/users/{id}` routes, else `me`). Decided once per
   * request, before the body is validated; later asks get the same answer.
   */
  subject(request: FastifyRequest, idParam = 'me'): Promise<{ viewer: Viewer; userId: string }> {
    let found = this.subjects.get(request);
    if (!found) {
      found = this.decideSubject(request, idParam);
      this.subjects.set(request, found);
    }
    return found;
  }

  private async decideSubject(
    request: FastifyRequest,
    idParam: string,
  ): Promise<{ viewer: Viewer; userId: string }> {
    const viewer = await this.requireViewer(request);
    const header = request.headers[impersonateHeader];
    const impersonation = impersonationOf(typeof header === 'string' ? header : undefined);
    const target = impersonation?.userId;
    // A staff role is read when used, never remembered: taking it away takes effect at once.
    let role: Promise<StaffRole | null> | undefined;
    const may = async (action: StudioAction) => {
      role ??= this.users.findById(viewer.userId).then((user) => user?.staffRole ?? null);
      return staffMay(await role, action);
    };
    const isAdmin = () => may('members.act-as');
    if (impersonation) {
      const { mode } = impersonation;
      if (!(await may(mode === 'act' ? 'members.act-as' : 'members.view-as')))
        throw new HttpError(403, 'Only admins may act as another user');
      if (!(await this.users.findById(impersonation.userId))) throw new HttpError(404, 'User not found');
      const entry = {
        actorId: viewer.userId,
        subjectId: impersonation.userId,
        detail: `${request.method} ${request.url.split('?')[0]}`,
      };
      // Acting is audited call by call; viewing (read-only) once per half hour of it, not per page.
      if (mode === 'act') await this.users.audit({ ...entry, action: 'impersonate' });
      else await this.users.auditUnlessRecent({ ...entry, action: 'view-as' }, VIEW_AS_AUDIT_EVERY_MS);
    }
    const self = target ?? viewer.userId;
    const userId = idParam === 'me' ? self : idParam;
    if (userId !== self && !(await isAdmin()))
      throw new HttpError(403, 'You may only act on your own account');
    // An admin's call on another member's data by its path (`/api/users/{id}/...`) is audited too.
    if (userId !== viewer.userId && userId !== target) {
      await this.users.audit({
        actorId: viewer.userId,
        subjectId: userId,
        action: 'admin-access',
        detail: `${request.method} ${request.url.split('?')[0]}`,
      });
    }
    return { viewer, userId };
  }
}
