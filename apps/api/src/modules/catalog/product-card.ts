import { fromMinor } from '@shop/contracts/money';
import type { ProductBadge, ProductShort, ProductTag, Rating } from '@shop/contracts/product';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { loadPricedVariations } from './variation-prices.ts';
import type { WarehouseSet } from './zone-warehouses.ts';

export interface CardContext {
  /** the request's warehouses (`warehousesForZone(db, request.zoneId)`); null = all */
  warehouseIds: WarehouseSet;
  /** the signed-in user, for `inWishlist` */
  userId?: number | null;
  lang: LanguageCode;
  /** currency decimals of the wire amounts (`app.config.currency.decimals`) */
  decimals: number;
  now?: Date;
}

/**
 * Product cards (product-short, API spec "Shared shapes") for `productIds`, in that order;
 * unknown ids are left out and repeated ids give one card each time. Two queries, side by side,
 * for any number of products. The caller decides which products may be shown (published,
 * published shop); this only describes them.
 *
 * - `basePrice`: the lowest discounted price among the product's variations, before tax: what
 *   the cheapest option costs now (campaign or product discount applied), the price the product
 *   page then shows for it. (The old system showed the undiscounted `min_price`.)
 * - `regularPrice`: that same variation's price before its discount (equal to `basePrice` when
 *   nothing is discounted), so a card can strike through the old price.
 * - `stockQty`: the sum of its variations' stock in the request's warehouses.
 * - `badges`: active badges only; `rating`: all reviews of the product.
 */
export async function loadProductCards(
  db: Executor,
  productIds: readonly number[],
  ctx: CardContext,
): Promise<ProductShort[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const now = ctx.now ?? new Date();

  const [base, priced] = await Promise.all([
    cardRows(db, ids, ctx),
    loadPricedVariations(db, { productIds: ids }, { now, withTaxes: false }),
  ]);

  /** the cheapest variation's price now and before its discount, per product */
  const cheapest = new Map<number, { price: number; regular: number }>();
  for (const v of priced) {
    const current = cheapest.get(v.productId);
    if (current === undefined || v.prices.discountedBasePrice < current.price) {
      cheapest.set(v.productId, { price: v.prices.discountedBasePrice, regular: v.prices.basePrice });
    }
  }

  const cards = new Map<number, ProductShort>();
  for (const p of base) {
    const id = Number(p.id);
    const minPrice = Number(p.min_price);
    cards.set(id, {
      id,
      name: p.name,
      slug: p.slug,
      inWishlist: p.in_wishlist,
      thumbnailImg: p.thumbnail_image ?? '',
      basePrice: fromMinor(cheapest.get(id)?.price ?? minPrice, ctx.decimals),
      regularPrice: fromMinor(cheapest.get(id)?.regular ?? minPrice, ctx.decimals),
      unit: p.unit ?? '',
      stockQty: Number(p.stock_qty),
      hasVariation: p.has_variation,
      badges: p.badges ?? [],
      tags: p.tags ?? [],
      rating: p.rating,
    });
  }
  return productIds.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
}

interface CardRow {
  id: number;
  name: string;
  slug: string;
  thumbnail_image: string | null;
  min_price: number;
  has_variation: boolean;
  unit: string | null;
  /** Σ stock of its variations in the warehouse set (rules §1) */
  stock_qty: number;
  /** active badges only */
  badges: ProductBadge[] | null;
  tags: ProductTag[] | null;
  /** every review of the product */
  rating: Rating;
  in_wishlist: boolean;
}

/** Everything of a card but its price, one row per product, in one query. */
async function cardRows(db: Executor, ids: number[], ctx: CardContext): Promise<CardRow[]> {
  const lang = sql.param(ctx.lang);
  const inWarehouses =
    ctx.warehouseIds === null ? sql`` : sql`and s.warehouse_id = any(${sql.param([...ctx.warehouseIds])})`;
  const inWishlist =
    ctx.userId == null
      ? sql`false`
      : sql`exists (select 1 from wishlists w where w.user_id = ${sql.param(ctx.userId)} and w.product_id = p.id)`;
  const { rows } = await db.execute(sql`
    select p.id, coalesce(nullif(pt.name, ''), p.name) as name, p.slug, p.thumbnail_image, p.min_price,
      p.has_variation, coalesce(nullif(ut.name, ''), u.name) as unit,
      (select coalesce(sum(s.stock_qty), 0)::int from product_variation_stocks s
        join product_variations sv on sv.id = s.product_variation_id
        where sv.product_id = p.id ${inWarehouses}) as stock_qty,
      (select json_agg(json_build_object('id', b.id, 'name', coalesce(nullif(bt.name, ''), b.name),
          'textColor', b.color, 'bgColor', b.bg_color) order by b.id)
        from product_badges pb join badges b on b.id = pb.badge_id
        left join badge_translations bt on bt.badge_id = b.id and bt.lang_code = ${lang}
        where pb.product_id = p.id and b.is_active) as badges,
      (select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
        from product_tags ptg join tags t on t.id = ptg.tag_id where ptg.product_id = p.id) as tags,
      (select json_build_object('average', coalesce(round(avg(r.rating), 2), 0)::float8, 'total', count(*)::int)
        from product_reviews r where r.product_id = p.id) as rating,
      ${inWishlist} as in_wishlist
    from products p
    left join product_translations pt on pt.product_id = p.id and pt.lang_code = ${lang}
    left join units u on u.id = p.unit_id
    left join unit_translations ut on ut.unit_id = u.id and ut.lang_code = ${lang}
    where p.id = any(${sql.param(ids)})`);
  return rows as unknown as CardRow[];
}
