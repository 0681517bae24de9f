import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, wishlists } from '../../db/schema/index.ts';

/** The user's wishlist entries of published products, newest first. */
export function publishedWishlistRows(db: Executor, userId: number) {
  return db
    .select({ id: wishlists.id, userId: wishlists.userId, productId: wishlists.productId })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(and(eq(wishlists.userId, userId), eq(products.isPublished, true)))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.id));
}

/** Whether the product exists (and, with `published`, is published). */
export async function productExists(db: Executor, productId: number, published: boolean): Promise<boolean> {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      published
        ? and(eq(products.id, productId), eq(products.isPublished, true))
        : eq(products.id, productId),
    )
    .limit(1);
  return found !== undefined;
}

/** Adds the product to the user's wishlist; there already, nothing changes. */
export async function insertWishlist(db: Executor, userId: number, productId: number): Promise<void> {
  await db.insert(wishlists).values({ userId, productId }).onConflictDoNothing();
}

/** Removes the product from the user's wishlist (and only theirs). */
export async function deleteWishlist(db: Executor, userId: number, productId: number): Promise<void> {
  await db.delete(wishlists).where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
}
