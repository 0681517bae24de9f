import { couponDetails, couponList, couponsQuery } from '@shop/contracts/coupons';
import { envelope } from '@shop/contracts/envelope';
import { pathSegment } from '@shop/contracts/input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { catalogContext } from './catalog-context.ts';
import { listCoupons, couponDetails as loadCouponDetails } from './coupon-pages.ts';

/** The coupons list and a coupon's details (API spec "Shops, coupons, campaigns"). */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  app.get(
    '/coupons',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Active coupons running now, newest first, searchable by code, optionally of one shop',
        querystring: couponsQuery,
        response: { 200: envelope(couponList) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await listCoupons(app.db, request.query, {
          appMode: app.config.appMode,
          decimals: app.config.currency.decimals,
          now: new Date(),
          lang: request.lang,
        }),
      ),
  );

  app.get(
    '/coupons/details/:code',
    {
      schema: {
        tags: ['coupons'],
        summary: 'A coupon with its conditions and the first products and categories it applies to',
        params: z.object({ code: pathSegment(100) }),
        response: { 200: envelope(couponDetails) },
      },
    },
    async (request, reply) => {
      const found = await loadCouponDetails(app.db, request.params.code, await catalogContext(app, request));
      if (!found) throw new NotFound('Coupon not found');
      return reply.ok(found);
    },
  );
};
