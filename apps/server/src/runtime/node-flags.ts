/**
 * How the server's process is started (decision 019), the same way by `npm start` and `npm run
 * worker` (apps/server/package.json, checked by node-flags.test.ts), by the tests and benches
 * (testing/spawn-server.ts), and by a service file that runs node itself (docs/operations.md). Both
 * take effect only at start-up: V8 sizes its heap, and glibc its allocator, before any code runs.
 */

/**
 * A semi-space of 16 MB (the young generation is two of them) instead of V8's up to 64 MB on a
 * 64-bit Node.js without pointer compression: the young generation grows to its largest while the
 * catalogue loads and stays there, 128 MB resident for objects that live a millisecond.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=16',
  // Decision 023: V8 at times decided, under load, to allocate a hot site's short-lived objects
  // straight in the old generation, which then filled at 30-100 MB/s (full collections every 2 s,
  // every scavenge 7 times slower, /api/ping a third slower, p99s doubled) for the rest of the run.
  '--no-allocation-site-pretenuring',
  // Decision 024: lets the server give back what start-up allocated (runtime/start-up-garbage.ts).
  '--expose-gc',
];

/**
 * glibc's threshold for serving an allocation with its own mapping, pinned at glibc's default.
 * Left alone, glibc raises it (up to 32 MB) each time such a block is freed, and then keeps freed
 * memory in its arenas instead of giving it back: after V8's optimizing compiler has compiled
 * PGlite's WebAssembly at start-up (about 580 MB allocated and freed), some 60 MB stayed resident
 * for good. Other C libraries ignore the variable.
 */
export const SERVER_MALLOC_ENV: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '131072' };
