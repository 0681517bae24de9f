import { envelope } from '@shop/contracts/envelope';
import {
  CAMPAIGN_IMAGES,
  campaignProductOptions,
  campaignProductOptionsQuery,
  createCampaignBody,
  SELLER_CAMPAIGN_MESSAGES as M,
  sellerCampaign,
  sellerCampaignsQuery,
  sellerCampaignsResult,
  updateCampaignBody,
} from '@shop/contracts/seller/campaigns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '../../platform/schemas.ts';
import { currentSeller } from '../../platform/seller-auth.ts';
import {
  campaignScope,
  createShopCampaign,
  deleteCampaign,
  listShopCampaigns,
  campaignProductOptions as loadProductOptions,
  loadShopCampaign,
  removeCampaignImage,
  replaceCampaignImage,
  updateShopCampaign,
} from './seller-campaign-service.ts';

const campaignParams = z.object({ id: idString });
const imageParams = z.object({ id: idString, image: z.enum(CAMPAIGN_IMAGES) });
/** Writes change the storefront's campaign pages and the prices of the products in them. */
const changesCatalog = { changesCatalog: true };

/**
 * The seller center's campaigns (issue 17 §7), behind the seller guard under `/seller`: the
 * shop's own campaigns (never the platform's mega campaigns, except in singleVendor mode where
 * the one shop is the platform).
 */
export const sellerCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, storage: app.storage };

  app.get(
    '/campaigns',
    {
      schema: {
        tags: ['seller'],
        summary:
          "The shop's campaigns with their state and number of products; `search` matches the name, `status` and `sort` as listed",
        querystring: sellerCampaignsQuery,
        response: { 200: envelope(sellerCampaignsResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await listShopCampaigns(
          deps,
          campaignScope(app.config.appMode, currentSeller(request).shopId),
          request.query,
        ),
      ),
  );

  app.post(
    '/campaigns',
    {
      config: changesCatalog,
      schema: {
        tags: ['seller'],
        summary: 'Creates a campaign of the shop with its products and their variations’ discounts',
        body: createCampaignBody,
        response: { 200: envelope(sellerCampaign) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await createShopCampaign(
          deps,
          campaignScope(app.config.appMode, currentSeller(request).shopId),
          request.body,
          request.lang,
        ),
        M.created,
      ),
  );

  app.get(
    '/campaigns/product-options',
    {
      schema: {
        tags: ['seller'],
        summary:
          "The shop's products whose name matches `search`, with their variations, for the campaign form",
        querystring: campaignProductOptionsQuery,
        response: { 200: envelope(campaignProductOptions) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await loadProductOptions(
          deps,
          campaignScope(app.config.appMode, currentSeller(request).shopId),
          request.query.search ?? null,
          request.lang,
        ),
      ),
  );

  app.get(
    '/campaigns/:id',
    {
      schema: {
        tags: ['seller'],
        summary: "One of the shop's campaigns with its products and their variations' discounts",
        params: campaignParams,
        response: { 200: envelope(sellerCampaign) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await loadShopCampaign(
          deps,
          campaignScope(app.config.appMode, currentSeller(request).shopId),
          request.params.id,
          request.lang,
        ),
      ),
  );

  app.patch(
    '/campaigns/:id',
    {
      config: changesCatalog,
      schema: {
        tags: ['seller'],
        summary: "Changes the fields sent; `products` sent replaces the campaign's products",
        params: campaignParams,
        body: updateCampaignBody,
        response: { 200: envelope(sellerCampaign) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await updateShopCampaign(
          deps,
          campaignScope(app.config.appMode, currentSeller(request).shopId),
          request.params.id,
          request.body,
          request.lang,
        ),
        M.updated,
      ),
  );

  app.delete(
    '/campaigns/:id',
    {
      config: changesCatalog,
      schema: {
        tags: ['seller'],
        summary: 'Deletes a campaign; its products go back to their own prices',
        params: campaignParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await deleteCampaign(
        deps,
        campaignScope(app.config.appMode, currentSeller(request).shopId),
        request.params.id,
      );
      return reply.ok(null, M.deleted);
    },
  );

  app.put(
    '/campaigns/:id/:image',
    {
      config: changesCatalog,
      schema: {
        tags: ['seller'],
        summary:
          'Sets the banner or the thumbnail from the multipart file `image` (JPEG, PNG or WebP by content, at most 4 MB; resized)',
        params: imageParams,
        response: { 200: envelope(sellerCampaign) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await replaceCampaignImage(
          deps,
          campaignScope(app.config.appMode, currentSeller(request).shopId),
          request.params.id,
          request.params.image,
          request.uploads,
          request.lang,
        ),
        M.imageSaved,
      ),
  );

  app.delete(
    '/campaigns/:id/:image',
    {
      config: changesCatalog,
      schema: {
        tags: ['seller'],
        summary: 'Removes the banner or the thumbnail',
        params: imageParams,
        response: { 200: envelope(sellerCampaign) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await removeCampaignImage(
          deps,
          campaignScope(app.config.appMode, currentSeller(request).shopId),
          request.params.id,
          request.params.image,
          request.lang,
        ),
        M.imageRemoved,
      ),
  );
};
