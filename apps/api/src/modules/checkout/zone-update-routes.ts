import { zoneUpdateBody, zoneUpdateResult } from '@shop/contracts/account';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { updateCartZone } from './zone-update.ts';

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
      const result = await updateCartZone(app.db, currentUser(request).id, request.body, {
        lang: request.lang,
        decimals: app.config.currency.decimals,
        requestZoneId: request.zoneId,
      });
      return reply.ok(result, 'Cart updated successfully');
    },
  );
};
