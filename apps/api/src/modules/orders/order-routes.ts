import { ORDERS_PAGE_SIZE } from '@shop/contracts/constants';
import { envelope } from '@shop/contracts/envelope';
import { orderDetail, orderSuccess, ordersPage, ordersQuery, orderTracking } from '@shop/contracts/orders';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderGroups,
  orderItems,
  orders,
  orderUpdates,
  productTranslations,
  shops,
} from '../../db/schema/index.ts';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { translate } from '../../platform/messages.ts';
import { idString } from '../../platform/schemas.ts';
import { readSettings } from '../../platform/settings.ts';
import { warehousesForZone } from '../catalog/zone-warehouses.ts';
import { paymentMethodName } from '../content/page-config.ts';
import { listOrders, loadOrderDetails, type OrderContext, timelineEntry } from './order-queries.ts';
import { isDeliveryStatus, STATUS_MESSAGES } from './order-status.ts';
import { statusToShow } from './order-timeline.ts';
import { displayDate } from './wire-dates.ts';

const codeParams = z.object({ code: idString });

/**
 * Orders (API spec "Checkout and orders", rules §8, rule 7): the list, the
 * detail and the success summary are the owner's only (another user's code is "not found");
 * tracking by code is public and shows no personal data. The operator's moves: admin-routes.ts.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  async function contextOf(request: FastifyRequest): Promise<OrderContext> {
    const settings = await readSettings(app.db);
    return {
      lang: request.lang,
      decimals: app.config.currency.decimals,
      codePrefix: settings.orderCodePrefix,
      warehouseIds: await warehousesForZone(app.db, request.zoneId),
      userId: request.user?.id ?? null,
    };
  }

  app.get(
    '/orders',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The caller's orders (one per shop), newest first, 10 a page",
        querystring: ordersQuery,
        response: { 200: envelope(ordersPage) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const q = request.query;
      const status = q.deliveryStatus && isDeliveryStatus(q.deliveryStatus) ? q.deliveryStatus : null;
      const search = (q.searchKey ?? q.query ?? '').replace(/\D/g, '');
      const code = search !== '' && search.length <= 9 ? Number(search) : null;
      const page = await listOrders(
        app.db,
        user.id,
        { deliveryStatus: status, code },
        q.page,
        q.limit ?? ORDERS_PAGE_SIZE,
        await contextOf(request),
      );
      return reply.ok(page);
    },
  );

  app.get(
    '/orders/success/:code',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The caller's order group by its code: customer details and its orders",
        params: codeParams,
        response: { 200: envelope(orderSuccess) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [group] = await app.db
        .select()
        .from(orderGroups)
        .where(and(eq(orderGroups.code, request.params.code), eq(orderGroups.userId, user.id)));
      if (!group) throw new NotFound(STATUS_MESSAGES.orderNotFound);
      const details = await loadOrderDetails(
        app.db,
        eq(orders.orderGroupId, group.id),
        await contextOf(request),
      );
      const total = details.reduce((sum, o) => sum + o.totalAmount, 0);
      return reply.ok({
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
          paymentMethodToShow: paymentMethodName(group.paymentMethod, request.lang),
          totalAmount:
            Math.round(total * 10 ** app.config.currency.decimals) / 10 ** app.config.currency.decimals,
        },
        orders: details,
      });
    },
  );

  app.get(
    '/orders/track/:code',
    {
      schema: {
        tags: ['orders'],
        summary: 'Tracking by order code for anyone who has it: status, timeline, item names and the shop',
        params: codeParams,
        response: { 200: envelope(orderTracking) },
      },
    },
    async (request, reply) => {
      const [order] = await app.db
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
        .where(eq(orders.orderCode, request.params.code));
      if (!order) throw new NotFound(STATUS_MESSAGES.orderNotFound);
      const [items, updates, settings] = await Promise.all([
        app.db
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
            and(
              eq(productTranslations.productId, orderItems.productId),
              eq(productTranslations.langCode, request.lang),
            ),
          )
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.id)),
        app.db
          .select()
          .from(orderUpdates)
          // the shop's private notes never reach the shopper
          .where(and(eq(orderUpdates.orderId, order.id), eq(orderUpdates.isCustomerVisible, true)))
          .orderBy(desc(orderUpdates.createdAt), desc(orderUpdates.id)),
        readSettings(app.db),
      ]);
      return reply.ok({
        code: order.code,
        codeToShow: `${settings.orderCodePrefix}${order.code}`,
        deliveryStatus: order.deliveryStatus,
        deliveryStatusToShow: translate(request.lang, statusToShow(order.deliveryStatus)),
        paymentStatus: order.paymentStatus,
        createdDate: displayDate(order.createdAt, request.lang),
        shop: order.shop,
        items,
        orderTimeline: updates.map((u) => timelineEntry(u, request.lang)),
      });
    },
  );

  app.get(
    '/orders/:code',
    {
      onRequest: requireUser,
      schema: {
        tags: ['orders'],
        summary: "One of the caller's orders by its code, in full",
        params: codeParams,
        response: { 200: envelope(orderDetail) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [detail] = await loadOrderDetails(
        app.db,
        and(eq(orders.orderCode, request.params.code), eq(orders.userId, user.id))!,
        await contextOf(request),
      );
      if (!detail) throw new NotFound(STATUS_MESSAGES.orderNotFound);
      return reply.ok(detail);
    },
  );
};
