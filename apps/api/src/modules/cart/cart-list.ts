import type { CartItem } from '@shop/contracts/cart';
import { fromMinor } from '@shop/contracts/money';
import type { ProductShort, ProductVariation } from '@shop/contracts/product';
import { type Database, type Executor, statementText } from '../../db/client.ts';
import { col, queryText, type RowOf } from '../../db/query.ts';
import type { CatalogMemo } from '../../platform/catalog-memo.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { loadProductCards } from '../catalog/product-card.ts';
import { loadProductVariations } from '../catalog/product-variations.ts';
import type { WarehouseSet } from '../catalog/zone-warehouses.ts';
import type { CartOwner } from './cart-owner.ts';

export interface CartContext {
  warehouseIds: WarehouseSet;
  lang: LanguageCode;
  decimals: number;
  now?: Date;
  /** where cards and priced variations are kept between calls (`app.catalogMemo`); none: read each time */
  memo?: CatalogMemo;
}

/** A cart line as read from the database, with what of it is the owner's (the wishlist flag) and its shop. */
export interface CartLine {
  id: number;
  userId: number | null;
  guestUserId: number | null;
  productVariationId: number;
  warehouseId: number;
  qty: number;
  productId: number;
  inWishlist: boolean;
  /** `minOrderAmount` in minor units */
  shop: { id: number; name: string; slug: string; logo: string | null; minOrderAmount: number };
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

/** The owner's lines in the warehouse set, oldest first: one query. */
export async function readCartLines(
  db: Database,
  owner: CartOwner,
  warehouseIds: WarehouseSet,
): Promise<CartLine[]> {
  const text = statementText(
    `lines|${owner.kind}|${warehouseIds === null}`,
    () => `${cartLinesText('carts', owner.kind, warehouseIds === null ? null : '$2')} order by c.id`,
  );
  const params = warehouseIds === null ? [ownerIdOf(owner)] : [ownerIdOf(owner), warehouseIds];
  return cartLinesOf(await queryText(db, LINE_ROW, text, params));
}

/** The columns of a `carts` row that a line is read from (what the add statement's RETURNING gives). */
export const LINE_COLUMNS = 'id, user_id, guest_user_id, product_variation_id, warehouse_id, qty';

/** The `carts` column that holds the owner's id. */
export const ownerColumnOf = (kind: CartOwner['kind']) => (kind === 'user' ? 'user_id' : 'guest_user_id');

export const ownerIdOf = (owner: CartOwner): number =>
  owner.kind === 'user' ? owner.userId : owner.guestUserId;

/**
 * The query of the owner's lines from `source` (`carts`, or a set of rows with its
 * `LINE_COLUMNS`), aliased `c`, giving the `LineRow` columns, unordered. The owner's id is `$1`;
 * `warehouses` is the placeholder of the warehouse set, or null for every warehouse.
 */
export function cartLinesText(
  source: string,
  ownerKind: CartOwner['kind'],
  warehouses: string | null,
): string {
  return `
    select c.id, c.user_id, c.guest_user_id, c.product_variation_id, c.warehouse_id, c.qty, v.product_id,
      exists (select 1 from wishlists w where w.user_id = c.user_id and w.product_id = v.product_id) as in_wishlist,
      s.id as shop_id, s.name as shop_name, s.slug as shop_slug, s.logo as shop_logo,
      s.min_order_amount as shop_min_order_amount
    from ${source} c
    join product_variations v on v.id = c.product_variation_id
    join products p on p.id = v.product_id
    join shops s on s.id = p.shop_id
    where c.${ownerColumnOf(ownerKind)} = $1${warehouses === null ? '' : ` and c.warehouse_id = any(${warehouses})`}`;
}

/** The columns of `cartLinesText`. */
export const LINE_ROW = {
  id: col.int,
  user_id: col.nullable(col.int),
  /** bigint: text from node-postgres */
  guest_user_id: col.nullable(col.int),
  product_variation_id: col.int,
  warehouse_id: col.int,
  qty: col.int,
  product_id: col.int,
  in_wishlist: col.bool,
  shop_id: col.int,
  shop_name: col.text,
  shop_slug: col.text,
  shop_logo: col.nullable(col.text),
  shop_min_order_amount: col.int,
};

/** A row of `cartLinesText`. */
export type LineRow = RowOf<typeof LINE_ROW>;

export function cartLinesOf(rows: readonly LineRow[]): CartLine[] {
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    guestUserId: r.guest_user_id,
    productVariationId: r.product_variation_id,
    warehouseId: r.warehouse_id,
    qty: r.qty,
    productId: r.product_id,
    inWishlist: r.in_wishlist,
    shop: {
      id: r.shop_id,
      name: r.shop_name,
      slug: r.shop_slug,
      logo: r.shop_logo,
      minOrderAmount: r.shop_min_order_amount,
    },
  }));
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
