/**
 * A small least-recently-used map: the answers worth keeping (popular playlist pages, media items)
 * stay, and memory stays bounded however many different pages and ids visitors ask for.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting moves the key to the young end.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** The cached value, or the one `make` computes (cached unless it is undefined). */
  getOrSet(key: K, make: () => V | undefined): V | undefined {
    const found = this.get(key);
    if (found !== undefined) return found;
    const made = make();
    if (made !== undefined) this.set(key, made);
    return made;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops every entry whose value matches (a scan: for rare invalidations, not the hot path). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (matches(value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
