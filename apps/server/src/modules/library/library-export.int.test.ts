import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from '../catalog/testing/catalog-test-app';
import { call, registerMember } from './library-testing';

let t: TestApp;
let ana: SignedIn;
let ben: SignedIn;
beforeAll(async () => {
  t = await createCatalogTestApp();
  ana = await registerMember(t, 'ana.export@example.test');
  ben = await registerMember(t, 'ben.export@example.test');
});
afterAll(() => t.close());

describe('the data export holds the member’s library', () => {
  it('lists favorites, classes taken, progress, program progress, player settings and viewing events', async () => {
    await call(t, ana, 'POST', '/api/users/me/bookmarks', { mediaId: 'barre001' });
    await call(t, ana, 'POST', '/api/users/me/watched-videos', { mediaId: 'barre001' });
    await call(t, ana, 'POST', '/api/users/me/video-state/barre001', { lastTime: 600, duration: 1800 });
    await call(t, ana, 'POST', '/api/users/me/programs/ballet-basics/section-state', {
      sectionState: { open: ['sec-bb-1'] },
    });
    await call(t, ana, 'POST', '/api/users/me/player-preferences', { mirror: true, playbackRate: 0.75 });
    await call(t, ana, 'POST', '/api/player-events', {
      mediaId: 'barre001',
      kind: 'start',
      playbackId: 'playback-0001',
      position: 0,
    });
    // Another member's library must not leak into Ana's file.
    await call(t, ben, 'POST', '/api/users/me/bookmarks', { mediaId: 'barre002' });

    const { status, body } = await call(t, ana, 'GET', '/api/users/me/export');
    expect(status).toBe(200);
    expect(body.favorites).toEqual([expect.objectContaining({ mediaId: 'barre001' })]);
    expect(body.classesTaken).toEqual([expect.objectContaining({ mediaId: 'barre001' })]);
    expect(body.progress).toEqual([
      expect.objectContaining({ videoKey: 'barre001', mediaId: 'barre001', lastTime: 600, duration: 1800 }),
    ]);
    expect(body.programProgress).toEqual([
      expect.objectContaining({ programId: 'ballet-basics', sectionState: { open: ['sec-bb-1'] } }),
    ]);
    expect(body.playerSettings).toMatchObject({ mirror: true, playbackRate: 0.75 });
    expect(body.viewingEvents).toEqual([
      expect.objectContaining({ mediaId: 'barre001', kind: 'start', playbackId: 'playback-0001' }),
    ]);
    expect(JSON.stringify(body)).not.toContain('barre002');
  });
});
