import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, queryOne } from '../../db/query.ts';

/**
 * Reprices the products whose campaign or discount window opened or closed since the last call
 * (`refresh_due_card_prices()`, migration 0004). Returns how many products it looked at.
 */
export async function refreshDueCardPrices(db: Executor): Promise<number> {
  const row = await queryOne(db, { n: col.int }, sql`select refresh_due_card_prices() as n`);
  return row?.n ?? 0;
}
