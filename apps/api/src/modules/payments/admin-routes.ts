import {
  adminPaymentMethods,
  SETTINGS_MESSAGES as M,
  paymentMethodBody,
  paymentMethodParams,
} from '@shop/contracts/admin/settings';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorActor } from '../audit/index.ts';
import { adminPaymentMethods as listMethods, switchPaymentMethod } from './payment-methods-admin.ts';

const tags = ['operator'];

/** Payment methods on and off in the operator console (issue 18 §5), under `/admin`. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment-methods',
    {
      schema: {
        tags,
        summary:
          'Every payment method this server can take (paid at the door, and online ones with a provider) and whether it is on',
        response: { 200: envelope(adminPaymentMethods) },
      },
    },
    async (_request, reply) => reply.ok(await listMethods(app.db)),
  );

  app.patch(
    '/payment-methods/:method',
    {
      config: { changesCatalog: true },
      schema: {
        tags,
        summary:
          'Switches a payment method on or off; checkout refuses a method that is off; turning off the last one is 409',
        params: paymentMethodParams,
        body: paymentMethodBody,
        response: { 200: envelope(adminPaymentMethods) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await switchPaymentMethod(app.db, operatorActor(request), request.params.method, request.body),
        M.paymentsSaved,
      ),
  );
};
