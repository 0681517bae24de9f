import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { badges, brands, categories, tags, taxes, units, variations, variationValues } from './catalog.ts';
import { createdAt, DISCOUNT_TYPES, id, oneOf, TAX_TYPES, tsvector, updatedAt } from './columns.ts';
import { languages } from './content.ts';
import { shops } from './shops.ts';

/**
 * Full-text document of a product: the name weighs most, then the description without its HTML
 * tags. The `simple` configuration does no stemming, so it treats the shop's three languages alike.
 */
const productSearchDocument: SQL = sql.raw(
  `setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A') || ` +
    `setweight(to_tsvector('simple'::regconfig, coalesce(regexp_replace("description", '<[^>]*>', ' ', 'g'), '')), 'C')`,
);

/**
 * Products. Prices live on `product_variations` (every product has at least one);
 * `min_price`/`max_price` (minor units) are kept equal to the min and max of its variation prices
 * for listing filters and sorting. The discount (`discount_value`: minor units for `amount`, basis
 * points for `percentage`) applies to every variation while now is within start..end, or always
 * when `discount_start_at` is null.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    shortDescription: text('short_description'),
    /** HTML, sanitised before it is rendered */
    description: text('description').notNull().default(''),
    thumbnailImage: text('thumbnail_image'),
    minPrice: integer('min_price').notNull().default(0),
    maxPrice: integer('max_price').notNull().default(0),
    hasVariation: boolean('has_variation').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull().default('amount'),
    discountValue: integer('discount_value').notNull().default(0),
    discountStartAt: timestamp('discount_start_at', { withTimezone: true }),
    discountEndAt: timestamp('discount_end_at', { withTimezone: true }),
    /** free text such as "2-3 days" */
    estDeliveryTime: text('est_delivery_time'),
    hasEmi: boolean('has_emi').notNull().default(false),
    emiInfo: text('emi_info'),
    hasWarranty: boolean('has_warranty').notNull().default(true),
    warrantyInfo: text('warranty_info'),
    /**
     * Whether the product may be paid at the door (cash or card on delivery). The storefront
     * offers it only when the marketplace setting `codAvailable` is on too (migration 0007).
     */
    cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
    minPurchaseQty: integer('min_purchase_qty').notNull().default(1),
    /** null = no limit per order */
    maxPurchaseQty: integer('max_purchase_qty'),
    totalSaleCount: integer('total_sale_count').notNull().default(0),
    /**
     * What the product's card costs now (minor units): the lowest discounted variation price, as
     * `priceUnit` of contracts computes it, and whether any variation is discounted now. Kept by
     * the database (migration 0004: triggers on variations, campaigns and the discount window, and
     * `refresh_due_card_prices()` at campaign and discount boundaries) for listing filters and sorts.
     */
    cardPrice: integer('card_price').notNull().default(0),
    isDiscounted: boolean('is_discounted').notNull().default(false),
    /**
     * Set when the seller deletes the product: it is unpublished and hidden from the seller's
     * lists, but the row stays for the orders and reviews that point at it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set when the marketplace unpublishes the product for breaking its rules (the operator
     * console): why, and when. While set the product stays unpublished and only an operator can
     * publish it again (the seller center refuses).
     */
    heldReason: text('held_reason'),
    heldAt: timestamp('held_at', { withTimezone: true }),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaImage: text('meta_image'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(productSearchDocument),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_discount_type_check', oneOf(t.discountType, DISCOUNT_TYPES)),
    check('products_discount_value_check', sql`${t.discountValue} >= 0`),
    check(
      'products_discount_percentage_check',
      sql`${t.discountType} <> 'percentage' or ${t.discountValue} <= 10000`,
    ),
    check('products_prices_check', sql`${t.minPrice} >= 0 and ${t.maxPrice} >= ${t.minPrice}`),
    check('products_min_purchase_qty_check', sql`${t.minPurchaseQty} >= 1`),
    check('products_held_check', sql`${t.heldReason} is null or not ${t.isPublished}`),
    check(
      'products_max_purchase_qty_check',
      sql`${t.maxPurchaseQty} is null or ${t.maxPurchaseQty} >= ${t.minPurchaseQty}`,
    ),
    check(
      'products_discount_dates_check',
      sql`${t.discountStartAt} is null or ${t.discountEndAt} is null or ${t.discountEndAt} >= ${t.discountStartAt}`,
    ),
    index('products_shop_idx').on(t.shopId, t.createdAt),
    index('products_brand_idx').on(t.brandId),
    index('products_published_created_idx').on(t.isPublished, t.createdAt),
    index('products_published_min_price_idx').on(t.isPublished, t.minPrice),
    index('products_discount_start_idx').on(t.discountStartAt).where(sql`${t.discountStartAt} is not null`),
    index('products_discount_end_idx').on(t.discountEndAt).where(sql`${t.discountEndAt} is not null`),
    index('products_best_selling_idx').on(t.shopId, t.totalSaleCount),
    index('products_top_selling_idx').on(t.totalSaleCount.desc(), t.id.desc()).where(sql`${t.isPublished}`),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    langCode: text('lang_code')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name'),
    description: text('description'),
  },
  (t) => [
    unique('product_translations_unique').on(t.productId, t.langCode),
    index('product_translations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The gallery after the thumbnail, in `sort` order. */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sort)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productBadges = pgTable(
  'product_badges',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.badgeId] }), index('product_badges_badge_idx').on(t.badgeId)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

/** A product's taxes: `value` is minor units per unit for `amount`, basis points for `percent`. */
export const productTaxes = pgTable(
  'product_taxes',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    taxId: integer('tax_id')
      .notNull()
      .references(() => taxes.id, { onDelete: 'cascade' }),
    taxType: text('tax_type', { enum: TAX_TYPES }).notNull().default('percent'),
    value: integer('value').notNull().default(0),
  },
  (t) => [
    check('product_taxes_tax_type_check', oneOf(t.taxType, TAX_TYPES)),
    check('product_taxes_value_check', sql`${t.value} >= 0`),
    unique('product_taxes_unique').on(t.productId, t.taxId),
  ],
);

/**
 * The sellable variants of a product. `code` names the chosen value of each attribute, e.g.
 * "1:3/2:7/" (variation 1 = value 3, variation 2 = value 7); it is "" for a product without
 * variations. `price` in minor units; discount as on products (minor units or basis points).
 */
export const productVariations = pgTable(
  'product_variations',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull().default(''),
    sku: text('sku').notNull().unique(),
    price: integer('price').notNull(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull().default('amount'),
    discountValue: integer('discount_value').notNull().default(0),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [
    check('product_variations_price_check', sql`${t.price} >= 0`),
    check('product_variations_discount_type_check', oneOf(t.discountType, DISCOUNT_TYPES)),
    check('product_variations_discount_value_check', sql`${t.discountValue} >= 0`),
    check(
      'product_variations_discount_percentage_check',
      sql`${t.discountType} <> 'percentage' or ${t.discountValue} <= 10000`,
    ),
    unique('product_variations_product_code_unique').on(t.productId, t.code),
  ],
);

/** The attribute values that make up a product variation (one row per attribute). */
export const productVariationCombinations = pgTable(
  'product_variation_combinations',
  {
    id: id(),
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    variationValueId: integer('variation_value_id')
      .notNull()
      .references(() => variationValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('product_variation_combinations_unique').on(t.productVariationId, t.variationId),
    index('product_variation_combinations_value_idx').on(t.variationValueId),
  ],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductVariation = typeof productVariations.$inferSelect;
export type NewProductVariation = typeof productVariations.$inferInsert;
export type ProductTax = typeof productTaxes.$inferSelect;

/**
 * One row: until when `products.card_price` was brought up to date with the clock, so that
 * `refresh_due_card_prices()` recomputes only the products whose campaign or discount window
 * opened or closed since then (migration 0004).
 */
export const catalogPriceState = pgTable(
  'catalog_price_state',
  {
    id: integer('id').primaryKey().default(1),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('catalog_price_state_single_row', sql`${t.id} = 1`)],
);
