import { productBadge, productTag, rating } from '@shop/contracts/product';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { col, query, type RowOf } from '../../db/query.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { jsonOf } from './row-columns.ts';
import type { WarehouseSet } from './zone-warehouses.ts';

const CARD_ROW = {
  id: col.int,
  name: col.text,
  slug: col.text,
  thumbnail_image: col.nullable(col.text),
  /** minor units */
  min_price: col.int,
  has_variation: col.bool,
  unit: col.nullable(col.text),
  /** Σ stock of its variations in the warehouse set (rules §1) */
  stock_qty: col.int,
  /** active badges only */
  badges: jsonOf(z.array(productBadge).nullable()),
  tags: jsonOf(z.array(productTag).nullable()),
  /** every review of the product */
  rating: jsonOf(rating),
  in_wishlist: col.bool,
};

/** A product card's row: everything of it but its price. */
export type CardRow = RowOf<typeof CARD_ROW>;

/** Everything of a card but its price, one row per product, in one query. */
export async function cardRows(
  db: Executor,
  ids: readonly number[],
  ctx: { lang: LanguageCode; warehouseIds: WarehouseSet; userId?: number | null },
): Promise<CardRow[]> {
  const lang = sql.param(ctx.lang);
  const inWarehouses =
    ctx.warehouseIds === null ? sql`` : sql`and s.warehouse_id = any(${sql.param([...ctx.warehouseIds])})`;
  const inWishlist =
    ctx.userId == null
      ? sql`false`
      : sql`exists (select 1 from wishlists w where w.user_id = ${sql.param(ctx.userId)} and w.product_id = p.id)`;
  return query(
    db,
    CARD_ROW,
    sql`
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
    where p.id = any(${sql.param([...ids])})`,
  );
}
