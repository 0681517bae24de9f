import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, DISCOUNT_TYPES, id, oneOf, updatedAt } from './columns.ts';
import { languages } from './content.ts';
import { products, productVariations } from './products.ts';
import { shops } from './shops.ts';

export const CAMPAIGN_KINDS = ['mega', 'seller'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/**
 * Time-limited sales: `mega` campaigns are the platform's, `seller` campaigns a shop's.
 * The default discount (minor units for `amount`, basis points for `percentage`) pre-fills the
 * per-variation rows of `campaign_products`.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    shortDescription: text('short_description'),
    thumbnailImage: text('thumbnail_image'),
    banner: text('banner'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    defaultDiscountType: text('default_discount_type', { enum: DISCOUNT_TYPES })
      .notNull()
      .default('percentage'),
    defaultDiscountValue: integer('default_discount_value').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('campaigns_kind_check', oneOf(t.kind, CAMPAIGN_KINDS)),
    check('campaigns_dates_check', sql`${t.endAt} >= ${t.startAt}`),
    check('campaigns_default_discount_type_check', oneOf(t.defaultDiscountType, DISCOUNT_TYPES)),
    check('campaigns_default_discount_value_check', sql`${t.defaultDiscountValue} >= 0`),
    index('campaigns_listing_idx').on(t.kind, t.isPublished, t.endAt),
    index('campaigns_shop_idx').on(t.shopId, t.endAt),
  ],
);

/** A campaign's name and short description in another language (null or empty: the base one shows). */
export const campaignTranslations = pgTable(
  'campaign_translations',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    langCode: text('lang_code')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name'),
    shortDescription: text('short_description'),
  },
  (t) => [unique('campaign_translations_campaign_lang_unique').on(t.campaignId, t.langCode)],
);

/** The variations in a campaign, each with its own discount (minor units or basis points). */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    id: id(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'cascade' }),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    discountValue: integer('discount_value').notNull(),
  },
  (t) => [
    check('campaign_products_discount_type_check', oneOf(t.discountType, DISCOUNT_TYPES)),
    check('campaign_products_discount_value_check', sql`${t.discountValue} >= 0`),
    check(
      'campaign_products_discount_percentage_check',
      sql`${t.discountType} <> 'percentage' or ${t.discountValue} <= 10000`,
    ),
    unique('campaign_products_unique').on(t.campaignId, t.productVariationId),
    index('campaign_products_variation_idx').on(t.productVariationId),
    index('campaign_products_product_idx').on(t.productId),
  ],
);

export type Campaign = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignProduct = typeof campaignProducts.$inferSelect;
