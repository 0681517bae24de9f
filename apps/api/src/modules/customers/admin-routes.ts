import {
  adminCustomerDetail,
  adminCustomersPage,
  adminCustomersQuery,
  customerBanBody,
  customerBanResult,
  CUSTOMER_MESSAGES as M,
} from '@shop/contracts/admin/customers';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idString } from '../../platform/schemas.ts';
import { operatorActor } from '../audit/index.ts';
import { type CustomerDeps, customerDetail, listCustomers, setCustomerBan } from './customer-service.ts';

const idParams = z.object({ id: idString });

/** The operator console's customers (issue 18 §7), behind the operator guard under `/admin`. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CustomerDeps = { db: app.db, config: app.config };

  app.get(
    '/customers',
    {
      schema: {
        tags: ['operator'],
        summary: 'Customers (and sellers), newest first; `search` matches the name, phone or e-mail',
        querystring: adminCustomersQuery,
        response: { 200: envelope(adminCustomersPage) },
      },
    },
    async (request, reply) => reply.ok(await listCustomers(deps, request.query)),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One customer: contact, addresses, order count and total spent, recent orders, ban',
        params: idParams,
        response: { 200: envelope(adminCustomerDetail) },
      },
    },
    async (request, reply) => reply.ok(await customerDetail(deps, request.params.id)),
  );

  app.post(
    '/customers/:id/ban',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Bans a customer with a reason: every session ends and the account's next request is refused (401, the banned message); an operator cannot be banned (403)",
        params: idParams,
        body: customerBanBody,
        response: { 200: envelope(customerBanResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await setCustomerBan(deps, operatorActor(request), request.params.id, true, request.body),
        M.banned,
      ),
  );

  app.post(
    '/customers/:id/unban',
    {
      schema: {
        tags: ['operator'],
        summary: 'Lets a banned customer sign in again, with the reason',
        params: idParams,
        body: customerBanBody,
        response: { 200: envelope(customerBanResult) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await setCustomerBan(deps, operatorActor(request), request.params.id, false, request.body),
        M.unbanned,
      ),
  );
};
