import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { type StoreSettings, storeSettings } from './store-settings.ts';

const TTL_MS = 5_000;
const cache = new WeakMap<object, { at: number; value: Promise<StoreSettings> }>();
const listeners = new WeakMap<object, Set<(settings: StoreSettings) => void>>();

/** Calls `listener` with the settings each time they are read fresh from `db` (not from the cache). */
export function onSettingsLoaded(db: Database, listener: (settings: StoreSettings) => void): void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
}

/**
 * Parses the stored rows key by key: a missing key, or a stored value that does not fit the
 * schema, gets the key's default instead of failing the whole request.
 */
export function parseSettings(rows: { key: string; value: unknown }[]): StoreSettings {
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(storeSettings.shape)) {
    const parsed = schema.safeParse(stored.get(key));
    out[key] = parsed.success ? parsed.data : schema.parse(undefined);
  }
  return out as StoreSettings;
}

/**
 * The store settings, cached for a few seconds per database. Instances are stateless, so a
 * change made through another instance shows within the TTL.
 */
export function readSettings(db: Database, now = Date.now()): Promise<StoreSettings> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  // Read as text and parse here: Drizzle's jsonb decoding parses an already-decoded string again,
  // which would turn the stored flag "1" into the number 1.
  const value = db
    .select({ key: settings.key, json: sql<string>`${settings.value}::text`.mapWith(String) })
    .from(settings)
    .then((rows) => parseSettings(rows.map((r) => ({ key: r.key, value: JSON.parse(r.json) as unknown }))))
    .then((fresh) => {
      for (const listener of listeners.get(db) ?? []) listener(fresh);
      return fresh;
    });
  cache.set(db, { at: now, value });
  value.catch(() => cache.delete(db));
  return value;
}

/** Forgets the cached settings of `db` (after writing settings in this instance). */
export function invalidateSettings(db: Database): void {
  cache.delete(db);
}
