import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Unauthorized } from './errors.ts';

/**
 * The guard of every operator call (`/api/v1/admin/...`, decision 80): an operator's token (scope
 * `admin` of an account of `user_type` admin, from `POST /admin/auth/login`), or the machine token
 * `ADMIN_API_TOKEN` the operator commands send (`npm run shops|orders|chat`), compared in constant
 * time. Anything else, a customer's or a seller's token included, is 401.
 */
export function requireAdminToken(app: FastifyInstance, request: FastifyRequest): void {
  if (request.operator) return;
  const expected = app.config.adminApiToken;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!expected || !given) throw new Unauthorized();
  const digest = (s: string) => createHash('sha256').update(s).digest();
  if (!timingSafeEqual(digest(given), digest(expected))) throw new Unauthorized();
}

/** `requireAdminToken` as an onRequest hook, so a bad token is refused before the body is read. */
export function adminOnly(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => requireAdminToken(app, request);
}
