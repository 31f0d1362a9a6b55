import { type StudioProgramWrite, studioProgramPaths } from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerUser, type SignedIn } from '../../testing/accounts';
import { buildLoggingApp, type TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from './testing/catalog-test-app';

/*
 * A program published or changed in the console of one server process reaches members on another
 * process on the same database within a second (decision 042, through decision 036's notice): the
 * second process is never told by the first, it hears the database.
 */
let t: TestApp;
let other: App;
let owner: SignedIn;
const lines: string[] = [];
beforeAll(async () => {
  t = await createCatalogTestApp();
  other = await buildLoggingApp(t, t.database, lines);
  owner = await registerUser(t.app, 'owner.processes@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, owner.userId));
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const studio = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
    ...(payload ? { payload } : {}),
  });
const courseOn = async (app: App, id: string) => {
  const courses = (await app.inject({ url: '/api/courses' })).json().courses as {
    id: string;
    name: string;
    counts: { lessons: number };
  }[];
  return courses.find((course) => course.id === id);
};
const write = (name: string, lessons: string[]): StudioProgramWrite => ({
  name,
  description: '',
  shortDescription: '',
  level: null,
  groupName: 'Programs',
  posterId: null,
  sections: [
    {
      name: 'One',
      description: '',
      drip: { kind: 'none' },
      modules: [{ name: 'M', lessons: lessons.map((mediaId) => ({ mediaId, free: false })) }],
    },
  ],
  resourceIds: [],
});

describe('a program published in one process', () => {
  it('shows on the other process within one second, and so does each change after', async () => {
    const made = (await studio('POST', studioProgramPaths.list, { name: 'Across Processes' })).json().program;
    expect(
      (await studio('PUT', studioProgramPaths.one(made.id), write('Across Processes', ['barre001'])))
        .statusCode,
    ).toBe(200);
    expect(await courseOn(other, made.id)).toBeUndefined();

    // Timed from the answer: the change is committed by then (and this process has rebuilt).
    expect((await studio('POST', studioProgramPaths.publish(made.id))).statusCode).toBe(200);
    let published = Date.now();
    await expect.poll(() => courseOn(other, made.id), { timeout: 1_000, interval: 20 }).toBeDefined();
    const firstDelay = Date.now() - published;

    await studio('PUT', studioProgramPaths.one(made.id), write('Across, Renamed', ['barre001', 'stretch1']));
    published = Date.now();
    await expect
      .poll(async () => (await courseOn(other, made.id))?.counts.lessons, { timeout: 1_000, interval: 20 })
      .toBe(2);
    expect((await courseOn(other, made.id))?.name).toBe('Across, Renamed');
    const secondDelay = Date.now() - published;
    expect(Math.max(firstDelay, secondDelay)).toBeLessThan(1_000);
    console.info(
      `program heard by the other process after ${firstDelay} ms, its change after ${secondDelay} ms`,
    );

    await studio('POST', studioProgramPaths.retire(made.id));
    await expect.poll(() => courseOn(other, made.id), { timeout: 1_000, interval: 20 }).toBeUndefined();
    expect(lines.filter((line) => line.includes('could not be rebuilt'))).toEqual([]);
  });
});
