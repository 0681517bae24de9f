import { envelope } from '@shop/contracts/envelope';
import {
  EARNINGS_MESSAGES,
  earningsPage,
  earningsQuery,
  payoutRequestBody,
  payoutRow,
  payoutsPage,
  payoutsQuery,
} from '@shop/contracts/seller/earnings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSeller } from '../../platform/seller-auth.ts';
import { type EarningsDeps, requestPayout, shopEarnings, shopPayouts } from './earnings-service.ts';

/**
 * The seller center's earnings and payouts (issue 17 §10), mounted behind the seller guard under
 * `/seller`: only the caller's shop's figures.
 */
export const sellerEarningsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EarningsDeps = { db: app.db, config: app.config };

  app.get(
    '/earnings',
    {
      schema: {
        tags: ['seller'],
        summary:
          "The shop's earnings: per paid order (not cancelled) the sale, the commission and the net, newest first; totals by month for 12 months; the balance and the commission rate",
        querystring: earningsQuery,
        response: { 200: envelope(earningsPage) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      return reply.ok(await shopEarnings(deps, currentSeller(request).shopId, page, limit));
    },
  );

  app.get(
    '/payouts',
    {
      schema: {
        tags: ['seller'],
        summary: "The shop's payout requests with their status (requested, paid, rejected), newest first",
        querystring: payoutsQuery,
        response: { 200: envelope(payoutsPage) },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      return reply.ok(await shopPayouts(deps, currentSeller(request).shopId, page, limit));
    },
  );

  app.post(
    '/payouts',
    {
      schema: {
        tags: ['seller'],
        summary:
          'Requests a payout of at most the available balance (balance − requests still waiting); 422 above it',
        body: payoutRequestBody,
        response: { 200: envelope(payoutRow) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await requestPayout(deps, currentSeller(request).shopId, request.body, request.lang),
        EARNINGS_MESSAGES.payoutRequested,
      ),
  );
};
