import { shopShort } from '@shop/contracts/catalog';
import { envelope } from '@shop/contracts/envelope';
import {
  shopProfileQuery,
  shopProfile as shopProfileSchema,
  shopSectionsBody,
  shopSlugParams,
  shopsQuery,
  shopsResult,
} from '@shop/contracts/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successBody } from '../../platform/envelope.ts';
import { NotFound } from '../../platform/errors.ts';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { catalogContext } from '../catalog/index.ts';
import { multiVendorOnly } from './marketplace-guard.ts';
import { findVisibleShop, listShops, shopDetails, shopProfile, shopSections } from './shop-queries.ts';

const SHOP_NOT_FOUND = 'Shop not found';

/**
 * The shops calls (API spec "Shops, coupons, campaigns"): multiVendor only (404 "Not found"
 * in singleVendor mode); an unknown, pending, rejected or suspended shop is 404 "Shop not found".
 * The operator's calls are in admin-routes.ts.
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  const marketplace = multiVendorOnly(app);

  app.get(
    '/shops',
    {
      onRequest: marketplace,
      schema: {
        tags: ['shops'],
        summary: 'Approved and published shops, newest first, searchable by name (query or searchKey)',
        querystring: shopsQuery,
        response: { 200: envelope(shopsResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await listShops(app.db, request.query, {
          appMode: app.config.appMode,
          decimals: app.config.currency.decimals,
        }),
      ),
  );

  app.get(
    '/shops/details/:slug',
    {
      onRequest: marketplace,
      schema: {
        tags: ['shops'],
        summary: 'The public face of a listed shop',
        params: shopSlugParams,
        response: { 200: envelope(shopShort) },
      },
    },
    async (request, reply) => {
      const shop = await shopDetails(app.db, request.params.slug, {
        appMode: app.config.appMode,
        decimals: app.config.currency.decimals,
      });
      if (!shop) throw new NotFound(SHOP_NOT_FOUND);
      return reply.ok(shop);
    },
  );

  app.get(
    '/shops/sections/:slug',
    {
      onRequest: marketplace,
      schema: {
        tags: ['shops'],
        summary:
          "A shop's home sections in order and, at the top level, justForYouProducts (its newest products)",
        params: shopSlugParams,
        response: { 200: shopSectionsBody },
      },
    },
    async (request, reply) => {
      const shop = await findVisibleShop(app.db, request.params.slug, app.config.appMode);
      if (!shop) throw new NotFound(SHOP_NOT_FOUND);
      const { sections, justForYou } = await shopSections(
        app.db,
        shop.id,
        await catalogContext(app, request),
      );
      return reply.send({ ...successBody(sections, ''), justForYouProducts: justForYou });
    },
  );

  app.get(
    '/shops/profile/:slug',
    {
      onRequest: marketplace,
      schema: {
        tags: ['shops'],
        summary: "A shop's profile: overview figures, product reviews (page), impressions and best sellers",
        params: shopSlugParams,
        querystring: shopProfileQuery,
        response: { 200: envelope(shopProfileSchema) },
      },
    },
    async (request, reply) => {
      const shop = await findVisibleShop(app.db, request.params.slug, app.config.appMode);
      if (!shop) throw new NotFound(SHOP_NOT_FOUND);
      return reply.ok(await shopProfile(app.db, shop, request.query, await catalogContext(app, request)));
    },
  );
};
