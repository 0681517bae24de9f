import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { parseSettings } from '../../platform/settings.ts';
import type { StoreSettingKey, StoreSettings } from '../../platform/store-settings.ts';

/**
 * Writes of the `settings` table (one row per key, JSON value) for the operator console. Read the
 * keys a change depends on with `lockSettings` inside its transaction, so two operators saving at
 * once are applied one after the other and each audit entry's `before` is what it replaced.
 */

const columns = { key: settings.key, json: sql<string>`${settings.value}::text`.mapWith(String) };
const parse = (rows: { key: string; json: string }[]) =>
  parseSettings(rows.map((r) => ({ key: r.key, value: JSON.parse(r.json) as unknown })));

/** The settings as stored now (not the storefront's memo), defaults for missing keys. */
export async function storedSettings(db: Executor): Promise<StoreSettings> {
  return parse(await db.select(columns).from(settings));
}

/** The settings (defaults for missing keys), with the rows of `keys` locked until the transaction ends. */
export async function lockSettings(tx: Executor, keys: readonly StoreSettingKey[]): Promise<StoreSettings> {
  return parse(
    await tx
      .select(columns)
      .from(settings)
      .where(inArray(settings.key, [...keys]))
      .for('update'),
  );
}

/** Stores each given key's value (inserting the rows of keys never stored). */
export async function writeSettings(tx: Executor, values: Partial<StoreSettings>): Promise<void> {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await tx
    .insert(settings)
    .values(entries.map(([key, value]) => ({ key, value: sql`${JSON.stringify(value)}::jsonb` })))
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
    });
}
