/**
 * What the memo follows of the response cache (platform/response-cache.ts, which creates the memo
 * and so cannot be imported from here): its switch, its time to live and its generation.
 */
export interface MemoRules {
  readonly enabled: boolean;
  readonly ttlMs: number;
  readonly generation: number;
}

interface MemoEntry {
  value: unknown;
  /** the response cache's generation when the value was read */
  generation: number;
  expiresAt: number;
}

/** How many values are kept at most (least recently used out first). */
const MAX_ENTRIES = 50_000;

/**
 * Public catalogue values that answers made per shopper are built from (a cart line's product
 * card and priced variation, a zone's warehouses), kept in memory under the response cache's
 * rules (decision 38): the same time to live, emptied by the same changes (`clear()` by routes
 * that change stock, ratings or visibility, `expireAll()` by the price clock), and off when the
 * response cache is off. Only values that are the same for every shopper belong here: never a
 * cart line, a quantity or anything of one user.
 */
export class CatalogMemo {
  private readonly entries = new Map<string, MemoEntry>();

  constructor(
    private readonly cache: MemoRules,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /**
   * The values of `keys`: those kept and still valid, the others from `load(missing)`, which
   * returns the values it found by key (a key it leaves out is not kept and not returned).
   */
  async many<T>(
    keys: readonly string[],
    load: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    if (!this.cache.enabled) return load([...new Set(keys)]);
    const now = Date.now();
    const { generation } = this.cache;
    const found = new Map<string, T>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const entry = this.entries.get(key);
      if (entry && entry.generation === generation && entry.expiresAt > now) {
        this.entries.delete(key); // most recently used last
        this.entries.set(key, entry);
        found.set(key, entry.value as T);
      } else {
        missing.push(key);
      }
    }
    if (missing.length === 0) return found;

    const loaded = await load(missing);
    // read before a change that happened meanwhile: returned, but not kept
    const keep = this.cache.generation === generation;
    const expiresAt = Date.now() + this.cache.ttlMs;
    for (const [key, value] of loaded) {
      found.set(key, value);
      if (!keep) continue;
      this.entries.delete(key);
      this.entries.set(key, { value, generation, expiresAt });
    }
    for (const oldKey of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldKey);
    }
    return found;
  }

  /** Values by numeric id under `kind` (which names what they are and everything they depend on). */
  async byIds<T>(
    kind: string,
    ids: readonly number[],
    load: (ids: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> {
    const prefix = `${kind}|`;
    const found = await this.many(
      ids.map((id) => prefix + id),
      async (missing) => {
        const values = await load(missing.map((key) => Number(key.slice(prefix.length))));
        return new Map([...values].map(([id, value]) => [prefix + id, value]));
      },
    );
    return new Map([...found].map(([key, value]) => [Number(key.slice(prefix.length)), value]));
  }

  /** One value: `many` for a single key. */
  async one<T>(key: string, load: () => Promise<T>): Promise<T> {
    const values = await this.many([key], async () => new Map([[key, await load()]]));
    return values.get(key) as T;
  }

  get size(): number {
    return this.entries.size;
  }
}
