import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../../app';
import { registerUser, type SignedIn } from '../../../testing/accounts';
import { buildLoggingApp, type TestApp } from '../../../testing/test-app';
import { createCatalogTestApp } from './catalog-test-app';

/**
 * Two server processes on one database (decisions 036, 042, 045): the console's changes are made on
 * the first, by its owner; members read the second, which is never told by the first and only hears
 * the database's notice. `heardWithin` times how soon the second sees a change.
 */
export interface TwoProcesses {
  t: TestApp;
  other: App;
  owner: SignedIn;
  /** What the second process logged: a failed rebuild says so there. */
  lines: string[];
  studio(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function openTwoProcesses(ownerEmail: string): Promise<TwoProcesses> {
  const t = await createCatalogTestApp();
  const lines: string[] = [];
  const other = await buildLoggingApp(t, t.database, lines);
  const owner = await registerUser(t.app, ownerEmail);
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
  return {
    t,
    other,
    owner,
    lines,
    studio: (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
        ...(payload ? { payload } : {}),
      }),
    close: async () => {
      await other.close();
      await t.close();
    },
  };
}

/**
 * Waits (at most one second) until `read` on the other process gives what `check` expects, timed from
 * the change's answer (committed by then); answers the delay in milliseconds.
 */
export async function heardWithin<T>(read: () => Promise<T>, check: (value: T) => void): Promise<number> {
  const from = Date.now();
  await expect
    .poll(
      async () => {
        try {
          check(await read());
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 1_000, interval: 20 },
    )
    .toBe(true);
  const delay = Date.now() - from;
  expect(delay).toBeLessThan(1_000);
  return delay;
}
