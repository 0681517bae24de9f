import { envelope } from '@shop/contracts/envelope';
import {
  couponCategoryOptions,
  couponProductOptions,
  couponProductOptionsQuery,
  createCouponBody,
  SELLER_COUPON_MESSAGES as M,
  sellerCoupon,
  sellerCouponsQuery,
  sellerCouponsResult,
  updateCouponBody,
} from '@shop/contracts/seller/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '../../platform/schemas.ts';
import { currentSeller } from '../../platform/seller-auth.ts';
import { shopOwner } from './seller-coupon-queries.ts';
import {
  createShopCoupon,
  deleteCoupon,
  listShopCoupons,
  couponCategoryOptions as loadCategoryOptions,
  couponProductOptions as loadProductOptions,
  loadShopCoupon,
  removeCouponBanner,
  replaceCouponBanner,
  updateShopCoupon,
} from './seller-coupon-service.ts';

const couponParams = z.object({ id: idString });
/** Writes change what the storefront's coupon pages and the cart's coupon call answer. */
const changesCatalog = { changesCatalog: true };

/** The seller center's coupons (issue 17 §7), behind the seller guard under `/seller`. */
export const sellerCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, storage: app.storage };

  app.get(
    '/coupons',
    {
      schema: {
        tags: ['seller'],
        summary:
          "The shop's coupons with their state and number of uses; `search` matches the code, `status` and `sort` as listed",
        querystring: sellerCouponsQuery,
        response: { 200: envelope(sellerCouponsResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await listShopCoupons(deps, shopOwner(currentSeller(request).shopId), request.query)),
  );

  app.post(
    '/coupons',
    {
      config: changesCatalog,
      schema: {
        tags: ['seller'],
        summary: 'Creates a coupon of the shop (code unique in the shop without regard to case)',
        body: createCouponBody,
        response: { 200: envelope(sellerCoupon) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await createShopCoupon(deps, shopOwner(currentSeller(request).shopId), request.body, request.lang),
        M.created,
      ),
  );

  app.get(
    '/coupons/product-options',
    {
      schema: {
        tags: ['seller'],
        summary: "The shop's products whose name matches `search`, for the coupon form's picker",
        querystring: couponProductOptionsQuery,
        response: { 200: envelope(couponProductOptions) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await loadProductOptions(
          app.db,
          shopOwner(currentSeller(request).shopId),
          request.query.search ?? null,
          request.lang,
        ),
      ),
  );

  app.get(
    '/coupons/category-options',
    {
      schema: {
        tags: ['seller'],
        summary: 'The active category tree, depth first, for the coupon form',
        response: { 200: envelope(couponCategoryOptions) },
      },
    },
    async (request, reply) => reply.ok(await loadCategoryOptions(app.db, request.lang)),
  );

  app.get(
    '/coupons/:id',
    {
      schema: {
        tags: ['seller'],
        summary: "One of the shop's coupons with its conditions, products and categories",
        params: couponParams,
        response: { 200: envelope(sellerCoupon) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await loadShopCoupon(
          app.db,
          app.config.currency.decimals,
          shopOwner(currentSeller(request).shopId),
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
        tags: ['seller'],
        summary: 'Changes the fields sent; the lists sent replace the stored ones',
        params: couponParams,
        body: updateCouponBody,
        response: { 200: envelope(sellerCoupon) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await updateShopCoupon(
          deps,
          shopOwner(currentSeller(request).shopId),
          request.params.id,
          request.body,
          request.lang,
        ),
        M.updated,
      ),
  );

  app.delete(
    '/coupons/:id',
    {
      config: changesCatalog,
      schema: {
        tags: ['seller'],
        summary: 'Deletes a coupon; orders placed with it keep their discount',
        params: couponParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await deleteCoupon(deps, shopOwner(currentSeller(request).shopId), request.params.id);
      return reply.ok(null, M.deleted);
    },
  );

  app.put(
    '/coupons/:id/banner',
    {
      config: changesCatalog,
      schema: {
        tags: ['seller'],
        summary:
          'Sets the coupon banner from the multipart file `banner` (JPEG, PNG or WebP by content, at most 4 MB; resized)',
        params: couponParams,
        response: { 200: envelope(sellerCoupon) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await replaceCouponBanner(
          deps,
          shopOwner(currentSeller(request).shopId),
          request.params.id,
          request.uploads,
          request.lang,
        ),
        M.bannerSaved,
      ),
  );

  app.delete(
    '/coupons/:id/banner',
    {
      config: changesCatalog,
      schema: {
        tags: ['seller'],
        summary: 'Removes the coupon banner',
        params: couponParams,
        response: { 200: envelope(sellerCoupon) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await removeCouponBanner(
          deps,
          shopOwner(currentSeller(request).shopId),
          request.params.id,
          request.lang,
        ),
        M.bannerRemoved,
      ),
  );
};
