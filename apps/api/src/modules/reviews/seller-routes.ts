import { envelope } from '@shop/contracts/envelope';
import {
  reviewedProductsResult,
  sellerImpressionsQuery,
  sellerImpressionsResult,
  sellerReviewsQuery,
  sellerReviewsResult,
} from '@shop/contracts/seller/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSeller } from '../../platform/seller-auth.ts';
import { sellerImpressions, sellerReviewedProducts, sellerReviews } from './seller-review-service.ts';

const tags = ['seller'];

/**
 * The seller center's reviews (issue 17 §9), behind the seller guard under `/seller`: the shop's
 * product reviews and the impressions of the shop, read-only.
 */
export const sellerReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags,
        summary:
          "The shop's product reviews, newest first, by rating and product, with the rating summary of all of them",
        querystring: sellerReviewsQuery,
        response: { 200: envelope(sellerReviewsResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await sellerReviews(app.db, currentSeller(request).shopId, request.query)),
  );

  app.get(
    '/reviews/products',
    {
      schema: {
        tags,
        summary: "The shop's products that have reviews, with their count and mean rating",
        response: { 200: envelope(reviewedProductsResult) },
      },
    },
    async (request, reply) => reply.ok(await sellerReviewedProducts(app.db, currentSeller(request).shopId)),
  );

  app.get(
    '/impressions',
    {
      schema: {
        tags,
        summary: 'The impressions shoppers left of the shop (positive, negative, neutral) with their counts',
        querystring: sellerImpressionsQuery,
        response: { 200: envelope(sellerImpressionsResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await sellerImpressions(app.db, currentSeller(request).shopId, request.query)),
  );
};
