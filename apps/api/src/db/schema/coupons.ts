import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog.ts';
import { createdAt, DISCOUNT_TYPES, id, oneOf, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { shops } from './shops.ts';

/**
 * A shop's coupons. `discount_value`: minor units for `amount`, basis points for `percentage`.
 * Valid from the start of `start_at` through `end_at` inclusive. Amounts in minor units; a null
 * `max_discount_amount` means no cap, null usage limits mean unlimited. Its uses are
 * `coupon_usages` (in orders.ts, written with the order).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    discountValue: integer('discount_value').notNull(),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    minSpend: integer('min_spend').notNull().default(0),
    maxDiscountAmount: integer('max_discount_amount'),
    totalUsageLimit: integer('total_usage_limit'),
    customerUsageLimit: integer('customer_usage_limit'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * A marketplace-wide coupon (issue 18 §7): made by an operator, kept under the platform's shop
     * (shop 1), valid for the lines of every shop; a shop's own coupon of the same code wins there.
     */
    isMarketplace: boolean('is_marketplace').notNull().default(false),
    banner: text('banner'),
    info: text('info'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupons_discount_type_check', oneOf(t.discountType, DISCOUNT_TYPES)),
    check('coupons_discount_value_check', sql`${t.discountValue} >= 0`),
    check(
      'coupons_discount_percentage_check',
      sql`${t.discountType} <> 'percentage' or ${t.discountValue} <= 10000`,
    ),
    check('coupons_dates_check', sql`${t.endAt} >= ${t.startAt}`),
    check('coupons_min_spend_check', sql`${t.minSpend} >= 0`),
    check('coupons_max_discount_check', sql`${t.maxDiscountAmount} is null or ${t.maxDiscountAmount} >= 0`),
    check('coupons_total_usage_limit_check', sql`${t.totalUsageLimit} is null or ${t.totalUsageLimit} >= 0`),
    check(
      'coupons_customer_usage_limit_check',
      sql`${t.customerUsageLimit} is null or ${t.customerUsageLimit} >= 0`,
    ),
    unique('coupons_shop_code_unique').on(t.shopId, t.code),
    index('coupons_code_idx').on(t.code),
    index('coupons_active_idx').on(t.isActive, t.endAt),
    index('coupons_marketplace_idx').on(t.isMarketplace).where(sql`${t.isMarketplace}`),
  ],
);

/** Free-text conditions shown on a coupon's details. */
export const couponConditions = pgTable(
  'coupon_conditions',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('coupon_conditions_coupon_idx').on(t.couponId, t.sort)],
);

/** Products a coupon is limited to (with `coupon_categories`; neither = the whole shop). */
export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.productId] }),
    index('coupon_products_product_idx').on(t.productId),
  ],
);

export const couponCategories = pgTable(
  'coupon_categories',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.categoryId] }),
    index('coupon_categories_category_idx').on(t.categoryId),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
