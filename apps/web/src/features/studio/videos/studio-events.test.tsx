import type { StudioVideo } from '@releve/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStudioEvents } from './studio-events';

/** A stand-in EventSource: the test sends the server's events through `emit`. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data: JSON.stringify(data) } as MessageEvent<string>);
    }
  }
}

const video = (assetId: string, state: StudioVideo['state'], percent?: number): StudioVideo => ({
  assetId,
  state,
  mediaId: 'm1',
  replacesMediaId: null,
  queuePosition: state === 'queued' ? 1 : null,
  progress:
    percent === undefined
      ? null
      : {
          stage: 'rendition',
          rendition: '240p',
          renditionNumber: 1,
          renditionCount: 4,
          renditionPercent: percent,
          percent: percent / 4,
          speed: 2,
          secondsLeft: 30,
        },
  readyRenditions: [],
  error: null,
  durationSeconds: 60,
  width: 1280,
  height: 720,
  captionsName: null,
  chapters: [],
  musicCounts: null,
  tempoSuggestion: null,
  angleOf: null,
  angleLabel: null,
  updatedAt: '2026-11-28T05:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('useStudioEvents', () => {
  it('shares one stream per tab: a snapshot, then each change; down while it reconnects; closed with the last user', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const first = renderHook(() => useStudioEvents());
    const second = renderHook(() => useStudioEvents());
    expect(FakeEventSource.opened).toHaveLength(1);
    const source = FakeEventSource.opened[0] as FakeEventSource;
    expect(source.url).toBe('/api/studio/events');
    expect(first.result.current.live).toBe(false);

    act(() => source.emit('snapshot', { type: 'snapshot', videos: [video('a1', 'queued')] }));
    expect(first.result.current.live).toBe(true);
    expect(first.result.current.videos.get('a1')?.state).toBe('queued');

    act(() => source.emit('video', { type: 'video', video: video('a1', 'packaging', 40) }));
    expect(second.result.current.videos.get('a1')?.progress?.renditionPercent).toBe(40);

    // Something that is not an event of the contract changes nothing.
    act(() => source.emit('video', { type: 'video', video: { assetId: 'a1' } }));
    expect(second.result.current.videos.get('a1')?.state).toBe('packaging');

    act(() => source.emit('error'));
    expect(first.result.current.live).toBe(false);
    // EventSource reconnects by itself: the server starts again with a snapshot.
    act(() => source.emit('snapshot', { type: 'snapshot', videos: [video('a1', 'ready')] }));
    expect(first.result.current).toMatchObject({ live: true });
    expect(first.result.current.videos.get('a1')?.state).toBe('ready');

    first.unmount();
    expect(source.closed).toBe(false);
    second.unmount();
    expect(source.closed).toBe(true);
  });
});
