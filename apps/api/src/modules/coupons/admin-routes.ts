import {
  createMarketplaceCouponBody,
  MARKETPLACE_COUPON_MESSAGES as M,
  marketplaceCoupon,
  marketplaceCouponCategoryOptions,
  marketplaceCouponProductOptions,
  marketplaceCouponProductOptionsQuery,
  marketplaceCouponsQuery,
  marketplaceCouponsResult,
  updateMarketplaceCouponBody,
} from '@shop/contracts/admin/coupons';
import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '../../platform/schemas.ts';
import { operatorActor, recordAudit } from '../audit/index.ts';
import type { CouponOwner } from './seller-coupon-queries.ts';
import {
  createShopCoupon,
  deleteCoupon,
  listShopCoupons,
  couponCategoryOptions as loadCategoryOptions,
  couponProductOptions as loadProductOptions,
  loadShopCoupon,
  type OnCouponChange,
  updateShopCoupon,
} from './seller-coupon-service.ts';

/** The marketplace's coupons: the platform's shop's, marked marketplace-wide (decision: see contract). */
const MARKETPLACE: CouponOwner = { shopId: ADMIN_SHOP_ID, marketplace: true };
const couponParams = z.object({ id: idString });
/** Writes change what the storefront's coupon pages and the cart's coupon call answer. */
const changesCatalog = { changesCatalog: true };

/** Records the coupon's change in the audit log, in the write's transaction (`coupon.create`…). */
function audited(request: FastifyRequest): OnCouponChange {
  const actor = operatorActor(request);
  return (tx, change) =>
    recordAudit(tx, actor, {
      action: `coupon.${change.verb}`,
      subject: { type: 'coupon', id: change.id, label: change.code },
      before: change.before,
      after: change.after,
    });
}

/**
 * The operator console's marketplace-wide coupons (issue 18 §7), behind the operator guard under
 * `/admin`: the seller center's coupon service with the marketplace as owner, every write audited.
 */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, storage: app.storage };

  app.get(
    '/coupons',
    {
      schema: {
        tags: ['operator'],
        summary:
          'The marketplace-wide coupons with their state and number of uses; `search` matches the code, `status` and `sort` as listed',
        querystring: marketplaceCouponsQuery,
        response: { 200: envelope(marketplaceCouponsResult) },
      },
    },
    async (request, reply) => reply.ok(await listShopCoupons(deps, MARKETPLACE, request.query)),
  );

  app.post(
    '/coupons',
    {
      config: changesCatalog,
      schema: {
        tags: ['operator'],
        summary:
          'Creates a marketplace-wide coupon, valid in every shop (code unique in the whole marketplace without regard to case)',
        body: createMarketplaceCouponBody,
        response: { 200: envelope(marketplaceCoupon) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await createShopCoupon(deps, MARKETPLACE, request.body, request.lang, audited(request)),
        M.created,
      ),
  );

  app.get(
    '/coupons/product-options',
    {
      schema: {
        tags: ['operator'],
        summary: "Every shop's products whose name matches `search`, for the coupon form's picker",
        querystring: marketplaceCouponProductOptionsQuery,
        response: { 200: envelope(marketplaceCouponProductOptions) },
      },
    },
    async (request, reply) =>
      reply.ok(await loadProductOptions(app.db, MARKETPLACE, request.query.search ?? null, request.lang)),
  );

  app.get(
    '/coupons/category-options',
    {
      schema: {
        tags: ['operator'],
        summary: 'The active category tree, depth first, for the coupon form',
        response: { 200: envelope(marketplaceCouponCategoryOptions) },
      },
    },
    async (request, reply) => reply.ok(await loadCategoryOptions(app.db, request.lang)),
  );

  app.get(
    '/coupons/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One marketplace coupon with its conditions, products and categories',
        params: couponParams,
        response: { 200: envelope(marketplaceCoupon) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await loadShopCoupon(
          app.db,
          app.config.currency.decimals,
          MARKETPLACE,
          request.params.id,
          request.lang,
        ),
      ),
  );

  app.patch(
    '/coupons/:id',
    {
      config: changesCatalog,
      schema: {
        tags: ['operator'],
        summary: 'Changes the fields sent of a marketplace coupon; the lists sent replace the stored ones',
        params: couponParams,
        body: updateMarketplaceCouponBody,
        response: { 200: envelope(marketplaceCoupon) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await updateShopCoupon(
          deps,
          MARKETPLACE,
          request.params.id,
          request.body,
          request.lang,
          audited(request),
        ),
        M.updated,
      ),
  );

  app.delete(
    '/coupons/:id',
    {
      config: changesCatalog,
      schema: {
        tags: ['operator'],
        summary: 'Deletes a marketplace coupon; orders placed with it keep their discount',
        params: couponParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await deleteCoupon(deps, MARKETPLACE, request.params.id, audited(request));
      return reply.ok(null, M.deleted);
    },
  );
};
