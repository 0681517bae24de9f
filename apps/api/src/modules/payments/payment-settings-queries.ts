import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { parseSettings } from '../../platform/settings.ts';

/** The payment settings' rows (`paymentMethods`, `codAvailable`), read and written by the console. */
const KEYS = ['paymentMethods', 'codAvailable'];

export async function lockPaymentSettings(db: Executor): Promise<void> {
  await db.select({ key: settings.key }).from(settings).where(inArray(settings.key, KEYS)).for('update');
}

export async function storedPaymentSettings(
  db: Executor,
): Promise<{ paymentMethods: string[]; codAvailable: '0' | '1' }> {
  const rows = await db
    .select({ key: settings.key, json: sql<string>`${settings.value}::text`.mapWith(String) })
    .from(settings)
    .where(inArray(settings.key, KEYS));
  const parsed = parseSettings(rows.map((r) => ({ key: r.key, value: JSON.parse(r.json) as unknown })));
  return { paymentMethods: parsed.paymentMethods, codAvailable: parsed.codAvailable };
}

export async function writePaymentSettings(
  db: Executor,
  values: { paymentMethods: string[]; codAvailable: '0' | '1' },
): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(values).map(([key, value]) => ({ key, value })))
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
