import { constants, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('drops the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('computes a missing value once and does not keep undefined', () => {
    const cache = new LruCache<string, number>(4);
    let made = 0;
    const make = () => ++made;
    expect(cache.getOrSet('a', make)).toBe(1);
    expect(cache.getOrSet('a', make)).toBe(1);
    expect(cache.getOrSet('none', () => undefined)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('drops the entries a predicate matches, and no other', () => {
    const cache = new LruCache<string, number>(4);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.deleteWhere((value) => value !== 2);
    expect(cache.size).toBe(1);
    expect(cache.get('b')).toBe(2);
    cache.set('d', 4);
    expect(cache.get('d')).toBe(4);
  });
});

describe('LruCache order of use', () => {
  it('keeps the order through hits, updates, deletes and clears', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.get('a'); // b is now the oldest
    cache.set('b', 20); // an update is a use: c is now the oldest
    cache.set('d', 4);
    expect(cache.get('c')).toBeUndefined();
    expect([cache.get('a'), cache.get('b'), cache.get('d')]).toEqual([1, 20, 4]);
    cache.delete('a'); // the oldest is b
    cache.set('e', 5);
    cache.set('f', 6);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(3);
    cache.deleteWhere((value) => value === 5);
    cache.set('g', 7);
    cache.set('h', 8); // d (the oldest left) goes
    expect(cache.get('d')).toBeUndefined();
    expect([cache.get('f'), cache.get('g'), cache.get('h')]).toEqual([6, 7, 8]);
    cache.clear();
    expect(cache.size).toBe(0);
    cache.set('i', 9);
    expect(cache.get('i')).toBe(9);
  });

  it('allocates nothing in the old generation on a hit (decision 019)', async () => {
    // A long-lived cache lives in the old generation. Moving a key by deleting and setting it again
    // made V8 rebuild the Map's table every few hits, each table allocated in the old generation:
    // garbage that only a full collection frees (about 1 MB a second under the catalogue bench).
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const cache = new LruCache<string, object>(1_000);
    for (let i = 0; i < 100; i++) cache.set(`key ${i}`, { i });
    gc();
    gc(); // twice: the cache and its entries are now in the old generation
    let fullCollections = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { detail } = entry as unknown as { detail?: { kind?: number } };
        if (detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) fullCollections++;
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    const oldSpaceUsed = () =>
      v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')?.space_used_size ?? 0;
    const before = oldSpaceUsed();
    for (let i = 0; i < 200_000; i++) cache.get(`key ${i % 3}`);
    const grown = oldSpaceUsed() - before;
    await new Promise((resolve) => setTimeout(resolve, 10));
    observer.disconnect();
    expect(fullCollections).toBe(0);
    expect(grown).toBeLessThan(1_048_576);
  });
});
