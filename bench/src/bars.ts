/**
 * The performance bars of the quality guide (shared/guide/quality.md, "Performance"; issue 18 adds
 * the per-member routes' p99), in one place: the benches gate on them and `bench -- all` puts each
 * figure beside its bar.
 */

/** Catalogue routes: initial data, a 20-item playlist page, a media item; PGlite and PostgreSQL. */
export const CATALOGUE_BARS = { minRatio: 0.5, maxP99Ms: 25 } as const;

/** Per-member routes (save progress, favorites, profile, week plan). */
export const LIBRARY_BARS = {
  /** PostgreSQL: a share of /api/ping's throughput, and issue 18's p99. */
  postgres: { minRatio: 0.25, maxP99Ms: 20 },
  /** PGlite: absolute throughput (the embedded database shares the server's core), and issue 18's p99. */
  pglite: { minRps: 1500, maxP99Ms: 25 },
} as const;

/** The scale data set (10,000,000 progress rows on PostgreSQL): per-member routes' p99. */
export const SCALE_BARS = { maxP99Ms: 20 } as const;

/**
 * Search as you type on a 50,000-class catalogue: a p95 in milliseconds, and the same p95 as a
 * multiple of /api/ping's measured in the same run, so a fast machine cannot hide a regression (issue
 * 32: 25.5 ms and 6.4x ping's on a slower host; 3.5x keeps it within 15 ms there).
 */
export const SEARCH_BARS = { classes: 50_000, maxP95Ms: 15, maxTimesPingP95: 3.5 } as const;

/**
 * Time to first frame (every start), and no stall in the playback; a count over less than `playedShare`
 * of the asked playback (a clip that ended early) does not count.
 */
export const VIDEO_START_BARS = {
  /** quality.md: 500 ms on loopback (the cold first start included: 155 ms on a quiet 2-core machine). */
  loopbackMs: 500,
  /** Issue 33: 600 ms at 4 Mbit/s and 150 ms (quality.md's 2 s before the start-fast ladder, decision 040). */
  throttledMs: 600,
  stalls: 0,
  playSeconds: 60,
  playedShare: 0.95,
  /** Issue 38: a camera angle switch freezes the picture at most 300 ms on loopback (every switch). */
  angleSwitchMs: 300,
} as const;

/**
 * Packaging (decision 040, issue 33): a 1080p source is watchable (its first rendition ready) before half
 * the time it takes to be ready. The real-time factor and both times are reported beside it.
 */
export const PACKAGING_BARS = { sourceSeconds: 60, maxWatchableShareOfReady: 0.5 } as const;

/** Lighthouse mobile (median of runs), INP at 4x CPU slow-down, the JS heap of `/`. */
export const FIRST_PAINT_BARS = {
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  bestPractices: 100,
  inpMs: 100,
  heapMb: 40,
} as const;

/** Server resident memory under the catalogue bench (the 5,000-class demo), and what 50,000 classes add. */
export const MEMORY_BARS = { pgliteMb: 400, postgresMb: 250, catalogue50kAddsMb: 150 } as const;

/**
 * Studio uploads (decision 039): a 1 GB file through tus in 32 MiB chunks, as a share of a plain
 * streaming PUT of the same file to the same server in the same run.
 */
export const UPLOAD_BARS = { minRatio: 0.8, fileBytes: 1_000_000_000 } as const;

/**
 * The studio's classes list (issue 33) on a 50,000-class studio: every kind of typical request's p95
 * (no filter, each filter, searches, deep pages, each sort) through the real route, one at a time.
 */
export const STUDIO_LIST_BARS = { classes: 50_000, maxP95Ms: 50 } as const;

/**
 * Several processes (issue 37, quality.md): a PostgreSQL web process's resident memory right after
 * serving 2,000 member pages (server-rendered, signed in).
 */
export const MEMBER_PAGES_BARS = { pages: 2_000, maxRssMb: 300 } as const;

/**
 * Two web processes on one PostgreSQL behind a round-robin proxy, against one process behind the same
 * proxy, on the catalogue routes (the load generator, the proxy and both processes on the same 2 cores).
 */
export const TWO_PROCESSES_BARS = { minRatio: 1.3 } as const;

/** The studio's Insights (issue 36, quality.md): every dashboard's p95 at 100,000 members. */
export const INSIGHTS_BARS = { members: 100_000, maxP95Ms: 500 } as const;
