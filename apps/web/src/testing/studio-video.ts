import type { StudioVideo } from '@releve/contracts';

/** A console video as the server answers it: ready in 240p, 4 s, nothing set yet; `overrides` on top. */
export function testStudioVideo(overrides: Partial<StudioVideo> = {}): StudioVideo {
  return {
    assetId: 'a1',
    state: 'ready',
    mediaId: 'm1',
    replacesMediaId: null,
    queuePosition: null,
    progress: null,
    readyRenditions: ['240p'],
    error: null,
    durationSeconds: 4,
    width: 426,
    height: 240,
    captionsName: null,
    chapters: [],
    musicCounts: null,
    tempoSuggestion: null,
    angleOf: null,
    angleLabel: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}
