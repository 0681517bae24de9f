import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { col, queryOne } from '../db/query.ts';
import { DEMO_CUSTOMER } from '../modules/auth/demo-accounts.ts';
import { SHOPS } from './catalogue.ts';

/**
 * Whether the database holds no shop, user or product yet (a fresh install). Kept apart from the
 * seed, whose picture drawing weighs hundreds of megabytes once imported, so that a server can
 * ask without loading it.
 */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const row = await queryOne(
    db,
    { used: col.bool },
    sql`select (exists(select 1 from shops) or exists(select 1 from users) or exists(select 1 from products)) as "used"`,
  );
  return row?.used !== true;
}

/** Whether the demo's accounts are there (the customer and the shop owners: password 123456, known to all). */
export async function hasDemoAccounts(db: Executor): Promise<boolean> {
  const phones = [DEMO_CUSTOMER.phone, ...SHOPS.map((shop) => shop.owner.phone)];
  const row = await queryOne(
    db,
    { demo: col.bool },
    sql`select exists(select 1 from users where phone in (${sql.join(phones, sql`, `)})) as "demo"`,
  );
  return row?.demo === true;
}
