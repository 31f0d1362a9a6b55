import { schema } from '@releve/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from '../catalog/testing/catalog-test-app';
import { call, registerMember, tick } from './library-testing';

let t: TestApp;
let ana: SignedIn;
let ben: SignedIn;
let admin: SignedIn;
const lessonKey = 'prog:ballet-basics:sec-bb-1:0:1:barre002';
beforeAll(async () => {
  t = await createCatalogTestApp();
  ana = await registerMember(t, 'ana.progress@example.test');
  ben = await registerUser(t.app, 'ben.progress@example.test');
  admin = await registerUser(t.app, 'ada.progress@example.test');
  await t.database.db.update(schema.user).set({ staffRole: 'owner' }).where(eq(schema.user.id, admin.userId));
});
afterAll(() => t.close());

const save = (who: SignedIn | undefined, key: string, body: object, user = 'me') =>
  call(t, who, 'POST', `/api/users/${user}/video-state/${encodeURIComponent(key)}`, body);

describe('video state (progress)', () => {
  it('saves progress for a class and for a program lesson, and lists it by video key', async () => {
    expect((await save(ana, 'barre001', { lastTime: 600, duration: 1800 })).status).toBe(204);
    await tick();
    expect((await save(ana, lessonKey, { lastTime: 30, duration: 600 })).status).toBe(204);
    const { status, body } = await call(t, ana, 'GET', '/api/users/me/video-state');
    expect(status).toBe(200);
    expect(body.videoState.barre001).toMatchObject({
      mediaId: 'barre001',
      lastTime: 600,
      duration: 1800,
      completed: false,
      programId: null,
    });
    // The lesson's class is the key's last part; its program is the key's course.
    expect(body.videoState[lessonKey]).toMatchObject({ mediaId: 'barre002', programId: 'ballet-basics' });
    expect(Date.parse(body.videoState[lessonKey].updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(body.videoState.barre001.updatedAt),
    );
  });

  it('updates in place; a finished class stays finished when watched again', async () => {
    await save(ana, 'barre001', { lastTime: 1750, duration: 1800, completed: true });
    await save(ana, 'barre001', { lastTime: 120, duration: 1800 });
    const { body } = await call(t, ana, 'GET', '/api/users/me/video-state');
    expect(body.videoState.barre001).toMatchObject({ lastTime: 120, completed: true });
    await save(ana, 'barre001', { lastTime: 120, duration: 1800, completed: false });
    expect((await call(t, ana, 'GET', '/api/users/me/video-state')).body.videoState.barre001.completed).toBe(
      false,
    );
  });

  it('keeps progress within the video', async () => {
    await save(ana, 'stretch1', { lastTime: 905.2, duration: 900 });
    const { body } = await call(t, ana, 'GET', '/api/users/me/video-state');
    expect(body.videoState.stretch1.lastTime).toBe(900);
  });

  it('answers 404 for an unknown class, 400 for a bad key, body or mismatched media id', async () => {
    const unknown = await save(ana, 'nosuch01', { lastTime: 1, duration: 10 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('MediaItem not found');
    const badKey = await save(ana, 'prog:ballet-basics:x:zero:1:barre002', { lastTime: 1, duration: 10 });
    expect(badKey.status).toBe(400);
    expect(badKey.body.message).toMatch(/video key/);
    expect((await save(ana, 'barre001', { lastTime: -1, duration: 10 })).status).toBe(400);
    expect((await save(ana, 'barre001', { lastTime: 1, duration: 0 })).status).toBe(400);
    const mismatch = await save(ana, lessonKey, { mediaId: 'barre001', lastTime: 1, duration: 10 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toMatch(/does not match/);
  });

  it('lets signed-in non-members save their progress (free classes), refuses anonymous and other members', async () => {
    expect((await save(ben, 'pointe01', { lastTime: 10, duration: 600 })).status).toBe(204);
    expect((await save(undefined, 'pointe01', { lastTime: 10, duration: 600 })).status).toBe(401);
    expect((await save(ben, 'pointe01', { lastTime: 10, duration: 600 }, ana.userId)).status).toBe(403);
    expect((await call(t, ben, 'GET', `/api/users/${ana.userId}/video-state`)).status).toBe(403);
  });

  it('lets an admin act on a member', async () => {
    expect((await save(admin, 'cardio01', { lastTime: 60, duration: 600 }, ben.userId)).status).toBe(204);
    const { body } = await call(t, admin, 'GET', `/api/users/${ben.userId}/video-state`);
    expect(Object.keys(body.videoState).sort()).toEqual(['cardio01', 'pointe01']);
  });
});

describe('progress commits', () => {
  it('do not wait for the disk on PostgreSQL (migration 0021), and do on PGlite, which has no WAL writer', async () => {
    const setting = await t.database.db.transaction(async (tx) => {
      await tx.insert(schema.videoState).values({
        userId: ben.userId,
        videoKey: 'stretch1',
        mediaId: 'stretch1',
        lastTime: 1,
        duration: 600,
      });
      const { rows } = (await tx.execute(
        sql`select current_setting('synchronous_commit') as value`,
      )) as unknown as {
        rows: { value: string }[];
      };
      return rows[0]?.value;
    });
    expect(setting).toBe(t.database.kind === 'postgres' ? 'off' : 'on');
  });

  it('go together in one statement when they arrive together, on PGlite too, which does not yield while it writes', async () => {
    const cleo = await registerMember(t, 'cleo.progress@example.test');
    const classes = ['barre001', 'barre002', 'stretch1', 'cardio01', 'pointe01'];
    expect((await save(cleo, 'barre001', { lastTime: 1, duration: 1800 })).status).toBe(204);
    const statements = vi.spyOn(t.database.db, 'execute');
    try {
      const answers = await Promise.all(
        classes.map((key, index) => save(cleo, key, { lastTime: 10 + index, duration: 1800 })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(classes.map(() => 204));
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
    const { body } = await call(t, cleo, 'GET', '/api/users/me/video-state');
    expect(classes.map((key) => body.videoState[key]?.lastTime)).toEqual([10, 11, 12, 13, 14]);
  });
});

describe('program section state', () => {
  const url = '/api/users/me/programs/ballet-basics/section-state';
  it('saves the section state, which the profile carries; progress comes from GET video-state', async () => {
    const state = { open: ['sec-bb-1'], last: { playlistIndex: 0, videoIndex: 1 } };
    expect((await call(t, ana, 'POST', url, { sectionState: state })).status).toBe(204);
    expect((await call(t, ana, 'POST', url, { sectionState: { ...state, open: [] } })).status).toBe(204);
    const { body } = await call(t, ana, 'GET', '/api/users/me');
    expect(body.user.programState['ballet-basics'].sectionState).toEqual({ ...state, open: [] });
    // Decision 017: the profile, asked on every page, does not carry every video's progress.
    expect(body.user).not.toHaveProperty('videoState');
    const progress = await call(t, ana, 'GET', '/api/users/me/video-state');
    expect(progress.body.videoState[lessonKey]).toMatchObject({ lastTime: 30, completed: false });
    expect(progress.body.videoState.barre001.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers 404 for an unknown program and 400 for a state that is too large', async () => {
    const unknown = await call(t, ana, 'POST', '/api/users/me/programs/nosuch/section-state', {
      sectionState: {},
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Program not found');
    const huge = await call(t, ana, 'POST', url, { sectionState: { x: 'a'.repeat(30_000) } });
    expect(huge.status).toBe(400);
    expect(
      (
        await call(t, ben, 'POST', `/api/users/${ana.userId}/programs/ballet-basics/section-state`, {
          sectionState: {},
        })
      ).status,
    ).toBe(403);
  });
});

describe('player preferences', () => {
  const url = '/api/users/me/player-preferences';
  it('starts from the defaults and keeps each change', async () => {
    expect((await call(t, ana, 'GET', url)).body).toEqual({
      preferences: { mirror: false, playbackRate: 1, monoAudio: false },
    });
    const mirrored = await call(t, ana, 'POST', url, { mirror: true });
    expect(mirrored.body.preferences).toEqual({ mirror: true, playbackRate: 1, monoAudio: false });
    await call(t, ana, 'POST', url, { playbackRate: 0.85 });
    expect((await call(t, ana, 'GET', url)).body.preferences).toEqual({
      mirror: true,
      playbackRate: 0.85,
      monoAudio: false,
    });
    // Each member has their own.
    expect((await call(t, ben, 'GET', url)).body.preferences.mirror).toBe(false);
  });

  it('accepts speeds from 0.25 to 2 in steps of 0.05 only', async () => {
    expect((await call(t, ana, 'POST', url, { playbackRate: 0.25 })).status).toBe(200);
    expect((await call(t, ana, 'POST', url, { playbackRate: 2 })).status).toBe(200);
    expect((await call(t, ana, 'POST', url, { playbackRate: 0.2 })).status).toBe(400);
    expect((await call(t, ana, 'POST', url, { playbackRate: 2.05 })).status).toBe(400);
    const offStep = await call(t, ana, 'POST', url, { playbackRate: 1.12 });
    expect(offStep.status).toBe(400);
    expect(offStep.body.message).toMatch(/steps of 0.05/);
  });

  it('refuses anonymous callers and other members', async () => {
    expect((await call(t, undefined, 'GET', url)).status).toBe(401);
    expect(
      (await call(t, ben, 'POST', `/api/users/${ana.userId}/player-preferences`, { mirror: false })).status,
    ).toBe(403);
  });
});
