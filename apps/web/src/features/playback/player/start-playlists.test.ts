import type Hls from 'hls.js/light';
import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderResponse,
  LoaderStats,
  PlaylistLoaderContext,
} from 'hls.js/light';
import { describe, expect, it, vi } from 'vitest';
import { type HlsClass, holdStartRung, playerHlsConfig, START_LEVEL } from './player-hls';
import { StartPlaylists, startPlaylistLoader } from './start-playlists';

const base = 'https://studio.example/m/abc123';
const token = 'eyJ2IjoxfQ.c2ln';
const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400400\n240p/index.m3u8\n';
const start = '#EXTM3U\n#EXTINF:0.5,\nseg000.ts\n#EXT-X-ENDLIST\n';
const answer = {
  [`/media/play/${token}/master.m3u8`]: master,
  [`/media/play/${token}/240p/index.m3u8`]: start,
};
/** The absolute URLs hls.js asks for: the manifest as given, its variant resolved against it. */
const masterUrl = `https://studio.example/media/play/${token}/master.m3u8`;
const startUrl = `https://studio.example/media/play/${token}/240p/index.m3u8`;

describe('StartPlaylists', () => {
  it('answers the absolute URLs hls.js asks for, each once', () => {
    const playlists = new StartPlaylists(answer, base);
    expect(playlists.size).toBe(2);
    expect(playlists.take(masterUrl)).toBe(master);
    expect(playlists.take(masterUrl)).toBeUndefined();
    expect(playlists.take(`/media/play/${token}/240p/index.m3u8`)).toBe(start);
    expect(playlists.size).toBe(0);
  });

  it('answers nothing for another origin, another token or another file', () => {
    const playlists = new StartPlaylists(answer, base);
    expect(playlists.take(`https://cdn.example/media/play/${token}/master.m3u8`)).toBeUndefined();
    expect(playlists.take(`https://studio.example/media/play/other.token/master.m3u8`)).toBeUndefined();
    expect(playlists.take(`https://studio.example/media/play/${token}/360p/index.m3u8`)).toBeUndefined();
    expect(playlists.take(`${masterUrl}?again=1`)).toBeUndefined();
    expect(playlists.take('not a url at all: \u0000')).toBeUndefined();
    expect(playlists.size).toBe(2);
  });

  it('keeps no key of another origin from the answer', () => {
    const playlists = new StartPlaylists(
      { 'https://elsewhere.example/media/play/t/master.m3u8': master },
      base,
    );
    expect(playlists.size).toBe(0);
  });
});

/** hls.js's own loader, stood in: records what reaches the network. */
function networkLoader() {
  const loads: string[] = [];
  class Network implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    stats = { aborted: false } as LoaderStats;
    aborted = 0;
    destroyed = 0;
    load(context: LoaderContext) {
      this.context = context;
      loads.push(context.url);
    }
    abort() {
      this.aborted += 1;
    }
    destroy() {
      this.destroyed += 1;
    }
  }
  return { Network, loads };
}

const context = (url: string, type = 'manifest') =>
  ({ url, type, responseType: 'text' }) as PlaylistLoaderContext;
const loaderConfig = {} as LoaderConfiguration;

function callbacks() {
  const successes: { response: LoaderResponse; stats: LoaderStats; context: PlaylistLoaderContext }[] = [];
  const calls: LoaderCallbacks<PlaylistLoaderContext> = {
    onSuccess: (response, stats, context) => successes.push({ response, stats, context }),
    onError: vi.fn(),
    onTimeout: vi.fn(),
  };
  return { calls, successes };
}

describe('startPlaylistLoader (hls.js pLoader)', () => {
  it('answers the two start playlists from memory, after load() returns, with stats of their size', async () => {
    const { Network, loads } = networkLoader();
    const Loader = startPlaylistLoader(Network, new StartPlaylists(answer, base));
    const { calls, successes } = callbacks();
    const loader = new Loader({} as HlsConfig);
    loader.load(context(masterUrl), loaderConfig, calls);
    expect(successes).toEqual([]);
    await Promise.resolve();
    expect(successes).toHaveLength(1);
    expect(successes[0]?.response).toEqual({ url: masterUrl, data: master, code: 200 });
    expect(successes[0]?.stats.loaded).toBe(master.length);
    expect(successes[0]?.stats.loading.end).toBeGreaterThan(0);
    new Loader({} as HlsConfig).load(context(startUrl, 'level'), loaderConfig, calls);
    await Promise.resolve();
    expect(successes.map((one) => one.response.data)).toEqual([master, start]);
    expect(loads).toEqual([]);
  });

  it('sends every other playlist, and a second request for a start one, to the network loader', async () => {
    const { Network, loads } = networkLoader();
    const Loader = startPlaylistLoader(Network, new StartPlaylists(answer, base));
    const { calls, successes } = callbacks();
    new Loader({} as HlsConfig).load(context(masterUrl), loaderConfig, calls);
    await Promise.resolve();
    const other = `https://studio.example/media/play/${token}/720p/index.m3u8`;
    const loader = new Loader({} as HlsConfig);
    loader.load(context(other, 'level'), loaderConfig, calls);
    loader.load(context(masterUrl), loaderConfig, calls);
    await Promise.resolve();
    expect(successes).toHaveLength(1);
    expect(loads).toEqual([other, masterUrl]);
    // Its stats and aborts are the network loader's from then on.
    expect(loader.stats).toEqual({ aborted: false });
    loader.abort();
    loader.destroy();
  });

  it('answers nothing once aborted or destroyed', async () => {
    const { Network } = networkLoader();
    const Loader = startPlaylistLoader(Network, new StartPlaylists(answer, base));
    const { calls, successes } = callbacks();
    const aborted = new Loader({} as HlsConfig);
    aborted.load(context(masterUrl), loaderConfig, calls);
    aborted.abort();
    const destroyed = new Loader({} as HlsConfig);
    destroyed.load(context(startUrl, 'level'), loaderConfig, calls);
    destroyed.destroy();
    await Promise.resolve();
    expect(successes).toEqual([]);
    expect(aborted.stats.aborted).toBe(true);
  });
});

/** hls.js, stood in for what the set-up touches. */
function fakeHls() {
  const listeners = new Map<string, (event: string, data: unknown) => void>();
  const hls = {
    autoLevelEnabled: true,
    nextAutoLevel: -1,
    on: (event: string, listener: (event: string, data: unknown) => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
  };
  const HlsJs = {
    Events: { FRAG_LOADED: 'hlsFragLoaded' },
    DefaultConfig: { loader: networkLoader().Network },
  } as unknown as HlsClass;
  const fragLoaded = (type: string, level: number) =>
    listeners.get('hlsFragLoaded')?.('hlsFragLoaded', { frag: { type, level } });
  return { hls, HlsJs, fragLoaded, listeners };
}

describe('the player’s hls.js start', () => {
  it('starts at the lowest rendition, with no bandwidth probe and the first segment fetched at once', () => {
    const { HlsJs } = fakeHls();
    expect(playerHlsConfig(HlsJs)).toMatchObject({
      startLevel: START_LEVEL,
      testBandwidth: false,
      startFragPrefetch: true,
      capLevelToPlayerSize: true,
    });
    expect(START_LEVEL).toBe(0);
    expect(playerHlsConfig(HlsJs).pLoader).toBeUndefined();
    expect(playerHlsConfig(HlsJs, {}).pLoader).toBeUndefined();
    expect(playerHlsConfig(HlsJs, answer).pLoader).toBeTypeOf('function');
  });

  it('keeps the start rendition for the second segment, then leaves ABR free', () => {
    const { hls, HlsJs, fragLoaded, listeners } = fakeHls();
    holdStartRung(hls as unknown as Hls, HlsJs);
    fragLoaded('audio', 0);
    expect(hls.nextAutoLevel).toBe(-1);
    fragLoaded('main', 0);
    expect(hls.nextAutoLevel).toBe(0);
    hls.nextAutoLevel = -1;
    fragLoaded('main', 0);
    expect(hls.nextAutoLevel).toBe(-1);
    expect(listeners.size).toBe(0);
  });

  it('leaves a level picked by hand alone', () => {
    const { hls, HlsJs, fragLoaded, listeners } = fakeHls();
    hls.autoLevelEnabled = false;
    holdStartRung(hls as unknown as Hls, HlsJs);
    fragLoaded('main', 3);
    expect(hls.nextAutoLevel).toBe(-1);
    expect(listeners.size).toBe(0);
  });
});
