/** What a bounded cache keeps of each entry: its size in bytes and when it may no longer be served. */
export interface SizedEntry {
  size: number;
  staleUntil: number;
}

/**
 * Entries by key, least recently used first out, bounded in bytes and in age: the storage of the
 * response cache (response-cache.ts) and of the page cache (page-cache.ts).
 */
export class BoundedLru<E extends SizedEntry> {
  private readonly entries = new Map<string, E>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The entry, moved to the most recently used end; undefined (and forgotten) when past `staleUntil`. */
  get(key: string, now: number): E | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.staleUntil <= now) {
      this.bytes -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps `entry`, dropping the least recently used ones over the bound; one over a quarter of it is not kept. */
  set(key: string, entry: E): void {
    if (entry.size > this.maxBytes / 4) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.size;
    }
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.size;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  values(): IterableIterator<E> {
    return this.entries.values();
  }

  get size(): number {
    return this.entries.size;
  }
}
