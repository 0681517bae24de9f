import {
  createMegaCampaignBody,
  MEGA_CAMPAIGN_MESSAGES as M,
  megaCampaign,
  megaCampaignProductOptions,
  megaCampaignProductOptionsQuery,
  megaCampaignsQuery,
  megaCampaignsResult,
  updateMegaCampaignBody,
} from '@shop/contracts/admin/campaigns';
import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '../../platform/schemas.ts';
import { operatorActor, recordAudit } from '../audit/index.ts';
import type { CampaignScope } from './seller-campaign-queries.ts';
import {
  createShopCampaign,
  deleteCampaign,
  listShopCampaigns,
  campaignProductOptions as loadProductOptions,
  loadShopCampaign,
  type OnCampaignChange,
  updateShopCampaign,
} from './seller-campaign-service.ts';

/** The platform's mega campaigns; any shop's products may join them. */
const MEGA: CampaignScope = { shopId: ADMIN_SHOP_ID, kind: 'mega', anyShopProducts: true };
const campaignParams = z.object({ id: idString });
/** Writes change the storefront's campaign pages and the prices of the products in them. */
const changesCatalog = { changesCatalog: true };

/** Records the campaign's change in the audit log, in the write's transaction (`campaign.create`…). */
function audited(request: FastifyRequest): OnCampaignChange {
  const actor = operatorActor(request);
  return (tx, change) =>
    recordAudit(tx, actor, {
      action: `campaign.${change.verb}`,
      subject: { type: 'campaign', id: change.id, label: change.name },
      before: change.before,
      after: change.after,
    });
}

/**
 * The operator console's mega campaigns (issue 18 §7), behind the operator guard under `/admin`:
 * the seller center's campaign service with the platform's mega scope, every write audited.
 */
export const adminCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, storage: app.storage };

  app.get(
    '/campaigns',
    {
      schema: {
        tags: ['operator'],
        summary:
          "The platform's mega campaigns with their state and number of products; `search` matches the name, `status` and `sort` as listed",
        querystring: megaCampaignsQuery,
        response: { 200: envelope(megaCampaignsResult) },
      },
    },
    async (request, reply) => reply.ok(await listShopCampaigns(deps, MEGA, request.query)),
  );

  app.post(
    '/campaigns',
    {
      config: changesCatalog,
      schema: {
        tags: ['operator'],
        summary:
          'Creates a mega campaign with products of any shop (their variations at the discounts given)',
        body: createMegaCampaignBody,
        response: { 200: envelope(megaCampaign) },
      },
    },
    async (request, reply) =>
      reply.ok(await createShopCampaign(deps, MEGA, request.body, request.lang, audited(request)), M.created),
  );

  app.get(
    '/campaigns/product-options',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Every shop's products whose name matches `search`, with their variations, for the campaign form",
        querystring: megaCampaignProductOptionsQuery,
        response: { 200: envelope(megaCampaignProductOptions) },
      },
    },
    async (request, reply) =>
      reply.ok(await loadProductOptions(deps, MEGA, request.query.search ?? null, request.lang)),
  );

  app.get(
    '/campaigns/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One mega campaign with its products and their variations’ discounts',
        params: campaignParams,
        response: { 200: envelope(megaCampaign) },
      },
    },
    async (request, reply) => reply.ok(await loadShopCampaign(deps, MEGA, request.params.id, request.lang)),
  );

  app.patch(
    '/campaigns/:id',
    {
      config: changesCatalog,
      schema: {
        tags: ['operator'],
        summary: 'Changes the fields sent of a mega campaign; `products` sent replaces its variations',
        params: campaignParams,
        body: updateMegaCampaignBody,
        response: { 200: envelope(megaCampaign) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await updateShopCampaign(deps, MEGA, request.params.id, request.body, request.lang, audited(request)),
        M.updated,
      ),
  );

  app.delete(
    '/campaigns/:id',
    {
      config: changesCatalog,
      schema: {
        tags: ['operator'],
        summary: 'Deletes a mega campaign (its products reprice) and its pictures',
        params: campaignParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await deleteCampaign(deps, MEGA, request.params.id, audited(request));
      return reply.ok(null, M.deleted);
    },
  );
};
