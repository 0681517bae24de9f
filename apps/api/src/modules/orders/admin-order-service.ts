import type {
  AdminOrderDetail,
  AdminOrderStatusBody,
  AdminOrdersPage,
  AdminOrdersQuery,
} from '@shop/contracts/admin/orders';
import type { DeliveryStatus } from '@shop/contracts/constants';
import { buildMeta } from '@shop/contracts/envelope';
import { fromMinor } from '@shop/contracts/money';
import type { Database } from '../../db/client.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { allOrdersPage, shopsWithOrders } from './admin-order-queries.ts';
import { type NoticeDeps, notifyShopper } from './order-notices.ts';
import { moveOrder, nextStatus, STATUS_MESSAGES } from './order-status.ts';
import { lockShopOrder } from './seller-order-queries.ts';
import {
  actionsOf,
  codePrefix,
  findShopOrder,
  orderDetailOf,
  type SellerOrderDeps,
} from './seller-order-service.ts';

/**
 * The operator console's orders (issue 18 §7): every shop's orders, the seller center's detail, and
 * status moves through the one path (`moveOrder`, decision 68) with an audit entry in the same
 * transaction. Order codes are unique across shops, so a code names one order.
 */

export type AdminOrderDeps = SellerOrderDeps;

export async function listAllOrders(deps: AdminOrderDeps, q: AdminOrdersQuery): Promise<AdminOrdersPage> {
  const [{ rows, total }, shops, prefix] = await Promise.all([
    allOrdersPage(deps.db, q),
    shopsWithOrders(deps.db),
    codePrefix(deps.db),
  ]);
  const money = (minor: number) => fromMinor(minor, deps.config.currency.decimals);
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
      shop: { id: r.shopId, name: r.shopName },
    })),
    meta: buildMeta(q.page, q.limit, total),
    shops,
  };
}

export async function adminOrderDetail(
  deps: AdminOrderDeps,
  code: number,
  lang: LanguageCode,
): Promise<AdminOrderDetail> {
  const [order, prefix] = await Promise.all([findShopOrder(deps, null, code), codePrefix(deps.db)]);
  const detail = orderDetailOf(order, { prefix, decimals: deps.config.currency.decimals, lang });
  return {
    ...detail,
    // the payment of a pay-on-delivery order is the shop's to record (decision 69)
    actions: { ...actionsOf(order), canMarkPaid: false, canMarkUnpaid: false },
    shop: { id: order.shopId, name: order.shop.name },
    customerId: order.userId,
  };
}

/**
 * Moves any shop's order to `body.status` (or the next status) under its row lock, through
 * `moveOrder`, and records `order.status` in the audit log in the same transaction. Returns the
 * order's id for the shopper's notice (sent by the caller after commit).
 */
export async function operatorMoveOrder(
  db: Database,
  actor: AuditActor,
  code: number,
  body: AdminOrderStatusBody,
): Promise<{ id: number; code: number; from: DeliveryStatus; to: DeliveryStatus }> {
  return db.transaction(async (tx) => {
    const order = await lockShopOrder(tx, null, code);
    if (!order) throw new NotFound(STATUS_MESSAGES.orderNotFound);
    const from = order.deliveryStatus;
    const to = body.status ?? nextStatus(from);
    if (!to) throw new AppError(409, STATUS_MESSAGES.final, undefined, { status: from });
    const trackingNumber = to === 'shipped' ? (body.trackingNumber ?? null) : null;
    await moveOrder(tx, order, to, { trackingNumber, note: body.note ?? null, userId: actor.userId });
    await recordAudit(tx, actor, {
      action: 'order.status',
      subject: { type: 'order', id: code, label: `#${code}` },
      before: { deliveryStatus: from },
      after: {
        deliveryStatus: to,
        ...(trackingNumber ? { trackingNumber } : {}),
        ...(body.note ? { note: body.note } : {}),
      },
    });
    return { id: order.id, code, from, to };
  });
}

/** The console's move: `operatorMoveOrder`, then the shopper is told as for a seller's move. */
export async function changeAnyOrderStatus(
  deps: AdminOrderDeps & NoticeDeps,
  actor: AuditActor,
  code: number,
  body: AdminOrderStatusBody,
): Promise<{ code: number; from: DeliveryStatus; to: DeliveryStatus }> {
  const moved = await operatorMoveOrder(deps.db, actor, code, body);
  // never order_placed: moveOrder refuses a move back to it
  if (moved.to !== 'order_placed') {
    await notifyShopper(deps, moved.id, {
      kind: 'status',
      status: moved.to,
      trackingNumber: moved.to === 'shipped' ? (body.trackingNumber ?? null) : null,
      note: body.note ?? null,
    });
  }
  return { code, from: moved.from, to: moved.to };
}
