import type { FastifyRequest } from 'fastify';
import { type AuthSeller, unauthenticated } from './auth.ts';

/**
 * The guard of every seller-center call (decision 62): an onRequest hook, so a request without a
 * seller token is refused before its body is read. A customer's token is no seller token (401),
 * and a seller's token opens nothing but these calls.
 */
export async function sellerOnly(request: FastifyRequest): Promise<void> {
  if (!request.seller) throw unauthenticated(request);
}

/**
 * The seller of a request that passed `sellerOnly`. Services take its `shopId` and filter every
 * query by it: a row of another shop is "not found", never "forbidden", so ids of other shops
 * reveal nothing.
 */
export function currentSeller(request: FastifyRequest): AuthSeller {
  if (!request.seller) throw unauthenticated(request);
  return request.seller;
}
