import { FULL_PERCENT_BPS } from '@shop/contracts/pricing';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `commissionOf` in SQL, for sums over many orders (earnings): PostgreSQL rounds a numeric half
 * away from zero, as `Math.round` does for the amounts here (never below 0). For an order paid
 * before its commission was recorded; a recorded `admin_commission_amount` always wins.
 */
export function commissionSql(totalMinor: SQLWrapper, commissionBps: SQLWrapper): SQL {
  return sql`round(${totalMinor}::numeric * ${commissionBps} / ${FULL_PERCENT_BPS})::bigint`;
}
