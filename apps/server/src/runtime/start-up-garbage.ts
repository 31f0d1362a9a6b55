/**
 * Gives back what start-up allocated and no longer needs (decision 024). Building the catalogue
 * snapshot reads every row and leaves them behind: with 50,000 classes about 130 MB of the V8 heap,
 * which stayed resident for good on an idle server, as no full collection came to free it. One full,
 * compacting collection before the server listens frees it and lets V8 return the emptied pages.
 *
 * Needs `--expose-gc` (runtime/node-flags.ts); started without it, nothing is done and false returned.
 */
export function collectStartUpGarbage(collect: NodeJS.GCFunction | undefined = globalThis.gc): boolean {
  if (typeof collect !== 'function') return false;
  // "last-resort" collects until nothing more is freed, compacting, and gives the pages back at once.
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}
