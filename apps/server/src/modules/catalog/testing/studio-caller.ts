import { schema } from '@releve/db';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { registerUser, type SignedIn } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';

export type Caller = 'owner' | 'instructor' | 'contributor' | 'member' | 'visitor';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Signs up one account per console role (and a member who is not staff) on a test app, and calls the
 * studio's routes as any of them, or as a visitor (no session): the access cases every studio route's
 * tests go through.
 */
export async function studioCallers(t: TestApp, tag: string) {
  const who = {} as Record<Exclude<Caller, 'visitor'>, SignedIn>;
  for (const role of ['owner', 'instructor', 'contributor', 'member'] as const) {
    who[role] = await registerUser(t.app, `${role}.${tag}@example.test`);
    if (role !== 'member')
      await t.database.db
        .update(schema.user)
        .set({ staffRole: role })
        .where(eq(schema.user.id, who[role].userId));
  }
  const call = (as: Caller, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: {
        origin: 'http://localhost:3000',
        ...(as === 'visitor' ? {} : { cookie: who[as].cookie }),
      },
      ...(payload ? { payload } : {}),
    });
  const auditOf = (target: string) =>
    t.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.target, target))
      .orderBy(asc(schema.auditLog.id));
  return { who, call, auditOf };
}
