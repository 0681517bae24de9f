import { auditListQuery, auditListResult } from '@shop/contracts/admin/audit';
import { envelope } from '@shop/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from './audit.ts';

/** The operator console's audit log (issue 18, decision 82), under `/admin`. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Every change an operator made, newest first: who, what, when, before and after; `search` matches the action, subject and operator',
        querystring: auditListQuery,
        response: { 200: envelope(auditListResult) },
      },
    },
    async (request, reply) => reply.ok(await listAudit(app.db, request.query)),
  );
};
