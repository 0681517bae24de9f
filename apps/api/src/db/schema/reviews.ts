import { SHOP_IMPRESSIONS } from '@shop/contracts/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { products } from './products.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

/** A customer's review of a product they received: one per (user, product), updated in place. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    unique('product_reviews_user_product_unique').on(t.userId, t.productId),
    index('product_reviews_product_idx').on(t.productId, t.createdAt),
    index('product_reviews_shop_idx').on(t.shopId, t.createdAt),
  ],
);

/**
 * How many product reviews each shop has per rating, kept by statement triggers on
 * `product_reviews` (migration 0005): a shop's rating and star distribution without reading its
 * reviews. Derived state; the triggers are its only writers.
 */
export const shopRatingCounts = pgTable(
  'shop_rating_counts',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    reviewCount: integer('review_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.rating] })],
);

/** Photos attached to a review, newest uploads first (`sort`). */
export const reviewImages = pgTable(
  'review_images',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId, t.sort)],
);

/** A customer's rating of a seller: one per (user, shop), updated in place. */
export const shopImpressions = pgTable(
  'shop_impressions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    impression: text('impression', { enum: SHOP_IMPRESSIONS }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_impressions_impression_check', oneOf(t.impression, SHOP_IMPRESSIONS)),
    unique('shop_impressions_user_shop_unique').on(t.userId, t.shopId),
    index('shop_impressions_shop_idx').on(t.shopId, t.createdAt),
  ],
);

export type ProductReview = typeof productReviews.$inferSelect;
export type NewProductReview = typeof productReviews.$inferInsert;
export type ReviewImage = typeof reviewImages.$inferSelect;
export type ShopImpression = typeof shopImpressions.$inferSelect;
