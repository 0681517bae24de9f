import { envelope } from '@shop/contracts/envelope';
import { searchQuery, searchResult } from '@shop/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { searchSuggestions } from './search-queries.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search-box suggestions: 5 products, 3 brands, 3 shops (multiVendor), typo-tolerant',
        querystring: searchQuery,
        response: { 200: envelope(searchResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await searchSuggestions(app.db, request.query.searchKey ?? request.query.query ?? null, {
          appMode: app.config.appMode,
          lang: request.lang,
        }),
      ),
  );
};
