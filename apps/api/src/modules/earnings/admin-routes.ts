import {
  ADMIN_PAYOUT_MESSAGES,
  adminPayoutList,
  adminPayoutListQuery,
  adminPayoutRow,
  payoutIdParams,
  payoutPaidBody,
  payoutRejectBody,
} from '@shop/contracts/admin/payouts';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorActor } from '../audit/index.ts';
import { answerPayout, listPayoutRequests, type PayoutDeps } from './payout-settlement.ts';

/**
 * The operator's payouts (issue 18 §2, decision 70), under `/admin` behind the operator guard: the
 * sellers' requests, marked paid with a reference or rejected with a reason; each answer audited.
 */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PayoutDeps = { db: app.db, config: app.config };

  app.get(
    '/payouts',
    {
      schema: {
        tags: ['operator'],
        summary:
          "The shops' payout requests (waiting ones first, oldest first), by status, shop or shop name; with the number and sum still waiting",
        querystring: adminPayoutListQuery,
        response: { 200: envelope(adminPayoutList) },
      },
    },
    async (request, reply) => reply.ok(await listPayoutRequests(deps, request.query)),
  );

  app.post(
    '/payouts/:id/paid',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Marks a waiting request paid with the transfer's reference: the shop's balance goes down by the amount; 409 when already answered or when the balance is now below the amount",
        params: payoutIdParams,
        body: payoutPaidBody,
        response: { 200: envelope(adminPayoutRow) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await answerPayout(
          deps,
          operatorActor(request),
          request.params.id,
          { kind: 'paid', reference: request.body.reference },
          request.lang,
        ),
        ADMIN_PAYOUT_MESSAGES.paid,
      ),
  );

  app.post(
    '/payouts/:id/reject',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Rejects a waiting request with a reason the seller reads: the amount is available to the shop again; 409 when already answered',
        params: payoutIdParams,
        body: payoutRejectBody,
        response: { 200: envelope(adminPayoutRow) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await answerPayout(
          deps,
          operatorActor(request),
          request.params.id,
          { kind: 'rejected', reason: request.body.reason },
          request.lang,
        ),
        ADMIN_PAYOUT_MESSAGES.rejected,
      ),
  );
};
