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
