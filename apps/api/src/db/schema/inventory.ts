import { STOCK_ADJUSTMENT_REASONS, type StockAdjustmentReason } from '@shop/contracts/seller/inventory';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { zones } from './geo.ts';
import { productVariations } from './products.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/** A shop's warehouses; each shop has exactly one default warehouse at most. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('warehouses_shop_idx').on(t.shopId),
    uniqueIndex('warehouses_one_default_idx').on(t.shopId).where(sql`${t.isDefault}`),
    // target of the (warehouse, shop) foreign key of warehouse_zones
    unique('warehouses_id_shop_unique').on(t.id, t.shopId),
  ],
);

/** Stock of a product variation in a warehouse; never below zero. */
export const productVariationStocks = pgTable(
  'product_variation_stocks',
  {
    id: id(),
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    stockQty: integer('stock_qty').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_variation_stocks_stock_qty_check', sql`${t.stockQty} >= 0`),
    unique('product_variation_stocks_unique').on(t.productVariationId, t.warehouseId),
    index('product_variation_stocks_warehouse_idx').on(t.warehouseId),
  ],
);

/**
 * Which warehouse of a shop serves a zone: at most one per (shop, zone). `shop_id` must be the
 * warehouse's shop (composite foreign key).
 */
export const warehouseZones = pgTable(
  'warehouse_zones',
  {
    id: id(),
    warehouseId: integer('warehouse_id').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [
    foreignKey({
      name: 'warehouse_zones_warehouse_shop_fk',
      columns: [t.warehouseId, t.shopId],
      foreignColumns: [warehouses.id, warehouses.shopId],
    }).onDelete('cascade'),
    unique('warehouse_zones_shop_zone_unique').on(t.shopId, t.zoneId),
    index('warehouse_zones_zone_idx').on(t.zoneId, t.warehouseId),
    index('warehouse_zones_warehouse_idx').on(t.warehouseId),
  ],
);

/** A shop's flat shipping charge for a zone (minor units); otherwise its default charge applies. */
export const zoneShippingCharges = pgTable(
  'zone_shipping_charges',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    charge: integer('charge').notNull().default(0),
  },
  (t) => [
    check('zone_shipping_charges_charge_check', sql`${t.charge} >= 0`),
    unique('zone_shipping_charges_unique').on(t.shopId, t.zoneId),
  ],
);

export { STOCK_ADJUSTMENT_REASONS, type StockAdjustmentReason };

/**
 * The history of a seller's stock changes: each row is one relative change (`delta`) of one
 * variation in one warehouse, with the quantity it left (`stock_after`) and why. Orders move stock
 * too but are their own history (order items), so they write no row here.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_ADJUSTMENT_REASONS }).notNull(),
    note: text('note'),
    /** who made it; null once that account is gone */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_adjustments_reason_check', oneOf(t.reason, STOCK_ADJUSTMENT_REASONS)),
    check('stock_adjustments_delta_check', sql`${t.delta} <> 0`),
    check('stock_adjustments_stock_after_check', sql`${t.stockAfter} >= 0`),
    index('stock_adjustments_shop_idx').on(t.shopId, t.createdAt),
    index('stock_adjustments_variation_idx').on(t.productVariationId, t.createdAt),
  ],
);

export type Warehouse = typeof warehouses.$inferSelect;
export type ProductVariationStock = typeof productVariationStocks.$inferSelect;
export type WarehouseZone = typeof warehouseZones.$inferSelect;
