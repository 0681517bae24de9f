import {
  campaignDetails,
  campaignDetailsQuery,
  campaignsQuery,
  campaignsResult,
} from '@shop/contracts/campaigns';
import { envelope } from '@shop/contracts/envelope';
import { pathSegment } from '@shop/contracts/input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { catalogContext } from '../catalog/index.ts';
import { listCampaigns, campaignDetails as loadCampaignDetails } from './campaign-queries.ts';

/** Campaigns (API spec "Shops, coupons, campaigns"). */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  app.get(
    '/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary:
          'Running and upcoming mega campaigns; seller campaigns not yet ended, paginated (multiVendor)',
        querystring: campaignsQuery,
        response: { 200: envelope(campaignsResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await listCampaigns(app.db, request.query, {
          appMode: app.config.appMode,
          decimals: app.config.currency.decimals,
          now: new Date(),
          lang: request.lang,
        }),
      ),
  );

  app.get(
    '/campaigns/details/:slug',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'A published campaign with its products, paginated and searchable',
        params: z.object({ slug: pathSegment(300) }),
        querystring: campaignDetailsQuery,
        response: { 200: envelope(campaignDetails) },
      },
    },
    async (request, reply) => {
      const found = await loadCampaignDetails(
        app.db,
        request.params.slug,
        request.query,
        await catalogContext(app, request),
      );
      if (!found) throw new NotFound('Campaign not found');
      return reply.ok(found);
    },
  );
};
