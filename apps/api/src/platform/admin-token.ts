import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound, Unauthorized } from './errors.ts';

/**
 * The operator guard of every operator call (orders, shops, chats): `Authorization: Bearer
 * <ADMIN_API_TOKEN>`, compared in constant time; without a configured token the operator calls do
 * not exist (404).
 */
export function requireAdminToken(app: FastifyInstance, request: FastifyRequest): void {
  const expected = app.config.adminApiToken;
  if (!expected) throw new NotFound();
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  if (!timingSafeEqual(digest(given), digest(expected))) throw new Unauthorized();
}

/** `requireAdminToken` as an onRequest hook, so a bad token is refused before the body is read. */
export function adminOnly(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => requireAdminToken(app, request);
}
