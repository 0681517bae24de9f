import { zoneUpdateBody, zoneUpdateResult } from '@shop/contracts/account';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { listCart } from '../cart/cart-list.ts';
import { warehousesForZone } from '../catalog/zone-warehouse-queries.ts';
import { moveCartToZone, withVariationNames } from './zone-update.ts';

/**
 * POST /checkout/zone/update: the signed-in user's cart follows a new delivery zone. The answer is
 * the cart as seen in the NEW zone (the old system listed it by the request header) and the list of
 * lines that were moved, reduced or removed. With `dryRun` nothing changes: the answer says what
 * would (issue 19 §3).
 */
export const zoneUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout/zone/update',
    {
      onRequest: requireUser,
      schema: {
        tags: ['checkout'],
        summary: "Moves the cart's lines to warehouses serving a new zone (clamped to stock) or removes them",
        body: zoneUpdateBody,
        response: { 200: envelope(zoneUpdateResult) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { newZoneId: zoneId, dryRun = false } = request.body;
      const moved = await moveCartToZone(app.db, user.id, zoneId, request.lang, { dryRun });
      const decimals = app.config.currency.decimals;
      const changes = await withVariationNames(app.db, moved, { lang: request.lang, decimals });
      const carts = await listCart(
        app.db,
        { kind: 'user', userId: user.id },
        {
          // a dry run answers the cart as it is (in the zone of the request)
          warehouseIds: await warehousesForZone(app.db, dryRun ? (request.zoneId ?? zoneId) : zoneId),
          lang: request.lang,
          decimals,
        },
      );
      return reply.ok({ carts, changes }, 'Cart updated successfully');
    },
  );
};
