import type { DeliveryStatus } from '@shop/contracts/constants';
import type { SellerOrdersQuery } from '@shop/contracts/seller/orders';
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import {
  coupons,
  orderGroups,
  orderItems,
  orders,
  orderUpdates,
  shops,
  users,
} from '../../db/schema/index.ts';

/**
 * The seller center's order reads and writes; every query is filtered by the caller's shop. The
 * operator console reads and locks an order of any shop through the same functions with `shopId`
 * null (its order codes are unique across shops).
 */

/** One shop's order by code, or (shopId null, the operator) any shop's. */
function orderOf(shopId: number | null, code: number): SQL {
  return shopId === null
    ? eq(orders.orderCode, code)
    : and(eq(orders.orderCode, code), eq(orders.shopId, shopId))!;
}

const DAY_MS = 86_400_000;

/** The list's filters except the status tab (the tab counts use them too). */
function listFilter(shopId: number, q: Pick<SellerOrdersQuery, 'search' | 'from' | 'to'>): SQL {
  const conditions: (SQL | undefined)[] = [eq(orders.shopId, shopId)];
  if (q.from) conditions.push(gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) conditions.push(lt(orders.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)));
  const search = q.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const code = search.replace(/^#/, '');
    conditions.push(
      or(
        /^\d{1,9}$/.test(code) ? eq(orders.orderCode, Number(code)) : undefined,
        ilike(orderGroups.name, pattern),
        ilike(orderGroups.phone, pattern),
      ),
    );
  }
  return and(...conditions)!;
}

/** A page of the shop's orders (newest first) and the count of each delivery status. */
export async function listShopOrders(db: Executor, shopId: number, q: SellerOrdersQuery) {
  const filter = listFilter(shopId, q);
  const where = q.status === 'all' ? filter : and(filter, eq(orders.deliveryStatus, q.status))!;
  const itemCount =
    sql<number>`(select coalesce(sum(oi.qty), 0)::int from order_items oi where oi.order_id = ${orders.id})`.mapWith(
      Number,
    );
  const [rows, counts] = await Promise.all([
    db
      .select({
        code: orders.orderCode,
        createdAt: orders.createdAt,
        customerName: orderGroups.name,
        customerPhone: orderGroups.phone,
        itemCount,
        totalAmount: orders.totalAmount,
        paymentMethod: orderGroups.paymentMethod,
        paymentStatus: orders.paymentStatus,
        deliveryStatus: orders.deliveryStatus,
      })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ status: orders.deliveryStatus, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(orders)
      .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
      .where(filter)
      .groupBy(orders.deliveryStatus),
  ]);
  const byStatus = new Map<DeliveryStatus, number>(counts.map((c) => [c.status, c.n]));
  return { rows, byStatus };
}

/** The shop's order with this code, locked for the rest of the transaction; null for another shop's. */
export async function lockShopOrder(tx: Transaction, shopId: number | null, code: number) {
  const [row] = await tx
    .select({
      id: orders.id,
      code: orders.orderCode,
      deliveryStatus: orders.deliveryStatus,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orderGroups.paymentMethod,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
    .where(orderOf(shopId, code))
    .for('update', { of: orders });
  return row ?? null;
}
export type LockedShopOrder = NonNullable<Awaited<ReturnType<typeof lockShopOrder>>>;

/** Everything the detail, the invoice and the packing slip show; null for another shop's order. */
export async function loadShopOrder(db: Executor, shopId: number | null, code: number) {
  const [order] = await db
    .select({
      id: orders.id,
      code: orders.orderCode,
      groupCode: orderGroups.code,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      deliveryStatus: orders.deliveryStatus,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orderGroups.paymentMethod,
      trackingNumber: orders.trackingNumber,
      customerName: orderGroups.name,
      phone: orderGroups.phone,
      alternativePhone: orderGroups.alternativePhone,
      email: orderGroups.email,
      customerNote: orderGroups.note,
      shippingAddressType: orderGroups.shippingAddressType,
      shippingAddress: orderGroups.shippingAddress,
      shippingDirection: orderGroups.shippingDirection,
      shippingAddressId: orderGroups.shippingAddressId,
      billingAddressId: orderGroups.billingAddressId,
      billingAddressType: orderGroups.billingAddressType,
      billingAddress: orderGroups.billingAddress,
      amount: orders.amount,
      taxAmount: orders.taxAmount,
      discountAmount: orders.discountAmount,
      couponDiscountAmount: orders.couponDiscountAmount,
      couponCode: coupons.code,
      shippingChargeAmount: orders.shippingChargeAmount,
      totalAmount: orders.totalAmount,
      commission: orders.adminCommissionAmount,
      shopId: orders.shopId,
      userId: orders.userId,
      shop: {
        name: shops.name,
        address: shops.address,
        phone: shops.contactPhone,
        email: shops.contactEmail,
      },
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(orderOf(shopId, code));
  if (!order) return null;
  const [items, timeline] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        productName: orderItems.productName,
        variationName: orderItems.variationName,
        sku: orderItems.sku,
        qty: orderItems.qty,
        unitPrice: orderItems.unitPrice,
        totalTax: orderItems.totalTax,
        totalDiscount: orderItems.totalDiscount,
        totalPrice: orderItems.totalPrice,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        id: orderUpdates.id,
        status: orderUpdates.status,
        note: orderUpdates.note,
        type: orderUpdates.type,
        visibleToCustomer: orderUpdates.isCustomerVisible,
        createdAt: orderUpdates.createdAt,
      })
      .from(orderUpdates)
      .where(eq(orderUpdates.orderId, order.id))
      .orderBy(desc(orderUpdates.createdAt), desc(orderUpdates.id)),
  ]);
  return { ...order, items, timeline };
}
export type ShopOrder = NonNullable<Awaited<ReturnType<typeof loadShopOrder>>>;

/** A note of the shop on the order's timeline (type `custom`). */
export async function insertShopNote(
  db: Executor,
  note: { orderId: number; userId: number; status: string; note: string; visibleToCustomer: boolean },
): Promise<void> {
  await db.insert(orderUpdates).values({
    orderId: note.orderId,
    userId: note.userId,
    status: note.status,
    note: note.note,
    type: 'custom',
    isCustomerVisible: note.visibleToCustomer,
  });
}

/** Where the shopper of an order is told about it: the order's e-mail and the account's phone. */
export async function shopperContact(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      code: orders.orderCode,
      name: orderGroups.name,
      email: orderGroups.email,
      accountEmail: users.email,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}
