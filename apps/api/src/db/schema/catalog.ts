import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { languages } from './content.ts';

/**
 * The shared vocabulary of the catalogue: categories (a tree), brands, units, badges, tags, taxes
 * and variation attributes. Each translatable name has a `*_translations` table keyed by
 * (row, language); a missing or empty translation falls back to the base column.
 */

const langCode = () =>
  text('lang_code')
    .notNull()
    .references(() => languages.code, { onDelete: 'cascade', onUpdate: 'cascade' });

/** Category tree: `level` 0 are the roots; statistics count placed orders (minor units for amounts). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    level: integer('level').notNull().default(0),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    thumbnailImage: text('thumbnail_image'),
    icon: text('icon'),
    sortingOrder: integer('sorting_order').notNull().default(0),
    totalSaleCount: integer('total_sale_count').notNull().default(0),
    totalSaleAmount: bigint('total_sale_amount', { mode: 'number' }).notNull().default(0),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('categories_level_check', sql`${t.level} >= 0`),
    check('categories_parent_check', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
    index('categories_parent_idx').on(t.parentId, t.sortingOrder),
    index('categories_level_idx').on(t.level, t.sortingOrder),
    index('categories_top_sales_idx').on(t.totalSaleAmount),
  ],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    langCode: langCode(),
    name: text('name').notNull(),
  },
  (t) => [unique('category_translations_unique').on(t.categoryId, t.langCode)],
);

/** Brands; statistics count placed orders (minor units for amounts). */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    thumbnailImage: text('thumbnail_image'),
    isActive: boolean('is_active').notNull().default(true),
    totalSaleCount: integer('total_sale_count').notNull().default(0),
    totalSaleAmount: bigint('total_sale_amount', { mode: 'number' }).notNull().default(0),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('brands_active_idx').on(t.isActive, t.createdAt),
    index('brands_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const brandTranslations = pgTable(
  'brand_translations',
  {
    id: id(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    langCode: langCode(),
    name: text('name').notNull(),
  },
  (t) => [unique('brand_translations_unique').on(t.brandId, t.langCode)],
);

/** Sales units shown next to a price ("pc", "kg"). */
export const units = pgTable('units', {
  id: id(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const unitTranslations = pgTable(
  'unit_translations',
  {
    id: id(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    langCode: langCode(),
    name: text('name').notNull(),
  },
  (t) => [unique('unit_translations_unique').on(t.unitId, t.langCode)],
);

/** Product badges ("New", "Hot"); `color` is the text colour, `bg_color` the background. */
export const badges = pgTable('badges', {
  id: id(),
  name: text('name').notNull(),
  color: text('color').notNull().default('#ffffff'),
  bgColor: text('bg_color').notNull().default('#005bff'),
  isActive: boolean('is_active').notNull().default(true),
});

export const badgeTranslations = pgTable(
  'badge_translations',
  {
    id: id(),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    langCode: langCode(),
    name: text('name').notNull(),
  },
  (t) => [unique('badge_translations_unique').on(t.badgeId, t.langCode)],
);

export const tags = pgTable('tags', {
  id: id(),
  name: text('name').notNull().unique(),
});

/** Taxes; a product's rate for each is in `product_taxes`. Inactive taxes are not charged. */
export const taxes = pgTable('taxes', {
  id: id(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

/** Variation attributes ("Color" is id 1 and shows swatches, "Size", …). */
export const variations = pgTable('variations', {
  id: id(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const variationTranslations = pgTable(
  'variation_translations',
  {
    id: id(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    langCode: langCode(),
    name: text('name').notNull(),
  },
  (t) => [unique('variation_translations_unique').on(t.variationId, t.langCode)],
);

/** The values of an attribute ("Red", "XL"); `color_code` and `image` make the swatch. */
export const variationValues = pgTable(
  'variation_values',
  {
    id: id(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colorCode: text('color_code'),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('variation_values_variation_idx').on(t.variationId, t.sort)],
);

export const variationValueTranslations = pgTable(
  'variation_value_translations',
  {
    id: id(),
    variationValueId: integer('variation_value_id')
      .notNull()
      .references(() => variationValues.id, { onDelete: 'cascade' }),
    langCode: langCode(),
    name: text('name').notNull(),
  },
  (t) => [unique('variation_value_translations_unique').on(t.variationValueId, t.langCode)],
);

/** The attributes a category offers as listing filters. */
export const categoryVariations = pgTable(
  'category_variations',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('category_variations_unique').on(t.categoryId, t.variationId)],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type Brand = typeof brands.$inferSelect;
export type Badge = typeof badges.$inferSelect;
export type Tag = typeof tags.$inferSelect;
export type Tax = typeof taxes.$inferSelect;
export type Unit = typeof units.$inferSelect;
export type Variation = typeof variations.$inferSelect;
export type VariationValue = typeof variationValues.$inferSelect;
