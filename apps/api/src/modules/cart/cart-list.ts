import type { CartItem } from '@shop/contracts/cart';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { carts, products, productVariations, shops } from '../../db/schema/index.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { loadProductCards } from '../catalog/product-card.ts';
import { loadProductVariations } from '../catalog/product-variations.ts';
import { inWarehouseSet, type WarehouseSet } from '../catalog/zone-warehouses.ts';
import { type CartOwner, ownedBy } from './cart-owner.ts';

export interface CartContext {
  warehouseIds: WarehouseSet;
  lang: LanguageCode;
  decimals: number;
  now?: Date;
}

/**
 * The owner's cart lines whose warehouse is in the request's warehouse set (lines of other zones
 * stay in the database, hidden), oldest first, each with its product card, shop and priced
 * variation. A fixed number of queries for any number of lines.
 */
export async function listCart(db: Executor, owner: CartOwner, ctx: CartContext): Promise<CartItem[]> {
  const lines = await db
    .select({
      id: carts.id,
      userId: carts.userId,
      guestUserId: carts.guestUserId,
      productVariationId: carts.productVariationId,
      warehouseId: carts.warehouseId,
      qty: carts.qty,
      productId: productVariations.productId,
      shop: { id: shops.id, name: shops.name, slug: shops.slug, logo: shops.logo },
    })
    .from(carts)
    .innerJoin(productVariations, eq(productVariations.id, carts.productVariationId))
    .innerJoin(products, eq(products.id, productVariations.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(ownedBy(owner), inWarehouseSet(carts.warehouseId, ctx.warehouseIds)))
    .orderBy(asc(carts.id));
  if (lines.length === 0) return [];

  const now = ctx.now ?? new Date();
  const userId = owner.kind === 'user' ? owner.userId : null;
  const [variations, cards] = await Promise.all([
    loadProductVariations(db, { variationIds: lines.map((l) => l.productVariationId) }, { ...ctx, now }),
    loadProductCards(
      db,
      lines.map((l) => l.productId),
      { ...ctx, now, userId },
    ),
  ]);
  const variationById = new Map(variations.map((v) => [v.id, v]));
  const cardById = new Map(cards.map((c) => [c.id, c]));

  return lines.flatMap((line) => {
    const variation = variationById.get(line.productVariationId);
    const product = cardById.get(line.productId);
    if (!variation || !product) return []; // deleted between the two reads
    return [
      {
        id: line.id,
        userId: line.userId,
        guestUserId: line.guestUserId,
        productVariationId: line.productVariationId,
        warehouseId: line.warehouseId,
        qty: line.qty,
        product,
        shop: { ...line.shop, logo: line.shop.logo ?? '' },
        variation,
      },
    ];
  });
}
