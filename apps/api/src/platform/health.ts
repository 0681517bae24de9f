import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { execute } from '../db/query.ts';

/** Can this instance serve? True when the database answers `select 1`. */
export async function isDatabaseUp(db: Database): Promise<boolean> {
  try {
    await execute(db, sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /health` for load balancers and orchestrators: 200 `{status:'ok'}` or 503.
 * `GET /health/live` answers 200 without touching the database: a liveness probe, and the
 * ceiling that `npm run bench` divides every endpoint's throughput by.
 */
export async function healthRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  app.get('/health', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (await isDatabaseUp(opts.db)) return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    request.log.error('health check: database unavailable');
    return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
  });
  app.get('/health/live', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
}
