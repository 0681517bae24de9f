import { type Database, statementText } from '../../db/client.ts';
import { col, queryText, type RowOf } from '../../db/query.ts';
import type { WarehouseSet } from '../catalog/index.ts';
import type { CartOwner } from './cart-owner.ts';

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
