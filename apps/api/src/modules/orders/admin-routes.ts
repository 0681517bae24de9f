import {
  adminOrderDetail,
  adminOrderStatusBody,
  adminOrderStatusResult,
  adminOrdersPage,
  adminOrdersQuery,
} from '@shop/contracts/admin/orders';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translateText } from '../../platform/messages.ts';
import { idString } from '../../platform/schemas.ts';
import { operatorActor } from '../audit/index.ts';
import {
  type AdminOrderDeps,
  changeAnyOrderStatus,
  listAllOrders,
  adminOrderDetail as loadDetail,
} from './admin-order-service.ts';
import { statusToShow } from './order-timeline.ts';

const codeParams = z.object({ code: idString });

/**
 * The operator console's orders (issue 18 §7) behind the operator guard under `/admin`: every
 * shop's orders by their code (unique across shops), and the status moves the seller center makes,
 * audited. `npm run orders -- advance` calls the status route with ADMIN_API_TOKEN.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AdminOrderDeps = { db: app.db, config: app.config, outbox: app.outbox, log: app.log };

  app.get(
    '/orders',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Every shop's orders, newest first; filter by delivery `status`, `shop` id, `payment` state or `customer` id; `search` matches the code or the customer",
        querystring: adminOrdersQuery,
        response: { 200: envelope(adminOrdersPage) },
      },
    },
    async (request, reply) => reply.ok(await listAllOrders(deps, request.query)),
  );

  app.get(
    '/orders/:code',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Any shop's order by its code: the seller center's detail with the shop and the customer's account",
        params: codeParams,
        response: { 200: envelope(adminOrderDetail) },
      },
    },
    async (request, reply) => reply.ok(await loadDetail(deps, request.params.code, request.lang)),
  );

  app.post(
    '/orders/:code/status',
    {
      // a cancellation puts stock back on the shelves the storefront shows
      config: { changesCatalog: true },
      schema: {
        tags: ['operator'],
        summary:
          'Moves an order to a delivery status (or, without one, the next): the seller center’s path (tracking number when shipping, note = the reason of a cancellation), the shopper told, the change audited',
        params: codeParams,
        body: adminOrderStatusBody,
        response: { 200: envelope(adminOrderStatusResult) },
      },
    },
    async (request, reply) => {
      const moved = await changeAnyOrderStatus(
        deps,
        operatorActor(request),
        request.params.code,
        request.body,
      );
      return reply.ok(moved, 'Delivery status updated to {status}.', {
        params: { status: translateText(request.lang, statusToShow(moved.to)) },
      });
    },
  );
};
