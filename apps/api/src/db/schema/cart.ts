import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { warehouses } from './inventory.ts';
import { products, productVariations } from './products.ts';
import { guestUsers, users } from './users.ts';

/**
 * Cart lines, owned by exactly one of a user or a guest. One line per (owner, variation,
 * warehouse): adding the same thing again raises the quantity.
 */
export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestUserId: bigint('guest_user_id', { mode: 'number' }).references(() => guestUsers.id, {
      onDelete: 'cascade',
    }),
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('carts_qty_check', sql`${t.qty} > 0`),
    check('carts_one_owner_check', sql`(${t.userId} is null) <> (${t.guestUserId} is null)`),
    uniqueIndex('carts_user_line_idx')
      .on(t.userId, t.productVariationId, t.warehouseId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('carts_guest_line_idx')
      .on(t.guestUserId, t.productVariationId, t.warehouseId)
      .where(sql`${t.guestUserId} is not null`),
    index('carts_variation_idx').on(t.productVariationId),
  ],
);

/** A signed-in customer's wishlist: one row per product. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('wishlists_user_product_unique').on(t.userId, t.productId),
    index('wishlists_product_idx').on(t.productId),
  ],
);

export type Cart = typeof carts.$inferSelect;
export type NewCart = typeof carts.$inferInsert;
export type Wishlist = typeof wishlists.$inferSelect;
