import { isPayOnDelivery } from '@shop/contracts/checkout';
import type { DeliveryStatus } from '@shop/contracts/constants';
import { buildMeta } from '@shop/contracts/envelope';
import { fromMinor } from '@shop/contracts/money';
import {
  SELLER_ORDER_MESSAGES,
  SELLER_ORDER_TABS,
  type SellerOrderCounts,
  type SellerOrderDetail,
  type SellerOrderNoteBody,
  type SellerOrderStatusBody,
  type SellerOrdersPage,
  type SellerOrdersQuery,
  type SellerTargetStatus,
} from '@shop/contracts/seller/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import type { Outbox } from '../../platform/outbox.ts';
import { paymentMethodName } from '../../platform/payment-method-name.ts';
import { readSettings } from '../../platform/settings.ts';
import { shopPaymentRefusal, shopUnpaymentRefusal } from './commission.ts';
import { markShopOrderPaid, markShopOrderUnpaid } from './commission-queries.ts';
import { notifyShopper } from './order-notices.ts';
import { mayCancel, moveOrder, nextStatus } from './order-status.ts';
import { SHOP_NOTE, timelineText } from './order-timeline.ts';
import { type OrderDocumentKind, renderOrderDocument } from './seller-order-documents.ts';
import {
  insertShopNote,
  listShopOrders,
  loadShopOrder,
  lockShopOrder,
  type ShopOrder,
} from './seller-order-queries.ts';

/** The seller center's orders (issue 17 §5): reads and the changes a shop makes to its orders. */

export interface SellerOrderDeps {
  db: Database;
  config: Config;
  outbox: Outbox;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** Who acts: the signed-in seller's shop and account. */
export interface ShopActor {
  shopId: number;
  userId: number;
}

export async function codePrefix(db: Database): Promise<string> {
  return (await readSettings(db)).orderCodePrefix;
}

export async function listSellerOrders(
  deps: SellerOrderDeps,
  shopId: number,
  q: SellerOrdersQuery,
): Promise<SellerOrdersPage> {
  const [{ rows, byStatus }, prefix] = await Promise.all([
    listShopOrders(deps.db, shopId, q),
    codePrefix(deps.db),
  ]);
  const money = (minor: number) => fromMinor(minor, deps.config.currency.decimals);
  const counts = Object.fromEntries(
    SELLER_ORDER_TABS.map((tab) => [
      tab,
      tab === 'all' ? [...byStatus.values()].reduce((s, n) => s + n, 0) : (byStatus.get(tab) ?? 0),
    ]),
  ) as SellerOrderCounts;
  return {
    data: rows.map((r) => ({
      code: r.code,
      codeToShow: `${prefix}${r.code}`,
      createdAt: r.createdAt.toISOString(),
      customerName: r.customerName,
      customerPhone: r.customerPhone,
      itemCount: r.itemCount,
      totalAmount: money(r.totalAmount),
      paymentMethod: r.paymentMethod,
      paymentStatus: r.paymentStatus,
      deliveryStatus: r.deliveryStatus,
    })),
    meta: buildMeta(q.page, q.limit, counts[q.status]),
    counts,
  };
}

/**
 * The shop's order, or 404 (another shop's code is "not found" too); `shopId` null: the operator's
 * read of any shop's order.
 */
export async function findShopOrder(
  deps: Pick<SellerOrderDeps, 'db'>,
  shopId: number | null,
  code: number,
): Promise<ShopOrder> {
  const order = await loadShopOrder(deps.db, shopId, code);
  if (!order) throw new NotFound(SELLER_ORDER_MESSAGES.orderNotFound);
  return order;
}

/** What the seller may do with an order now (the rules of order-status.ts and commission.ts). */
export function actionsOf(order: Pick<ShopOrder, 'deliveryStatus' | 'paymentStatus' | 'paymentMethod'>) {
  const next = nextStatus(order.deliveryStatus);
  return {
    nextStatus: next === null || next === 'order_placed' ? null : (next as SellerTargetStatus),
    canCancel: mayCancel(order.deliveryStatus),
    canMarkPaid: shopPaymentRefusal(order) === null,
    canMarkUnpaid: shopUnpaymentRefusal(order) === null,
  };
}

export async function sellerOrderDetail(
  deps: SellerOrderDeps,
  shopId: number,
  code: number,
  lang: LanguageCode,
): Promise<SellerOrderDetail> {
  const [order, prefix] = await Promise.all([findShopOrder(deps, shopId, code), codePrefix(deps.db)]);
  return orderDetailOf(order, { prefix, decimals: deps.config.currency.decimals, lang });
}

/** An order as the consoles' order detail shows it (the seller center's and the operator's). */
export function orderDetailOf(
  order: ShopOrder,
  view: { prefix: string; decimals: number; lang: LanguageCode },
): SellerOrderDetail {
  const money = (minor: number) => fromMinor(minor, view.decimals);
  const sameBilling =
    !order.billingAddress ||
    (order.billingAddressId !== null && order.billingAddressId === order.shippingAddressId);
  return {
    code: order.code,
    codeToShow: `${view.prefix}${order.code}`,
    groupCode: order.groupCode,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    deliveryStatus: order.deliveryStatus,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentMethodToShow: paymentMethodName(order.paymentMethod),
    payOnDelivery: isPayOnDelivery(order.paymentMethod),
    trackingNumber: order.trackingNumber,
    customer: {
      name: order.customerName,
      phone: order.phone,
      alternativePhone: order.alternativePhone ?? '',
      email: order.email ?? '',
    },
    shippingAddress: {
      type: order.shippingAddressType ?? '',
      address: order.shippingAddress,
      direction: order.shippingDirection ?? '',
    },
    billingAddress: sameBilling
      ? null
      : { type: order.billingAddressType ?? '', address: order.billingAddress ?? '', direction: '' },
    customerNote: order.customerNote ?? '',
    items: order.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      variationName: i.variationName,
      sku: i.sku ?? '',
      qty: i.qty,
      unitPrice: money(i.unitPrice),
      totalTax: money(i.totalTax),
      totalDiscount: money(i.totalDiscount),
      totalPrice: money(i.totalPrice),
    })),
    amounts: {
      subtotal: money(order.amount),
      tax: money(order.taxAmount),
      discount: money(order.discountAmount),
      couponDiscount: money(order.couponDiscountAmount),
      couponCode: order.couponCode,
      shipping: money(order.shippingChargeAmount),
      total: money(order.totalAmount),
      commission: order.commission === null ? null : money(order.commission),
    },
    timeline: order.timeline.map((u) => {
      const text =
        u.type === 'custom'
          ? { status: timelineText(view.lang, u.status, '').status, note: u.note }
          : timelineText(view.lang, u.status, u.note);
      return {
        id: u.id,
        status: text.status,
        note: text.note,
        type: u.type,
        visibleToCustomer: u.visibleToCustomer,
        createdAt: u.createdAt.toISOString(),
      };
    }),
    actions: actionsOf(order),
  };
}

/**
 * Moves the shop's order along confirm → processing → shipped (with the tracking number) →
 * delivered, or cancels it with a reason. The order row is locked first, so two clicks apply
 * once (the second sees the new status and is refused with 409). The shopper is told afterwards.
 */
export async function changeOrderStatus(
  deps: SellerOrderDeps,
  actor: ShopActor,
  code: number,
  body: SellerOrderStatusBody,
): Promise<{ code: number; from: DeliveryStatus; to: DeliveryStatus }> {
  if (body.status === 'shipped' && !body.trackingNumber) {
    throw new AppError(422, SELLER_ORDER_MESSAGES.trackingRequired, {
      trackingNumber: [SELLER_ORDER_MESSAGES.trackingRequired],
    });
  }
  const moved = await deps.db.transaction(async (tx) => {
    const order = await lockShopOrder(tx, actor.shopId, code);
    if (!order) throw new NotFound(SELLER_ORDER_MESSAGES.orderNotFound);
    await moveOrder(tx, order, body.status, {
      trackingNumber: body.status === 'shipped' ? body.trackingNumber : null,
      note: body.note ?? null,
      userId: actor.userId,
    });
    return { id: order.id, from: order.deliveryStatus };
  });
  await notifyShopper(deps, moved.id, {
    kind: 'status',
    status: body.status,
    trackingNumber: body.status === 'shipped' ? body.trackingNumber : null,
    note: body.note ?? null,
  });
  return { code, from: moved.from, to: body.status };
}

/**
 * The shop received the money of a cash (or card) on delivery order: paid, commission taken once
 * (the shop's balance goes down by it). Refused (409) for an online payment, an order already paid
 * or a cancelled one. `unpaid` corrects a mistake (the money was not collected, though the order
 * was marked paid or delivered): the commission is given back. Refused (409) for an online payment,
 * an order not paid or a cancelled one.
 */
export async function setOrderPayment(
  deps: SellerOrderDeps,
  actor: ShopActor,
  code: number,
  status: 'paid' | 'unpaid',
): Promise<{ code: number; paymentStatus: 'paid' | 'unpaid'; commission: number }> {
  const changed = await deps.db.transaction(async (tx) => {
    const order = await lockShopOrder(tx, actor.shopId, code);
    if (!order) throw new NotFound(SELLER_ORDER_MESSAGES.orderNotFound);
    if (status === 'unpaid') {
      const refusal = shopUnpaymentRefusal(order);
      if (refusal === 'notPayOnDelivery') throw new AppError(409, SELLER_ORDER_MESSAGES.notPayOnDelivery);
      if (refusal === 'notPaid') throw new AppError(409, SELLER_ORDER_MESSAGES.notPaid);
      if (refusal === 'cancelled') throw new AppError(409, SELLER_ORDER_MESSAGES.cancelledPaymentFinal);
      await markShopOrderUnpaid(tx, order.id, actor.userId);
      return { id: order.id, commission: 0 };
    }
    const refusal = shopPaymentRefusal(order);
    if (refusal === 'notPayOnDelivery') throw new AppError(409, SELLER_ORDER_MESSAGES.notPayOnDelivery);
    if (refusal === 'alreadyPaid') throw new AppError(409, SELLER_ORDER_MESSAGES.alreadyPaid);
    if (refusal === 'cancelled') throw new AppError(409, SELLER_ORDER_MESSAGES.cancelledNotPayable);
    const commission = await markShopOrderPaid(tx, order.id, actor.userId);
    return { id: order.id, commission };
  });
  if (status === 'paid') await notifyShopper(deps, changed.id, { kind: 'paid' });
  return {
    code,
    paymentStatus: status,
    commission: fromMinor(changed.commission, deps.config.currency.decimals),
  };
}

/**
 * A note of the shop on the timeline: private (the shopper never sees it) or visible, in which
 * case the shopper is told as of any change.
 */
export async function addOrderNote(
  deps: SellerOrderDeps,
  actor: ShopActor,
  code: number,
  body: SellerOrderNoteBody,
): Promise<void> {
  const orderId = await deps.db.transaction(async (tx) => {
    const order = await lockShopOrder(tx, actor.shopId, code);
    if (!order) throw new NotFound(SELLER_ORDER_MESSAGES.orderNotFound);
    await insertShopNote(tx, {
      orderId: order.id,
      userId: actor.userId,
      status: SHOP_NOTE,
      note: body.note,
      visibleToCustomer: body.visibleToCustomer,
    });
    return order.id;
  });
  if (body.visibleToCustomer) await notifyShopper(deps, orderId, { kind: 'note', note: body.note });
}

/** The invoice or packing slip of the shop's order as a PDF, with its download name. */
export async function orderDocument(
  deps: SellerOrderDeps,
  shopId: number,
  code: number,
  kind: OrderDocumentKind,
  lang: LanguageCode,
): Promise<{ filename: string; pdf: Buffer }> {
  const [order, prefix] = await Promise.all([findShopOrder(deps, shopId, code), codePrefix(deps.db)]);
  const { pdf, unicode } = await renderOrderDocument({
    kind,
    order,
    lang,
    currency: deps.config.currency,
    codePrefix: prefix,
  });
  if (!unicode) {
    deps.log.warn('No DejaVu Sans font found (install fonts-dejavu-core): PDFs print only Latin-1 letters');
  }
  return { filename: `${kind}-${order.code}.pdf`, pdf };
}
