import type { CartItem } from '@shop/contracts/cart';
import { fromMinor } from '@shop/contracts/money';
import type { ProductShort, ProductVariation } from '@shop/contracts/product';
import type { Database, Executor } from '../../db/client.ts';
import type { CatalogMemo } from '../../platform/catalog-memo.ts';
import type { LanguageCode } from '../../platform/language.ts';
import type { WarehouseSet } from '../catalog/index.ts';
import { loadProductCards, loadProductVariations } from '../catalog/index.ts';
import { type CartLine, readCartLines } from './cart-line-queries.ts';
import type { CartOwner } from './cart-owner.ts';

export type { CartLine };

export interface CartContext {
  warehouseIds: WarehouseSet;
  lang: LanguageCode;
  decimals: number;
  now?: Date;
  /** where cards and priced variations are kept between calls (`app.catalogMemo`); none: read each time */
  memo?: CatalogMemo;
}

/**
 * The owner's cart lines whose warehouse is in the request's warehouse set (lines of other zones
 * stay in the database, hidden), oldest first, each with its product card, shop and priced
 * variation. The lines are read each time; the cards and variations, which are the same for every
 * shopper, come from the memo when one is given (the card's `inWishlist` is the owner's, read with
 * the lines). A fixed number of queries for any number of lines.
 */
export async function listCart(db: Database, owner: CartOwner, ctx: CartContext): Promise<CartItem[]> {
  return cartItems(db, await readCartLines(db, owner, ctx.warehouseIds), ctx);
}

/**
 * The cart answer's items of `lines`: each with its product card and priced variation (from the
 * memo when the context has one); a line whose product or variation is gone meanwhile is left out.
 */
export async function cartItems(
  db: Executor,
  lines: readonly CartLine[],
  ctx: CartContext,
): Promise<CartItem[]> {
  if (lines.length === 0) return [];
  const variationIds = lines.map((l) => l.productVariationId);
  const productIds = lines.map((l) => l.productId);
  const [variationById, cardById] = await Promise.all([
    cartVariations(db, variationIds, ctx),
    cartCards(db, productIds, ctx),
  ]);

  return lines.flatMap((line) => {
    const variation = variationById.get(line.productVariationId);
    const card = cardById.get(line.productId);
    if (!variation || !card) return []; // deleted between the two reads
    return [
      {
        id: line.id,
        userId: line.userId,
        guestUserId: line.guestUserId,
        productVariationId: line.productVariationId,
        warehouseId: line.warehouseId,
        qty: line.qty,
        product: { ...card, inWishlist: line.inWishlist },
        shop: {
          id: line.shop.id,
          name: line.shop.name,
          slug: line.shop.slug,
          logo: line.shop.logo ?? '',
          minOrderAmount: fromMinor(line.shop.minOrderAmount, ctx.decimals),
        },
        variation,
      },
    ];
  });
}

/** What a memo key of the context starts with: the language and the warehouse set. */
function contextKey(ctx: CartContext): string {
  return `${ctx.lang}|${ctx.warehouseIds === null ? '*' : ctx.warehouseIds.join(',')}|${ctx.decimals}`;
}

/** Cards without the wishlist flag (the same for everyone), by product id. */
function cartCards(db: Executor, productIds: number[], ctx: CartContext): Promise<Map<number, ProductShort>> {
  const load = async (ids: number[]) => {
    const cards = await loadProductCards(db, ids, { ...ctx, userId: null });
    return new Map(cards.map((c) => [c.id, c]));
  };
  return ctx.memo ? ctx.memo.byIds(`card|${contextKey(ctx)}`, productIds, load) : load(productIds);
}

/** Priced variations with their stock rows, by variation id. */
function cartVariations(
  db: Executor,
  variationIds: number[],
  ctx: CartContext,
): Promise<Map<number, ProductVariation>> {
  const load = async (ids: number[]) => {
    const variations = await loadProductVariations(db, { variationIds: ids }, ctx);
    return new Map(variations.map((v) => [v.id, v]));
  };
  return ctx.memo ? ctx.memo.byIds(`variation|${contextKey(ctx)}`, variationIds, load) : load(variationIds);
}
