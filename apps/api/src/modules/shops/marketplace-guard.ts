import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound, Unauthorized } from '../../platform/errors.ts';

/**
 * An onRequest hook for the marketplace-only calls (shops, seller signup): in singleVendor mode they do
 * not exist, so they answer 404 "Not found" like any unknown path.
 */
export function multiVendorOnly(app: FastifyInstance) {
  return async (): Promise<void> => {
    if (app.config.appMode !== 'multiVendor') throw new NotFound();
  };
}

/**
 * The operator guard (same rule as the orders operator API): `Authorization: Bearer
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
