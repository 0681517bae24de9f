import { envelope } from '@shop/contracts/envelope';
import { SITEMAP_PAGE_SIZE, sitemapPage, sitemapQuery } from '@shop/contracts/sitemap';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { sitemapEntries } from './sitemap-queries.ts';

/** GET /sitemap: our addition, for the storefront's paged /sitemap.xml. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  app.get(
    '/sitemap',
    {
      schema: {
        tags: ['content'],
        summary: `Slugs and last changes of public products, categories, brands, pages, campaigns or shops, ${SITEMAP_PAGE_SIZE} a page`,
        querystring: sitemapQuery,
        response: { 200: envelope(sitemapPage) },
      },
    },
    async (request, reply) =>
      reply.ok(await sitemapEntries(app.db, request.query.type, request.query.page, app.config.appMode)),
  );
};
