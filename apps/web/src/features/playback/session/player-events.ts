import type { PlayerEventKind } from '@releve/contracts';

/** POST /api/player-events (P1's analytics route): one event per kind and playback. */
export const PLAYER_EVENTS_PATH = '/api/player-events';

/**
 * Analytics must never disturb playback: fire and forget, kept alive so the last event of a
 * class still arrives when the dancer closes the tab.
 */
export function sendPlayerEvent(
  mediaId: string,
  playbackId: string,
  kind: PlayerEventKind,
  position: number,
): void {
  fetch(PLAYER_EVENTS_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      mediaId,
      playbackId,
      kind,
      position: Math.max(0, Math.round(position * 10) / 10),
    }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

export const newPlaybackId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
