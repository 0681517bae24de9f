import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { languages, orderGroups, settings } from '../../db/schema/index.ts';
import { parseSettings } from '../../platform/settings.ts';
import type { StoreSettings } from '../../platform/store-settings.ts';

/** The operator console's reads and writes of store settings and languages (issue 18 §6). */

/** Writes setting rows (insert or replace), one per key; a null value removes the key's row. */
export async function writeSettingRows(db: Executor, entries: Record<string, unknown>): Promise<void> {
  // null is each nullable key's default ("as the environment says"): no row
  const cleared = Object.keys(entries).filter((key) => entries[key] === null);
  if (cleared.length > 0) await db.delete(settings).where(inArray(settings.key, cleared));
  const rows = Object.entries(entries)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}

/** Locks the setting rows of `keys` for the transaction (two operators saving at once queue up). */
export async function lockSettingRows(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .select({ key: settings.key })
    .from(settings)
    .where(inArray(settings.key, [...keys]))
    .for('update');
}

export interface LanguageRow {
  code: string;
  name: string;
  isActive: boolean;
  isRtl: boolean;
}

export function allLanguages(db: Executor): Promise<LanguageRow[]> {
  return db
    .select({
      code: languages.code,
      name: languages.name,
      isActive: languages.isActive,
      isRtl: languages.isRtl,
    })
    .from(languages)
    .orderBy(asc(languages.sort), asc(languages.code));
}

/** Offers exactly `codes` (of the rows that exist); the others are switched off. */
export async function setOfferedLanguages(db: Executor, codes: readonly string[]): Promise<void> {
  await db
    .update(languages)
    .set({ isActive: inArray(languages.code, [...codes]) })
    .where(sql`true`);
}

/** Whether any order was ever placed (the currency code is then fixed). */
export async function anyOrderExists(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: orderGroups.id }).from(orderGroups).limit(1);
  return row !== undefined;
}

/** The settings as stored now, without the cache (inside a write's transaction). */
export async function storedSettings(db: Executor): Promise<StoreSettings> {
  const rows = await db
    .select({ key: settings.key, json: sql<string>`${settings.value}::text`.mapWith(String) })
    .from(settings);
  return parseSettings(rows.map((r) => ({ key: r.key, value: JSON.parse(r.json) as unknown })));
}
