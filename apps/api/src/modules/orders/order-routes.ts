import { ORDERS_PAGE_SIZE } from '@shop/contracts/constants';
import { envelope } from '@shop/contracts/envelope';
import { orderDetail, orderSuccess, ordersPage, ordersQuery, orderTracking } from '@shop/contracts/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { idString } from '../../platform/schemas.ts';
import { readSettings } from '../../platform/settings.ts';
import { warehousesForZone } from '../catalog/index.ts';
import {
  listOrders,
  loadOrderSuccess,
  loadOrderTracking,
  loadOwnOrder,
  type OrderContext,
} from './order-queries.ts';
import { isDeliveryStatus, STATUS_MESSAGES } from './order-status.ts';

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
      const success = await loadOrderSuccess(app.db, request.params.code, user.id, await contextOf(request));
      if (!success) throw new NotFound(STATUS_MESSAGES.orderNotFound);
      return reply.ok(success);
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
      const tracking = await loadOrderTracking(app.db, request.params.code, request.lang);
      if (!tracking) throw new NotFound(STATUS_MESSAGES.orderNotFound);
      return reply.ok(tracking);
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
      const detail = await loadOwnOrder(app.db, request.params.code, user.id, await contextOf(request));
      if (!detail) throw new NotFound(STATUS_MESSAGES.orderNotFound);
      return reply.ok(detail);
    },
  );
};
