import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../platform/errors.ts';

/**
 * An onRequest hook for the marketplace-only calls (shops, seller signup): in singleVendor mode they do
 * not exist, so they answer 404 "Not found" like any unknown path.
 */
export function multiVendorOnly(app: FastifyInstance) {
  return async (): Promise<void> => {
    if (app.config.appMode !== 'multiVendor') throw new NotFound();
  };
}
