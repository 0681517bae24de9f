import { buildMeta } from '@shop/contracts/envelope';
import { fromMinor, toMinor } from '@shop/contracts/money';
import type {
  OrderDetail,
  OrderShort,
  OrderSuccess,
  OrderTimelineEntry,
  OrderTracking,
} from '@shop/contracts/orders';
import type { ProductVariation } from '@shop/contracts/product';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  orderGroups,
  orderItems,
  orders,
  orderUpdates,
  productReviews,
  productTranslations,
  shops,
} from '../../db/schema/index.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { translateText } from '../../platform/messages.ts';
import { paymentMethodName } from '../../platform/payment-method-name.ts';
import { readSettings } from '../../platform/settings.ts';
import { displayDate, displayTime } from '../../platform/wire-dates.ts';
import type { WarehouseSet } from '../catalog/index.ts';
import { loadProductCards, loadProductVariations } from '../catalog/index.ts';
import { loadReviews } from '../reviews/index.ts';
import { statusToShow, timelineText } from './order-timeline.ts';

/** Order reads in their wire shapes; a fixed number of queries for any page. */

export interface OrderContext {
  lang: LanguageCode;
  decimals: number;
  codePrefix: string;
  warehouseIds: WarehouseSet;
  userId: number | null;
}

const shortColumns = {
  id: orders.id,
  orderGroupId: orders.orderGroupId,
  userId: orders.userId,
  code: orders.orderCode,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  amount: orders.amount,
  taxAmount: orders.taxAmount,
  shippingChargeAmount: orders.shippingChargeAmount,
  discountAmount: orders.discountAmount,
  couponDiscountAmount: orders.couponDiscountAmount,
  totalAmount: orders.totalAmount,
  deliveryStatus: orders.deliveryStatus,
  paymentStatus: orders.paymentStatus,
  shop: { id: shops.id, name: shops.name, slug: shops.slug, logo: shops.logo },
};

type ShortRow = {
  id: number;
  orderGroupId: number;
  userId: number | null;
  code: number;
  createdAt: Date;
  updatedAt: Date;
  amount: number;
  taxAmount: number;
  shippingChargeAmount: number;
  discountAmount: number;
  couponDiscountAmount: number;
  totalAmount: number;
  deliveryStatus: OrderShort['deliveryStatus'];
  paymentStatus: OrderShort['paymentStatus'];
  shop: { id: number; name: string; slug: string; logo: string | null };
};

function toShort(row: ShortRow, ctx: OrderContext): OrderShort {
  const money = (minor: number) => fromMinor(minor, ctx.decimals);
  return {
    id: row.id,
    orderGroupId: row.orderGroupId,
    code: row.code,
    codeToShow: `${ctx.codePrefix}${row.code}`,
    createdDate: displayDate(row.createdAt, ctx.lang),
    createdTime: displayTime(row.createdAt, ctx.lang),
    updatedDate: displayDate(row.updatedAt, ctx.lang),
    updatedTime: displayTime(row.updatedAt, ctx.lang),
    createdAt: row.createdAt.toISOString(),
    subtotalAmount: money(row.amount),
    taxAmount: money(row.taxAmount),
    shippingChargeAmount: money(row.shippingChargeAmount),
    discountAmount: money(row.discountAmount),
    couponDiscountAmount: money(row.couponDiscountAmount),
    totalAmount: money(row.totalAmount),
    deliveryStatus: row.deliveryStatus,
    deliveryStatusToShow: translateText(ctx.lang, statusToShow(row.deliveryStatus)),
    paymentStatus: row.paymentStatus,
    shop: { ...row.shop, logo: row.shop.logo ?? '' },
  };
}

/** A page of the user's orders (one per shop), newest first. */
export async function listOrders(
  db: Executor,
  userId: number,
  filter: { deliveryStatus: string | null; code: number | null },
  page: number,
  limit: number,
  ctx: OrderContext,
) {
  const where = and(
    eq(orders.userId, userId),
    filter.deliveryStatus ? sql`${orders.deliveryStatus} = ${filter.deliveryStatus}` : undefined,
    filter.code !== null ? eq(orders.orderCode, filter.code) : undefined,
  );
  const [countRow] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(orders)
    .where(where);
  const rows = await db
    .select(shortColumns)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    data: rows.map((r) => toShort(r, ctx)),
    meta: buildMeta(page, limit, countRow?.total ?? 0),
  };
}

/** Orders matching `where` in full detail (items with cards and the owner's reviews, timeline newest first). */
export async function loadOrderDetails(db: Executor, where: SQL, ctx: OrderContext): Promise<OrderDetail[]> {
  const rows = await db
    .select({
      ...shortColumns,
      paymentMethod: orderGroups.paymentMethod,
      addressType: orderGroups.shippingAddressType,
      address: orderGroups.shippingAddress,
      direction: orderGroups.shippingDirection,
      phone: orderGroups.phone,
      alternativePhone: orderGroups.alternativePhone,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(orderGroups, eq(orderGroups.id, orders.orderGroupId))
    .where(where)
    .orderBy(orders.id);
  if (rows.length === 0) return [];
  const orderIds = rows.map((r) => r.id);
  const [items, updates] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id),
    db
      .select()
      .from(orderUpdates)
      // the shop's private notes never reach the shopper
      .where(and(inArray(orderUpdates.orderId, orderIds), eq(orderUpdates.isCustomerVisible, true)))
      .orderBy(desc(orderUpdates.createdAt), desc(orderUpdates.id)),
  ]);
  const productIds = [...new Set(items.map((i) => i.productId))];
  const ownerIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null))];
  const reviewRows =
    productIds.length > 0 && ownerIds.length > 0
      ? await db
          .select({
            id: productReviews.id,
            userId: productReviews.userId,
            productId: productReviews.productId,
          })
          .from(productReviews)
          .where(and(inArray(productReviews.productId, productIds), inArray(productReviews.userId, ownerIds)))
      : [];
  const [cards, reviews, variations] = await Promise.all([
    loadProductCards(db, productIds, {
      warehouseIds: ctx.warehouseIds,
      lang: ctx.lang,
      decimals: ctx.decimals,
      userId: ctx.userId,
    }),
    loadReviews(
      db,
      reviewRows.map((r) => r.id),
      { lang: ctx.lang, decimals: ctx.decimals, warehouseIds: ctx.warehouseIds, userId: ctx.userId },
    ),
    loadProductVariations(
      db,
      { variationIds: [...new Set(items.map((i) => i.productVariationId))] },
      { warehouseIds: ctx.warehouseIds, lang: ctx.lang, decimals: ctx.decimals },
    ),
  ]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const variationById = new Map(variations.map((v) => [v.id, v]));
  const reviewOf = new Map(reviews.map((r) => [`${r.userId}:${r.productId}`, r]));
  const money = (minor: number) => fromMinor(minor, ctx.decimals);

  return rows.map((row) => ({
    ...toShort(row, ctx),
    paymentMethod: paymentMethodName(row.paymentMethod, ctx.lang),
    paymentMethodValue: row.paymentMethod,
    deliveryAddress: {
      type: row.addressType ?? '',
      address: row.address,
      direction: row.direction ?? '',
      phone: row.phone,
      alternativePhone: row.alternativePhone ?? '',
    },
    items: items
      .filter((i) => i.orderId === row.id)
      .map((i) => ({
        id: i.id,
        productId: i.productId,
        productVariationId: i.productVariationId,
        productName: i.productName,
        variation: orderLineVariation(i, variationById.get(i.productVariationId), money),
        qty: i.qty,
        unitPrice: money(i.unitPrice),
        totalTax: money(i.totalTax),
        totalDiscount: money(i.totalDiscount),
        totalPrice: money(i.totalPrice),
        product: cardById.get(i.productId) ?? null,
        review: row.userId !== null ? (reviewOf.get(`${row.userId}:${i.productId}`) ?? null) : null,
      })),
    orderTimeline: updates.filter((u) => u.orderId === row.id).map((u) => timelineEntry(u, ctx.lang)),
  }));
}

/**
 * An order line's `variation` in a cart line's shape: name, image, code and stocks as the variation
 * is now (the copies made at placement when it is gone), prices as they were on the order. The
 * order keeps the unit list price, the line's discount and tax, so each unit price is exact;
 * `basePriceWithTax` adds the tax charged, since the tax the list price would have carried is not
 * kept.
 */
function orderLineVariation(
  line: {
    productId: number;
    productVariationId: number;
    variationName: string;
    sku: string | null;
    qty: number;
    unitPrice: number;
    totalTax: number;
    totalDiscount: number;
  },
  current: ProductVariation | undefined,
  money: (minor: number) => number,
): ProductVariation {
  // exact for lines placed here (both are qty × a unit amount); rounded for any hand-made row
  const discounted = line.unitPrice - Math.round(line.totalDiscount / line.qty);
  const tax = Math.round(line.totalTax / line.qty);
  return {
    id: line.productVariationId,
    name: current?.name || line.variationName,
    productId: line.productId,
    code: current?.code ?? '',
    sku: line.sku ?? current?.sku ?? '',
    image: current?.image ?? '',
    stocks: current?.stocks ?? [],
    basePrice: money(line.unitPrice),
    discountedBasePrice: money(discounted),
    basePriceWithTax: money(line.unitPrice + tax),
    discountedBasePriceWithTax: money(discounted + tax),
    tax: money(tax),
    dealEnds: null,
  };
}

export function timelineEntry(
  u: { id: number; status: string; note: string; createdAt: Date },
  lang: LanguageCode,
): OrderTimelineEntry {
  const text = timelineText(lang, u.status, u.note);
  return {
    id: u.id,
    status: text.status,
    note: text.note,
    createdDate: displayDate(u.createdAt, lang),
    createdTime: displayTime(u.createdAt, lang),
  };
}

/**
 * The success summary of the caller's order group by its code, or null when there is none of
 * theirs. The group's total is summed in minor units (each order's total is exact there) and
 * converted once, so no float sum drifts by a cent.
 */
export async function loadOrderSuccess(
  db: Executor,
  code: number,
  userId: number,
  ctx: OrderContext,
): Promise<OrderSuccess | null> {
  const [group] = await db
    .select()
    .from(orderGroups)
    .where(and(eq(orderGroups.code, code), eq(orderGroups.userId, userId)));
  if (!group) return null;
  const details = await loadOrderDetails(db, eq(orders.orderGroupId, group.id), ctx);
  const totalMinor = details.reduce((sum, o) => sum + toMinor(o.totalAmount, ctx.decimals), 0);
  return {
    summary: {
      code: group.code,
      customerName: group.name,
      shippingAddress: group.shippingAddress,
      billingAddress:
        group.billingAddress && group.billingAddressId !== group.shippingAddressId
          ? group.billingAddress
          : null,
      phone: group.phone,
      email: group.email ?? '',
      paymentMethod: group.paymentMethod,
      paymentMethodToShow: paymentMethodName(group.paymentMethod, ctx.lang),
      totalAmount: fromMinor(totalMinor, ctx.decimals),
    },
    orders: details,
  };
}

/** Public tracking of an order by its code (no personal data), or null when there is none. */
export async function loadOrderTracking(
  db: Database,
  code: number,
  lang: LanguageCode,
): Promise<OrderTracking | null> {
  const [order] = await db
    .select({
      id: orders.id,
      code: orders.orderCode,
      deliveryStatus: orders.deliveryStatus,
      paymentStatus: orders.paymentStatus,
      createdAt: orders.createdAt,
      shop: { name: shops.name, slug: shops.slug },
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.orderCode, code));
  if (!order) return null;
  const [items, updates, settings] = await Promise.all([
    db
      .select({
        // the product's name in the request's language, as the order page shows it; the name
        // kept with the order when the product has none
        productName: sql<string>`coalesce(nullif(${productTranslations.name}, ''), ${orderItems.productName})`,
        variationName: orderItems.variationName,
        qty: orderItems.qty,
      })
      .from(orderItems)
      .leftJoin(
        productTranslations,
        and(eq(productTranslations.productId, orderItems.productId), eq(productTranslations.langCode, lang)),
      )
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderUpdates)
      // the shop's private notes never reach the shopper
      .where(and(eq(orderUpdates.orderId, order.id), eq(orderUpdates.isCustomerVisible, true)))
      .orderBy(desc(orderUpdates.createdAt), desc(orderUpdates.id)),
    readSettings(db),
  ]);
  return {
    code: order.code,
    codeToShow: `${settings.orderCodePrefix}${order.code}`,
    deliveryStatus: order.deliveryStatus,
    deliveryStatusToShow: translateText(lang, statusToShow(order.deliveryStatus)),
    paymentStatus: order.paymentStatus,
    createdDate: displayDate(order.createdAt, lang),
    shop: order.shop,
    items,
    orderTimeline: updates.map((u) => timelineEntry(u, lang)),
  };
}

/** The caller's order by its code, in full, or null when there is none of theirs. */
export async function loadOwnOrder(
  db: Executor,
  code: number,
  userId: number,
  ctx: OrderContext,
): Promise<OrderDetail | null> {
  const [detail] = await loadOrderDetails(
    db,
    and(eq(orders.orderCode, code), eq(orders.userId, userId))!,
    ctx,
  );
  return detail ?? null;
}
