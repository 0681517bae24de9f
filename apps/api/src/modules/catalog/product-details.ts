import type { ProductDetails, VariationCombination } from '@shop/contracts/catalog';
import type { CategoryShort } from '@shop/contracts/content';
import type { Database } from '../../db/client.ts';
import { translate } from '../../platform/messages.ts';
import { readSettings } from '../../platform/settings.ts';
import { toCouponShort } from '../coupons/index.ts';
import type { CatalogContext } from './catalog-context.ts';
import { activeCategories } from './category-queries.ts';
import { buildCategoryTree } from './category-tree.ts';
import { loadProductCards } from './product-card.ts';
import {
  productCategoryIds,
  productDetailRow,
  productImages,
  promoCoupon,
  relatedProductIds,
  variationCombinationRows,
} from './product-details-queries.ts';
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
  const row = await productDetailRow(db, slugOrId, ctx);
  if (!row) return null;
  const id = row.id;
  const shopId = row.shop_id;

  const [variations, combinations, images, linked, categoryRows, shops, settings, promo, relatedIds] =
    await Promise.all([
      loadProductVariations(db, { productIds: [id] }, ctx),
      variationCombinations(db, id, ctx),
      productImages(db, id),
      productCategoryIds(db, id),
      activeCategories(db, ctx.lang),
      loadShopCards(db, [shopId], ctx.decimals),
      readSettings(db),
      promoCoupon(db, id, shopId, ctx.now),
      relatedProductIds(db, id, ctx.appMode),
    ]);

  const cards = await loadProductCards(db, [id, ...relatedIds], ctx);
  const [card, ...relatedProducts] = cards;
  const shop = shops.get(shopId);
  if (!card || !shop) return null;

  const tree = buildCategoryTree(categoryRows);
  const byId = new Map(tree.map((c) => [c.id, c]));
  const categories = linked.flatMap((categoryId) => {
    const c = byId.get(categoryId);
    return c ? [c] : [];
  });
  const last = categories.at(-1);
  const thumbnail = row.thumbnail_image;

  return {
    ...card,
    shortDescription: row.short_description,
    description: row.description ?? '',
    images: [...(thumbnail ? [thumbnail] : []), ...images],
    deliveryHours: row.est_delivery_time || translate(ctx.lang, 'Not Available'),
    // the marketplace must accept payment on delivery and the seller must allow it for the product
    codAvailable: settings.codAvailable === '1' && row.cash_on_delivery,
    hasEmi: row.has_emi,
    emiInfo: row.emi_info,
    hasWarranty: row.has_warranty,
    warrantyInfo: row.warranty_info,
    minPurchaseQty: row.min_purchase_qty,
    maxPurchaseQty: row.max_purchase_qty,
    rootCategory: last ? refOf(rootOf(last, byId)) : null,
    categories: categories.map(refOf),
    shop,
    brand:
      row.b_id === null
        ? null
        : { id: row.b_id, name: row.b_name ?? '', slug: row.b_slug ?? '', thumbnailImage: row.b_thumbnail },
    promoCode: promo ? toCouponShort(promo, ctx.decimals, ctx.lang) : null,
    variations,
    variationCombinations: combinations,
    relatedProducts,
    metaTitle: row.meta_title || card.name,
    metaDescription: row.meta_description,
    metaImage: row.meta_image || thumbnail,
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
  const rows = await variationCombinationRows(db, productId, ctx.lang);
  const out: VariationCombination[] = [];
  for (const r of rows) {
    const attributeId = r.attribute_id;
    let attribute = out.at(-1);
    if (attribute?.id !== attributeId) {
      attribute = { id: attributeId, name: r.attribute_name, values: [] };
      out.push(attribute);
    }
    const valueId = r.id;
    attribute.values.push({
      id: valueId,
      name: r.name,
      image: r.image,
      colorCode: r.color_code,
      ...(r.variation_image ? { variationImage: r.variation_image } : {}),
      matchVariationCode: `${attributeId}:${valueId}`,
    });
  }
  return out;
}
