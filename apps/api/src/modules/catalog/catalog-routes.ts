import {
  brandList,
  brandsQuery,
  productDetails,
  productListing,
  productsQuery,
} from '@shop/contracts/catalog';
import { envelope } from '@shop/contracts/envelope';
import { pathSegment } from '@shop/contracts/input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { listBrands } from './brand-list-queries.ts';
import { catalogContext, normalizeArrayQuery } from './catalog-context.ts';
import { productDetails as loadProductDetails } from './product-details.ts';
import { listProducts } from './product-listing.ts';

/** Product listing, product details and brands (API spec "Catalog, search, pages"). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  app.addHook('preValidation', normalizeArrayQuery);

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Product cards passing every filter (category with descendants, brand, shop, coupon, tag, attribute values, price, discounted, search), with the sidebar data',
        querystring: productsQuery,
        response: { 200: envelope(productListing) },
      },
    },
    async (request, reply) =>
      reply.ok(await listProducts(app.db, request.query, await catalogContext(app, request))),
  );

  app.get(
    '/products/details/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'A visible product by slug or id with variations, stock in the zone, gallery, shop and related products',
        params: z.object({ slug: pathSegment(300) }),
        response: { 200: envelope(productDetails) },
      },
    },
    async (request, reply) => {
      const found = await loadProductDetails(app.db, request.params.slug, await catalogContext(app, request));
      if (!found) throw new NotFound('Product not found');
      return reply.ok(found);
    },
  );

  app.get(
    '/brands',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Active brands, searchable by name, paginated',
        querystring: brandsQuery,
        response: { 200: envelope(brandList) },
      },
    },
    async (request, reply) => reply.ok(await listBrands(app.db, request.query, request.lang)),
  );
};
