import { REVIEWS_PAGE_SIZE } from '@shop/contracts/constants';
import { envelope, pageQuery } from '@shop/contracts/envelope';
import { text } from '@shop/contracts/input';
import {
  productReviewsResult,
  review,
  storeReviewBody,
  storeShopReviewBody,
  userProductReviewResult,
  userReviewsResult,
  userShopReviewResult,
} from '@shop/contracts/reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { cachePublicGets } from '../../platform/response-cache.ts';
import { idString } from '../../platform/schemas.ts';
import { warehousesForZone } from '../catalog/index.ts';
import {
  findUserImpression,
  findUserReviewId,
  isPublishedProduct,
  loadReviews,
  productReviewPage,
  type ReviewContext,
  reviewSummary,
  userImpressionPage,
  userReviewPage,
} from './review-queries.ts';
import { REVIEW_TEXTS, storeProductReview, storeShopImpression } from './review-service.ts';

/** The reviews API (API spec "Reviews"). Only `GET /reviews/{productId}` is public. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', cachePublicGets);
  async function contextOf(request: FastifyRequest): Promise<ReviewContext> {
    return {
      lang: request.lang,
      decimals: app.config.currency.decimals,
      warehouseIds: await warehousesForZone(app.db, request.zoneId),
      userId: request.user?.id ?? null,
    };
  }

  app.get(
    '/reviews/:productId',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's rating summary and its reviews, newest first (10 a page)",
        params: z.object({ productId: idString }),
        querystring: pageQuery,
        response: { 200: envelope(productReviewsResult) },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      if (!(await isPublishedProduct(app.db, productId))) throw new NotFound(REVIEW_TEXTS.productNotFound);
      const limit = request.query.limit ?? REVIEWS_PAGE_SIZE;
      const [summary, reviews] = await Promise.all([
        reviewSummary(app.db, productId),
        productReviewPage(app.db, productId, request.query.page, limit, await contextOf(request)),
      ]);
      return reply.ok({ summary, reviews });
    },
  );

  app.get(
    '/reviews/user/all',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: "The caller's product reviews and shop impressions, both paginated",
        querystring: pageQuery.extend({ userId: text().max(32).optional() }),
        response: { 200: envelope(userReviewsResult) },
      },
    },
    async (request, reply) => {
      // `userId` is accepted for old clients and ignored: a caller only ever sees their own
      const user = currentUser(request);
      const limit = request.query.limit ?? REVIEWS_PAGE_SIZE;
      const ctx = await contextOf(request);
      const reviews = await userReviewPage(app.db, user.id, request.query.page, limit, ctx);
      const shopReviews = await userImpressionPage(app.db, user.id, request.query.page, limit, request.lang);
      return reply.ok({ reviews, shopReviews });
    },
  );

  app.get(
    '/reviews/user/:productId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: "The caller's review of a product, or null",
        params: z.object({ productId: idString }),
        response: { 200: envelope(userProductReviewResult) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const reviewId = await findUserReviewId(app.db, user.id, request.params.productId);
      if (reviewId === null) return reply.ok({ review: null }, REVIEW_TEXTS.noReviewYet);
      const [found] = await loadReviews(app.db, [reviewId], await contextOf(request));
      return reply.ok({ review: found ?? null });
    },
  );

  app.get(
    '/reviews/shop/:shopId',
    {
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: "The caller's impression of a shop, or null",
        params: z.object({ shopId: idString }),
        response: { 200: envelope(userShopReviewResult) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const shopReview = await findUserImpression(app.db, user.id, request.params.shopId, request.lang);
      return reply.ok({ shopReview });
    },
  );

  app.post(
    '/reviews/user/store',
    {
      config: { changesCatalog: true },
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Creates or updates the caller’s review of a product of one of their delivered orders',
        body: storeReviewBody,
        response: { 200: envelope(review) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const reviewId = await storeProductReview(
        { db: app.db, storage: app.storage },
        user.id,
        request.body,
        request.uploads,
      );
      const [saved] = await loadReviews(app.db, [reviewId], await contextOf(request));
      return reply.ok(saved!, REVIEW_TEXTS.submitted);
    },
  );

  app.post(
    '/reviews/shop/store',
    {
      config: { changesCatalog: true },
      onRequest: requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Sets the caller’s impression of a shop (positive, negative or neutral)',
        body: storeShopReviewBody,
        response: { 200: envelope(userShopReviewResult) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await storeShopImpression(app.db, user.id, request.body);
      const shopReview = await findUserImpression(app.db, user.id, request.body.shopId, request.lang);
      return reply.ok({ shopReview }, REVIEW_TEXTS.impressionUpdated);
    },
  );
};
