import { envelope } from '@shop/contracts/envelope';
import { sellerDashboard, sellerNotifications } from '@shop/contracts/seller/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSeller } from '../../platform/seller-auth.ts';
import { loadDashboard, loadNotifications, readNotices } from './insights.ts';

/** The seller center's dashboard and header notifications (issue 17 §1, §11). */
export const sellerInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['seller'],
        summary:
          "The shop's sales and orders today / 7 / 30 days, orders to confirm and ship, low stock, rating, daily sales, recent orders and best sellers",
        response: { 200: envelope(sellerDashboard) },
      },
    },
    async (request, reply) => reply.ok(await loadDashboard(app, currentSeller(request).shopId)),
  );

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['seller'],
        summary: "The header's badges: new orders and unread messages, with the latest of each",
        response: { 200: envelope(sellerNotifications) },
      },
    },
    async (request, reply) => reply.ok(await loadNotifications(app, currentSeller(request).shopId)),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['seller'],
        summary:
          "The seller opened the bell: the operator's notices (approval, suspension, payouts) count as read",
        response: { 200: envelope(z.object({ read: z.literal(true) })) },
      },
    },
    async (request, reply) => reply.ok(await readNotices(app, currentSeller(request).shopId)),
  );
};
