import {
  ADMIN_SHOP_MESSAGES,
  adminShopChange,
  adminShopDetail as adminShopDetailSchema,
  adminShopList,
  adminShopListQuery,
  adminShopParams,
  commissionBody,
  defaultCommission,
  shopReasonBody,
} from '@shop/contracts/admin/shops';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorActor } from '../audit/index.ts';
import {
  adminShopDetail,
  decideShop,
  listAdminShops,
  type ShopAdminDeps,
  type ShopDecisionKind,
  setDefaultCommission,
  setShopCommission,
  shopDecisionMessage,
} from './admin-shops.ts';

const SUMMARIES: Record<ShopDecisionKind, string> = {
  approve:
    'Approves and publishes a pending or rejected shop: it and its products are on the storefront at once; the seller is told (bell and SMS)',
  reject:
    'Rejects a shop with a reason the seller reads (bell and SMS); it is not listed. Not the platform shop',
  suspend:
    'Suspends an approved shop with a reason: it and its products leave the storefront at once, its orders stay, its seller still signs in and reads the reason',
  reinstate: 'Puts a suspended shop back on the storefront; the seller is told',
};

/**
 * The operator's sellers and shops (issue 18 §2), under `/admin` behind the operator guard. A shop
 * in the path is its id, or its slug (`npm run shops`). Every write is audited; the status changes
 * empty the storefront's caches (`changesCatalog`).
 */
export const adminShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ShopAdminDeps = { db: app.db, config: app.config, outbox: app.outbox, log: app.log };

  app.get(
    '/shops',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Every shop with its status, owner, products count, balance and commission; pending first (oldest waiting first), then newest. singleVendor: only shop 1',
        querystring: adminShopListQuery,
        response: { 200: envelope(adminShopList) },
      },
    },
    async (request, reply) => reply.ok(await listAdminShops(deps, request.query)),
  );

  app.put(
    '/shops/default-commission',
    {
      schema: {
        tags: ['operator'],
        summary:
          'The commission rate (percent, 2 decimals) new shops get at signup (setting adminCommissionPercentage)',
        body: commissionBody,
        response: { 200: envelope(defaultCommission) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await setDefaultCommission(deps, operatorActor(request), request.body.rate),
        ADMIN_SHOP_MESSAGES.defaultCommissionSaved,
      ),
  );

  app.get(
    '/shops/:shop',
    {
      schema: {
        tags: ['operator'],
        summary: "A shop's profile, owner contact, bank details (operator only), status and figures",
        params: adminShopParams,
        response: { 200: envelope(adminShopDetailSchema) },
      },
    },
    async (request, reply) => reply.ok(await adminShopDetail(deps, request.params.shop)),
  );

  for (const kind of ['approve', 'reinstate'] as const) {
    app.post(
      `/shops/:shop/${kind}`,
      {
        config: { changesCatalog: true },
        schema: {
          tags: ['operator'],
          summary: SUMMARIES[kind],
          params: adminShopParams,
          response: { 200: envelope(adminShopChange) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await decideShop(deps, operatorActor(request), request.params.shop, kind),
          shopDecisionMessage(kind),
        ),
    );
  }

  for (const kind of ['reject', 'suspend'] as const) {
    app.post(
      `/shops/:shop/${kind}`,
      {
        config: { changesCatalog: true },
        schema: {
          tags: ['operator'],
          summary: SUMMARIES[kind],
          params: adminShopParams,
          body: shopReasonBody,
          response: { 200: envelope(adminShopChange) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await decideShop(deps, operatorActor(request), request.params.shop, kind, request.body.reason),
          shopDecisionMessage(kind),
        ),
    );
  }

  app.put(
    '/shops/:shop/commission',
    {
      schema: {
        tags: ['operator'],
        summary: "The shop's commission rate (percent, 2 decimals), taken from its next paid order on",
        params: adminShopParams,
        body: commissionBody,
        response: { 200: envelope(adminShopChange) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await setShopCommission(deps, operatorActor(request), request.params.shop, request.body.rate),
        ADMIN_SHOP_MESSAGES.commissionSaved,
      ),
  );
};
