import { schema } from '@releve/db';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_EVENTS_PER_MINUTE } from './player-events.routes';
import { createPlaybackTestApp, type PlaybackTestApp } from './testing/playback-test-app';

let t: PlaybackTestApp;
beforeAll(async () => {
  t = await createPlaybackTestApp();
});
afterAll(() => t.close());

const send = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/player-events',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const rows = () =>
  t.database.db
    .select({
      userId: schema.playerEvent.userId,
      mediaId: schema.playerEvent.mediaId,
      kind: schema.playerEvent.kind,
      playbackId: schema.playerEvent.playbackId,
      position: schema.playerEvent.position,
    })
    .from(schema.playerEvent)
    .orderBy(asc(schema.playerEvent.id));

describe('POST /api/player-events', () => {
  it('records every kind of event, for visitors without a user and for members with theirs', async () => {
    const kinds = ['start', 'view', 'q25', 'q50', 'q75', 'complete'];
    for (const kind of kinds) {
      const res = await send({ mediaId: 'barre001', kind, playbackId: 'visit-000001', position: 12.5 });
      expect(res.statusCode, kind).toBe(204);
      expect(res.body).toBe('');
    }
    expect(
      (await send({ mediaId: 'pointe01', kind: 'start', playbackId: 'member-00001' }, t.member.cookie))
        .statusCode,
    ).toBe(204);
    const recorded = await rows();
    expect(recorded.slice(0, kinds.length)).toEqual(
      kinds.map((kind) => ({
        userId: null,
        mediaId: 'barre001',
        kind,
        playbackId: 'visit-000001',
        position: 12.5,
      })),
    );
    expect(recorded.at(-1)).toEqual({
      userId: t.member.userId,
      mediaId: 'pointe01',
      kind: 'start',
      playbackId: 'member-00001',
      position: 0,
    });
  });

  it('refuses malformed events with 400 and records nothing', async () => {
    const before = (await rows()).length;
    const valid = { mediaId: 'barre001', kind: 'view', playbackId: 'visit-000002', position: 5 };
    for (const bad of [
      { ...valid, kind: 'pause' },
      { ...valid, playbackId: 'short' },
      { ...valid, playbackId: 'x'.repeat(65) },
      { ...valid, position: -1 },
      { ...valid, position: 'five' },
      { ...valid, mediaId: '' },
      { ...valid, userId: t.member.userId },
      { kind: 'view', playbackId: 'visit-000002' },
      [],
    ]) {
      const res = await send(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid request/);
    }
    expect((await rows()).length).toBe(before);
  });

  it('refuses events about media the catalogue does not have', async () => {
    const res = await send({ mediaId: 'nosuch01', kind: 'start', playbackId: 'visit-000003' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('MediaItem not found');
  });

  it('refuses an address over PLAYER_EVENTS_PER_MINUTE with 429, and no other address', async () => {
    // Each from a visitor of its own: one session alone meets its own, lower cap first (decision 029).
    let visitors = 0;
    const from = (remoteAddress: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/player-events',
        remoteAddress,
        payload,
        headers: { cookie: `releve.viewer=${String(++visitors).padStart(22, 'v')}` },
      });
    const event = { mediaId: 'barre001', kind: 'start', playbackId: 'flood-000001' };
    // Malformed events count too (the limit comes before reading the body).
    for (let i = 1; i < PLAYER_EVENTS_PER_MINUTE; i++) {
      expect((await from('203.0.113.9', {})).statusCode).toBe(400);
    }
    expect((await from('203.0.113.9', event)).statusCode).toBe(204);
    const over = await from('203.0.113.9', event);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/Rate limit exceeded/),
    });
    expect((await from('203.0.113.10', event)).statusCode).toBe(204);
  });
});
