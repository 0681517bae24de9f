import { outboxEntry } from '@shop/contracts/auth';
import { envelope } from '@shop/contracts/envelope';
import { text } from '@shop/contracts/input';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestOutboxMessages } from './dev-queries.ts';

/** How many messages the demo outbox shows. */
const OUTBOX_LIMIT = 10;

/**
 * Demo helpers. They exist only with DEMO_MODE on (otherwise the routes are not registered at all
 * and answer 404 like any unknown path): the latest SMS and e-mails sent to one recipient, so a
 * demo visitor or an end-to-end test can read a one-time code without a real SMS gateway.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.demoMode) return;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Demo mode only: the latest messages sent to a phone number or e-mail address',
        querystring: z.object({
          to: text({ message: 'The to field is required.' })
            .trim()
            .min(1, { message: 'The to field is required.' })
            .max(254),
        }),
        response: { 200: envelope(z.array(outboxEntry)) },
      },
    },
    async (request, reply) => {
      const rows = await latestOutboxMessages(app.db, request.query.to, OUTBOX_LIMIT);
      return reply.ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );
};
