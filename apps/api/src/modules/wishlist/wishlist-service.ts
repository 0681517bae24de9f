import { WISHLIST_MESSAGES, type WishlistItem } from '@shop/contracts/wishlist';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { products, wishlists } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { loadProductCards } from '../catalog/product-card.ts';
import { warehousesForZone } from '../catalog/zone-warehouse-queries.ts';

/**
 * The signed-in user's wishlist, newest first, each entry with its product card (stock of the
 * request's zone). Products no longer published drop out of the list. A fixed number of queries.
 */
export async function listWishlist(request: FastifyRequest, userId: number): Promise<WishlistItem[]> {
  const { db, config } = request.server;
  const rows = await db
    .select({ id: wishlists.id, userId: wishlists.userId, productId: wishlists.productId })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(and(eq(wishlists.userId, userId), eq(products.isPublished, true)))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id));
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
  const [found] = await request.server.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isPublished, true)))
    .limit(1);
  if (!found) throw new NotFound(WISHLIST_MESSAGES.productNotFound);
}

/** Adds a published product; adding it again changes nothing. */
export async function addToWishlist(
  request: FastifyRequest,
  userId: number,
  productId: number,
): Promise<void> {
  await assertProductExists(request, productId);
  await request.server.db.insert(wishlists).values({ userId, productId }).onConflictDoNothing();
}

/** Removes a product from the user's wishlist (and only theirs); removing it twice is fine. */
export async function removeFromWishlist(
  request: FastifyRequest,
  userId: number,
  productId: number,
): Promise<void> {
  const { db } = request.server;
  const [known] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!known) throw new NotFound(WISHLIST_MESSAGES.productNotFound);
  await db.delete(wishlists).where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
}
