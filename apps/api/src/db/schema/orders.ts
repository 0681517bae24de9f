import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@shop/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { coupons } from './coupons.ts';
import { warehouses } from './inventory.ts';
import { products, productVariations } from './products.ts';
import { shops } from './shops.ts';
import { userAddresses, users } from './users.ts';

/**
 * Checkout writes one order group (the customer's details and addresses), one order per shop in it,
 * their items, and one payment for the group. All amounts are integer minor units.
 */

/** A payment's state; `failed` and `cancelled` cancel the group's orders and return their stock. */
export const PAYMENT_RECORD_STATUSES = ['unpaid', 'paid', 'failed', 'cancelled'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/**
 * One checkout. `code` is the number the customer sees for the whole checkout; the address text
 * is copied at placement so later edits of an address do not change past orders.
 */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: id(),
    code: integer('code').notNull().unique(),
    /** null for a guest checkout */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone').notNull(),
    alternativePhone: text('alternative_phone'),
    note: text('note'),
    shippingAddressId: integer('shipping_address_id').references(() => userAddresses.id, {
      onDelete: 'set null',
    }),
    billingAddressId: integer('billing_address_id').references(() => userAddresses.id, {
      onDelete: 'set null',
    }),
    shippingAddress: text('shipping_address').notNull(),
    shippingAddressType: text('shipping_address_type'),
    shippingDirection: text('shipping_direction'),
    billingAddress: text('billing_address'),
    billingAddressType: text('billing_address_type'),
    /** the delivery zone of the shipping address at placement */
    zoneId: integer('zone_id'),
    paymentMethod: text('payment_method').notNull(),
    /**
     * The client's idempotency key of the placement (`Idempotency-Key` header or `idempotencyKey`
     * field): a retried request with the same key answers with this group instead of a second one.
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_groups_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('order_groups_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** One shop's part of a checkout. `total_amount` = amount + tax + shipping − discount − coupon discount. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderCode: integer('order_code').notNull().unique(),
    orderGroupId: integer('order_group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    warehouseId: integer('warehouse_id').references(() => warehouses.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** subtotal: Σ unit price × qty */
    amount: integer('amount').notNull(),
    taxAmount: integer('tax_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    couponDiscountAmount: integer('coupon_discount_amount').notNull().default(0),
    shippingChargeAmount: integer('shipping_charge_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    /** the platform's commission, set once when the order is paid; null until then */
    adminCommissionAmount: integer('admin_commission_amount'),
    deliveryStatus: text('delivery_status', { enum: DELIVERY_STATUSES }).notNull().default('order_placed'),
    /** the carrier's tracking number, given by the seller when the order ships */
    trackingNumber: text('tracking_number'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_delivery_status_check', oneOf(t.deliveryStatus, DELIVERY_STATUSES)),
    check('orders_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check(
      'orders_amounts_check',
      sql`${t.amount} >= 0 and ${t.taxAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.couponDiscountAmount} >= 0 and ${t.shippingChargeAmount} >= 0 and ${t.totalAmount} >= 0`,
    ),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_shop_idx').on(t.shopId, t.createdAt),
    index('orders_group_idx').on(t.orderGroupId),
    index('orders_coupon_idx').on(t.couponId),
  ],
);

/**
 * The lines of an order with the prices at placement: `unit_price` before tax and discount,
 * `total_price` = unit_price × qty + total_tax − total_discount. Names are copied too.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    variationName: text('variation_name').notNull().default(''),
    sku: text('sku'),
    qty: integer('qty').notNull(),
    unitPrice: integer('unit_price').notNull(),
    totalTax: integer('total_tax').notNull().default(0),
    totalDiscount: integer('total_discount').notNull().default(0),
    totalPrice: integer('total_price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_items_qty_check', sql`${t.qty} > 0`),
    check(
      'order_items_amounts_check',
      sql`${t.unitPrice} >= 0 and ${t.totalTax} >= 0 and ${t.totalDiscount} >= 0 and ${t.totalPrice} >= 0`,
    ),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);

export const ORDER_UPDATE_TYPES = ['default', 'custom'] as const;

/** An order's timeline: every status change writes a row ("Order Placed", "Order has been placed."). */
export const orderUpdates = pgTable(
  'order_updates',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** who caused it; null for the system (e.g. a payment callback) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    type: text('type', { enum: ORDER_UPDATE_TYPES }).notNull().default('default'),
    /** false for the shop's internal notes: the shopper's order page and tracking leave them out */
    isCustomerVisible: boolean('is_customer_visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_updates_type_check', oneOf(t.type, ORDER_UPDATE_TYPES)),
    index('order_updates_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** The payment of an order group: the grand totals, the method and the gateway's details. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderGroupId: integer('order_group_id')
      .notNull()
      .references(() => orderGroups.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('unpaid'),
    amount: integer('amount').notNull(),
    taxAmount: integer('tax_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    couponDiscountAmount: integer('coupon_discount_amount').notNull().default(0),
    shippingChargeAmount: integer('shipping_charge_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_status_check', oneOf(t.status, PAYMENT_RECORD_STATUSES)),
    check('payments_total_amount_check', sql`${t.totalAmount} >= 0`),
    index('payments_order_group_idx').on(t.orderGroupId),
  ],
);

/** Each use of a coupon, one per order; counted against the coupon's usage limits. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('coupon_usages_order_unique').on(t.orderId),
    index('coupon_usages_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

export type OrderGroup = typeof orderGroups.$inferSelect;
export type NewOrderGroup = typeof orderGroups.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderUpdate = typeof orderUpdates.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type CouponUsage = typeof couponUsages.$inferSelect;
