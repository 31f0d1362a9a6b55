import { impersonateHeader } from '@releve/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import type { UserRow, UsersRepository } from './users.repository';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface Viewer {
  user: UserRow;
  sessionId: string;
}

/**
 * Who is calling, and on whose behalf. Every user-scoped route asks `subject()`: the caller
 * must be signed in (401), and may act only on themselves (`me` or their id) unless they are
 * an admin; an admin's `x-impersonate` header makes the call act as that user, and is audited.
 */
export class Access {
  constructor(
    private readonly auth: Auth,
    private readonly users: UsersRepository,
  ) {}

  async viewer(request: FastifyRequest): Promise<Viewer | undefined> {
    const found = await this.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!found) return undefined;
    const user = await this.users.findById(found.user.id);
    return user ? { user, sessionId: found.session.id } : undefined;
  }

  async requireViewer(request: FastifyRequest): Promise<Viewer> {
    const viewer = await this.viewer(request);
    if (!viewer) throw new HttpError(401, 'Not logged in');
    return viewer;
  }

  /** The user a `/users/{id}` call acts on. */
  async subject(request: FastifyRequest, idParam = 'me'): Promise<{ viewer: Viewer; userId: string }> {
    const viewer = await this.requireViewer(request);
    const impersonated = request.headers[impersonateHeader];
    const target =
      typeof impersonated === 'string' && impersonated !== 'me' && impersonated !== ''
        ? impersonated
        : undefined;
    if (target) {
      if (!viewer.user.isAdmin) throw new HttpError(403, 'Only admins may act as another user');
      if (!(await this.users.findById(target))) throw new HttpError(404, 'User not found');
      await this.users.audit({
        actorId: viewer.user.id,
        subjectId: target,
        action: 'impersonate',
        detail: `${request.method} ${request.url.split('?')[0]}`,
      });
    }
    const self = target ?? viewer.user.id;
    const userId = idParam === 'me' ? self : idParam;
    if (userId !== self && !viewer.user.isAdmin)
      throw new HttpError(403, 'You may only act on your own account');
    return { viewer, userId };
  }
}
