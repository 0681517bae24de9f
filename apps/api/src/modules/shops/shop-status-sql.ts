import type { ShopStatus } from '@shop/contracts/admin/shops';
import { type SQL, sql } from 'drizzle-orm';

/** A shop's status (`shopStatus` in shop-status.ts, the one rule) in SQL over the shops row aliased `alias`. */
export function shopStatusSql(alias = 's'): SQL<ShopStatus> {
  const a = sql.raw(alias);
  return sql<ShopStatus>`(case when ${a}.suspended_at is not null then 'suspended'
    when ${a}.is_approved and ${a}.is_published then 'approved'
    when ${a}.rejected_at is not null then 'rejected' else 'pending' end)`;
}
