import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers and value lists shared by the schema files.
 *
 * Conventions of the whole schema:
 * - Money is an integer count of minor units (cents): columns are named plainly (`price`, `charge`).
 * - A `*_value` column next to a `*_type` column holds minor units when the type is a fixed amount
 *   and basis points (1/100 of a percent: 1250 = 12.5 %) when the type is a percentage, so that
 *   percentages stay exact integers. Other percentages are named `*_bps`.
 * - Times are `timestamptz`; the wire turns them into unix seconds.
 */

/** Identity primary key that still accepts explicit ids (country 18, shop 1, a seed's fixed rows). */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** SQL for `column IN ('a', 'b')` in a check constraint (DDL cannot take bound parameters). */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/** Fixed amount (minor units) or percentage (basis points) for product, campaign and coupon discounts. */
export const DISCOUNT_TYPES = ['amount', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Fixed amount per unit (minor units) or percentage of the unit price (basis points). */
export const TAX_TYPES = ['amount', 'percent'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** 100 % in basis points. */
export const FULL_PERCENT_BPS = 10_000;
