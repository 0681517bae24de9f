import { adminOverview, overviewQuery } from '@shop/contracts/admin/overview';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadOverview } from './insights.ts';

/** The operator console's overview (issue 18 §1), under `/admin` behind the operator guard. */
export const adminInsightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      schema: {
        tags: ['operator'],
        summary:
          'The marketplace over the last 7, 30 or 90 days (and the period before): sales, orders, new customers and new shops per day; orders waiting too long, failed payments, shops to approve, payouts to answer',
        querystring: overviewQuery,
        response: { 200: envelope(adminOverview) },
      },
    },
    async (request, reply) => reply.ok(await loadOverview(app, request.query.days)),
  );
};
