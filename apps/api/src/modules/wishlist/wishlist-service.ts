import { WISHLIST_MESSAGES, type WishlistItem } from '@shop/contracts/wishlist';
import type { FastifyRequest } from 'fastify';
import { NotFound } from '../../platform/errors.ts';
import { loadProductCards, warehousesForZone } from '../catalog/index.ts';
import { deleteWishlist, insertWishlist, productExists, publishedWishlistRows } from './wishlist-queries.ts';

/**
 * The signed-in user's wishlist, newest first, each entry with its product card (stock of the
 * request's zone). Products no longer published drop out of the list. A fixed number of queries.
 */
export async function listWishlist(request: FastifyRequest, userId: number): Promise<WishlistItem[]> {
  const { db, config } = request.server;
  const rows = await publishedWishlistRows(db, userId);
  if (rows.length === 0) return [];
  const warehouseIds = await warehousesForZone(db, request.zoneId);
  const cards = await loadProductCards(
    db,
    rows.map((r) => r.productId),
    { warehouseIds, lang: request.lang, decimals: config.currency.decimals, userId },
  );
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const product = cardById.get(r.productId);
    return product ? [{ id: r.id, userId: r.userId, product }] : [];
  });
}

async function assertProductExists(request: FastifyRequest, productId: number): Promise<void> {
  if (!(await productExists(request.server.db, productId, true)))
    throw new NotFound(WISHLIST_MESSAGES.productNotFound);
}

/** Adds a published product; adding it again changes nothing. */
export async function addToWishlist(
  request: FastifyRequest,
  userId: number,
  productId: number,
): Promise<void> {
  await assertProductExists(request, productId);
  await insertWishlist(request.server.db, userId, productId);
}

/** Removes a product from the user's wishlist (and only theirs); removing it twice is fine. */
export async function removeFromWishlist(
  request: FastifyRequest,
  userId: number,
  productId: number,
): Promise<void> {
  const { db } = request.server;
  if (!(await productExists(db, productId, false))) throw new NotFound(WISHLIST_MESSAGES.productNotFound);
  await deleteWishlist(db, userId, productId);
}
