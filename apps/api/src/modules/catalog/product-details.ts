import {
  type ProductDetails,
  RELATED_PRODUCTS_LIMIT,
  type VariationCombination,
} from '@shop/contracts/catalog';
import type { CategoryShort } from '@shop/contracts/content';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { translate } from '../../platform/messages.ts';
import { readSettings } from '../../platform/settings.ts';
import { couponColumns, couponRunningSql, toCouponShort } from '../coupons/index.ts';
import { activeCategories } from './category-queries.ts';
import { buildCategoryTree } from './category-tree.ts';
import { loadProductCards } from './product-card.ts';
import type { CatalogContext } from './product-listing.ts';
import { couponNamesProductSql } from './product-listing.ts';
import { visibleProduct } from './product-sql.ts';
import { loadProductVariations } from './product-variations.ts';
import { loadShopCards } from './shop-cards-queries.ts';

/**
 * GET /products/details/{slug or id}: the card of a visible product with everything its page
 * shows; null when there is no such visible product. A fixed number of queries.
 */
export async function productDetails(
  db: Database,
  slugOrId: string,
  ctx: CatalogContext,
): Promise<ProductDetails | null> {
  const numericId = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : null;
  const match =
    numericId !== null && numericId <= 2_147_483_647
      ? sql`(p.slug = ${slugOrId} or p.id = ${numericId})`
      : sql`p.slug = ${slugOrId}`;
  const { rows } = await db.execute(sql`
    select p.id, p.shop_id, p.brand_id, coalesce(p.short_description, '') as short_description,
      coalesce(nullif(pt.description, ''), p.description) as description,
      coalesce(p.thumbnail_image, '') as thumbnail_image, coalesce(p.est_delivery_time, '') as est_delivery_time,
      p.has_emi, coalesce(p.emi_info, '') as emi_info, p.has_warranty, coalesce(p.warranty_info, '') as warranty_info,
      p.cash_on_delivery,
      p.min_purchase_qty, p.max_purchase_qty, coalesce(p.meta_title, '') as meta_title,
      coalesce(p.meta_description, '') as meta_description, coalesce(p.meta_image, '') as meta_image,
      b.id as b_id, coalesce(nullif(bt.name, ''), b.name) as b_name, b.slug as b_slug,
      coalesce(b.thumbnail_image, '') as b_thumbnail
    from products p
    left join product_translations pt on pt.product_id = p.id and pt.lang_code = ${ctx.lang}
    left join brands b on b.id = p.brand_id and b.is_active
    left join brand_translations bt on bt.brand_id = b.id and bt.lang_code = ${ctx.lang}
    where ${match} and ${visibleProduct(ctx.appMode)}
    order by (p.slug = ${slugOrId}) desc
    limit 1
  `);
  const row = rows[0];
  if (!row) return null;
  const id = Number(row.id);
  const shopId = Number(row.shop_id);

  const [variations, combinations, images, linked, categoryRows, shops, settings, promo, relatedIds] =
    await Promise.all([
      loadProductVariations(db, { productIds: [id] }, ctx),
      variationCombinations(db, id, ctx),
      db.execute(sql`select image from product_images where product_id = ${id} order by sort, id`),
      db.execute(
        sql`select category_id from product_categories where product_id = ${id} order by category_id`,
      ),
      activeCategories(db, ctx.lang),
      loadShopCards(db, [shopId], ctx.decimals),
      readSettings(db),
      db.execute(sql`
        select ${couponColumns} from coupons c join shops s on s.id = c.shop_id
        where c.shop_id = ${shopId} and ${couponRunningSql(ctx.now)}
          and exists (select 1 from products p where p.id = ${id} and ${couponNamesProductSql('c')})
        order by c.end_at, c.id limit 1
      `),
      // Related: the products sharing the most of its categories, best sellers first. The
      // candidates are each category's best sellers, read in the top-selling index's order (a
      // join over every product of its categories took 0.3 s at 1,000,000 products).
      db.execute(sql`
        select top.id from product_categories mine
        cross join lateral (
          select p.id, p.total_sale_count from products p
          where p.id <> ${id} and ${visibleProduct(ctx.appMode)}
            and (select true from product_categories pc
              where pc.product_id = p.id and pc.category_id = mine.category_id limit 1)
          order by p.total_sale_count desc nulls last, p.id desc nulls last
          limit ${RELATED_PRODUCTS_LIMIT * 2}
        ) top
        where mine.product_id = ${id}
        group by top.id
        order by count(*) desc, max(top.total_sale_count) desc, top.id desc
        limit ${RELATED_PRODUCTS_LIMIT}
      `),
    ]);

  const cards = await loadProductCards(db, [id, ...relatedIds.rows.map((r) => Number(r.id))], ctx);
  const [card, ...relatedProducts] = cards;
  const shop = shops.get(shopId);
  if (!card || !shop) return null;

  const tree = buildCategoryTree(categoryRows);
  const byId = new Map(tree.map((c) => [c.id, c]));
  const categories = linked.rows.flatMap((r) => {
    const c = byId.get(Number(r.category_id));
    return c ? [c] : [];
  });
  const last = categories.at(-1);
  const thumbnail = String(row.thumbnail_image);

  return {
    ...card,
    shortDescription: String(row.short_description),
    description: String(row.description ?? ''),
    images: [...(thumbnail ? [thumbnail] : []), ...images.rows.map((r) => String(r.image))],
    deliveryHours: String(row.est_delivery_time) || translate(ctx.lang, 'Not Available'),
    // the marketplace must accept payment on delivery and the seller must allow it for the product
    codAvailable: settings.codAvailable === '1' && Boolean(row.cash_on_delivery),
    hasEmi: Boolean(row.has_emi),
    emiInfo: String(row.emi_info),
    hasWarranty: Boolean(row.has_warranty),
    warrantyInfo: String(row.warranty_info),
    minPurchaseQty: Number(row.min_purchase_qty),
    maxPurchaseQty: row.max_purchase_qty === null ? null : Number(row.max_purchase_qty),
    rootCategory: last ? refOf(rootOf(last, byId)) : null,
    categories: categories.map(refOf),
    shop,
    brand:
      row.b_id === null
        ? null
        : {
            id: Number(row.b_id),
            name: String(row.b_name),
            slug: String(row.b_slug),
            thumbnailImage: String(row.b_thumbnail),
          },
    promoCode: promo.rows[0] ? toCouponShort(promo.rows[0], ctx.decimals, ctx.lang) : null,
    variations,
    variationCombinations: combinations,
    relatedProducts,
    metaTitle: String(row.meta_title) || card.name,
    metaDescription: String(row.meta_description),
    metaImage: String(row.meta_image) || thumbnail,
  };
}

function refOf(c: CategoryShort) {
  return { id: c.id, name: c.name, slug: c.slug, thumbnailImage: c.thumbnailImage };
}

function rootOf(c: CategoryShort, byId: Map<number, CategoryShort>): CategoryShort {
  let node = c;
  const seen = new Set<number>();
  while (node.parent_category && !seen.has(node.id)) {
    seen.add(node.id);
    const parent = byId.get(node.parent_category.id);
    if (!parent) break;
    node = parent;
  }
  return node;
}

/**
 * The product's attributes with the values its variations use (rules §11):
 * `matchVariationCode` "{attribute}:{value}", and `variationImage` the picture of the variation
 * whose code is exactly "{attribute}:{value}/", else of the first variation whose code starts with
 * it (so the colours of a colour-and-size product, colour being the first attribute, still show
 * their pictures; later attributes such as sizes do not pick a colour's picture).
 */
async function variationCombinations(
  db: Database,
  productId: number,
  ctx: CatalogContext,
): Promise<VariationCombination[]> {
  const { rows } = await db.execute(sql`
    select distinct v.id as attribute_id, v.sort as attribute_sort, coalesce(nullif(vt.name, ''), v.name) as attribute_name,
      vv.id, vv.sort, coalesce(nullif(vvt.name, ''), vv.name) as name, coalesce(vv.image, '') as image,
      coalesce(vv.color_code, '') as color_code, single.image as variation_image
    from product_variations pv
    join product_variation_combinations pvc on pvc.product_variation_id = pv.id
    join variations v on v.id = pvc.variation_id
    join variation_values vv on vv.id = pvc.variation_value_id
    left join variation_translations vt on vt.variation_id = v.id and vt.lang_code = ${ctx.lang}
    left join variation_value_translations vvt on vvt.variation_value_id = vv.id and vvt.lang_code = ${ctx.lang}
    left join lateral (
      select s.image from product_variations s
      where s.product_id = pv.product_id and s.image is not null
        and s.code like (v.id || ':' || vv.id || '/%')
      order by (s.code = v.id || ':' || vv.id || '/') desc, s.id
      limit 1
    ) single on true
    where pv.product_id = ${productId}
    order by v.sort, v.id, vv.sort, vv.id
  `);
  const out: VariationCombination[] = [];
  for (const r of rows) {
    const attributeId = Number(r.attribute_id);
    let attribute = out.at(-1);
    if (attribute?.id !== attributeId) {
      attribute = { id: attributeId, name: String(r.attribute_name), values: [] };
      out.push(attribute);
    }
    const valueId = Number(r.id);
    attribute.values.push({
      id: valueId,
      name: String(r.name),
      image: String(r.image),
      colorCode: String(r.color_code),
      ...(r.variation_image ? { variationImage: String(r.variation_image) } : {}),
      matchVariationCode: `${attributeId}:${valueId}`,
    });
  }
  return out;
}
