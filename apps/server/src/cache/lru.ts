/** One entry, linked to its neighbours in the order of use. */
interface Entry<K, V> {
  key: K;
  value: V;
  /** The entry used next after this one (undefined for the most recently used). */
  newer: Entry<K, V> | undefined;
  /** The entry used last before this one (undefined for the least recently used). */
  older: Entry<K, V> | undefined;
}

/**
 * A small least-recently-used map: the answers worth keeping (popular playlist pages, media items)
 * stay, and memory stays bounded however many different pages and ids visitors ask for.
 *
 * The order of use is a list through the entries themselves, so a hit only relinks two or three
 * entries and allocates nothing. Moving a key to the young end of a `Map` (delete, then set again)
 * made V8 rebuild the map's table every few hits, and for a map that has reached the old generation
 * (every long-lived cache) each new table is allocated there: under the catalogue bench a hot media
 * item's hits alone left about 1 MB a second of garbage in the old space, reclaimed only by a full
 * collection, which is what the server's resident memory grew with (decision 019).
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<K, V>>();
  private newest: Entry<K, V> | undefined;
  private oldest: Entry<K, V> | undefined;

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.markUsed(entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const found = this.entries.get(key);
    if (found) {
      found.value = value;
      this.markUsed(found);
      return;
    }
    const entry: Entry<K, V> = { key, value, newer: undefined, older: undefined };
    this.entries.set(key, entry);
    this.linkNewest(entry);
    if (this.entries.size > this.capacity && this.oldest) this.remove(this.oldest);
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
    const entry = this.entries.get(key);
    if (entry) this.remove(entry);
  }

  clear(): void {
    this.entries.clear();
    this.newest = undefined;
    this.oldest = undefined;
  }

  /** Drops every entry whose value matches (a scan: for rare invalidations, not the hot path). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const entry of this.entries.values()) if (matches(entry.value)) this.remove(entry);
  }

  get size(): number {
    return this.entries.size;
  }

  private markUsed(entry: Entry<K, V>): void {
    if (entry === this.newest) return;
    this.unlink(entry);
    this.linkNewest(entry);
  }

  private linkNewest(entry: Entry<K, V>): void {
    entry.older = this.newest;
    entry.newer = undefined;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }

  private unlink(entry: Entry<K, V>): void {
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    entry.newer = undefined;
    entry.older = undefined;
  }

  private remove(entry: Entry<K, V>): void {
    this.entries.delete(entry.key);
    this.unlink(entry);
  }
}
