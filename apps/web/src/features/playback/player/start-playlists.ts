import type {
  HlsConfig,
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  LoaderStats,
  PlaylistLoaderContext,
} from 'hls.js/light';

/*
 * The start playlists (decision 041): the sign answer carries the master playlist and the start
 * rendition's media playlist, keyed by their signed paths. hls.js is given a playlist loader that
 * answers those two requests from memory, once each, and sends every other request (the other
 * renditions' playlists, a retry, a reload) to its own loader: the first segment is then the first
 * thing the player asks the network for.
 */

/** The playlists of one sign answer, each given out once. */
export class StartPlaylists {
  private readonly texts = new Map<string, string>();
  private readonly origin: string;

  /** `playlists`: signed paths (or same-origin URLs) to texts; `base`: what relative keys resolve against. */
  constructor(
    playlists: Record<string, string>,
    private readonly base: string = globalThis.location.href,
  ) {
    this.origin = new URL(base).origin;
    for (const [url, text] of Object.entries(playlists)) {
      const key = this.keyOf(url);
      if (key) this.texts.set(key, text);
    }
  }

  /** Path and query of a same-origin URL: how hls.js's absolute URLs meet the answer's paths. */
  private keyOf(url: string): string | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url, this.base);
    } catch {
      return undefined;
    }
    return parsed.origin === this.origin ? `${parsed.pathname}${parsed.search}` : undefined;
  }

  /** The text kept for this URL, if any, then forgotten: a second request for it goes to the network. */
  take(url: string): string | undefined {
    const key = this.keyOf(url);
    if (key === undefined) return undefined;
    const text = this.texts.get(key);
    this.texts.delete(key);
    return text;
  }

  get size(): number {
    return this.texts.size;
  }
}

type NetworkLoader = new (config: HlsConfig) => Loader<LoaderContext>;
type PlaylistLoaderClass = new (config: HlsConfig) => Loader<PlaylistLoaderContext>;

const newStats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});

/**
 * hls.js's `pLoader`: answers the start playlists from `playlists`, and loads anything else with
 * `network` (hls.js's own loader, `Hls.DefaultConfig.loader`). The answer comes in a microtask, as a
 * network answer would come later, never inside `load()` itself.
 */
export function startPlaylistLoader(network: NetworkLoader, playlists: StartPlaylists): PlaylistLoaderClass {
  return class StartPlaylistLoader implements Loader<PlaylistLoaderContext> {
    context: PlaylistLoaderContext | null = null;
    private ownStats = newStats();
    private fallback: Loader<LoaderContext> | undefined;
    private closed = false;

    constructor(private readonly config: HlsConfig) {}

    get stats(): LoaderStats {
      return this.fallback ? this.fallback.stats : this.ownStats;
    }

    load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      this.context = context;
      this.closed = false;
      const text = playlists.take(context.url);
      if (text === undefined) {
        this.fallback ??= new network(this.config);
        (this.fallback as Loader<PlaylistLoaderContext>).load(context, config, callbacks);
        return;
      }
      const stats = newStats();
      this.ownStats = stats;
      const now = performance.now();
      stats.loading = { start: now, first: now, end: now };
      stats.loaded = stats.total = text.length;
      stats.chunkCount = 1;
      Promise.resolve().then(() => {
        if (this.closed || this.context !== context) return;
        callbacks.onSuccess({ url: context.url, data: text, code: 200 }, stats, context, null);
      });
    }

    abort(): void {
      this.closed = true;
      this.ownStats.aborted = true;
      this.fallback?.abort();
    }

    destroy(): void {
      this.closed = true;
      this.context = null;
      this.fallback?.destroy();
      this.fallback = undefined;
    }

    getCacheAge(): number | null {
      return this.fallback?.getCacheAge?.() ?? null;
    }

    getResponseHeader(name: string): string | null {
      return this.fallback?.getResponseHeader?.(name) ?? null;
    }
  };
}
