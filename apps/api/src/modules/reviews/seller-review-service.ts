import { buildMeta } from '@shop/contracts/envelope';
import {
  SELLER_REVIEW_MESSAGES as M,
  type ReviewedProduct,
  type SellerImpressionsQuery,
  type SellerImpressionsResult,
  type SellerReviewsQuery,
  type SellerReviewsResult,
} from '@shop/contracts/seller/reviews';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import {
  imagesOfReviews,
  isShopProduct,
  reviewedProducts,
  shopImpressionCounts,
  shopImpressionPage,
  shopReviewPage,
  shopReviewSummary,
} from './seller-review-queries.ts';

/**
 * What shoppers say about a seller's shop (issue 17 §9): its product reviews and its impressions.
 * A product of another shop in the filter is 404, like any id that is not the caller's.
 */

export async function sellerReviews(
  db: Database,
  shopId: number,
  query: SellerReviewsQuery,
): Promise<SellerReviewsResult> {
  if (query.productId !== undefined && !(await isShopProduct(db, shopId, query.productId))) {
    throw new NotFound(M.productNotFound);
  }
  const [{ rows, total }, summary] = await Promise.all([
    shopReviewPage(db, { shopId, ...query }),
    shopReviewSummary(db, shopId, query.productId),
  ]);
  const images = await imagesOfReviews(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      product: {
        id: r.productId,
        name: r.productName,
        slug: r.productSlug,
        thumbnail: r.thumbnail,
        isPublished: r.isPublished,
      },
      customer: { name: r.customerName, avatar: r.customerAvatar },
      rating: r.rating,
      description: r.description,
      images: images.get(r.id) ?? [],
      orderCode: r.orderCode,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    meta: buildMeta(query.page, query.limit, total),
    summary,
  };
}

export async function sellerReviewedProducts(db: Database, shopId: number): Promise<ReviewedProduct[]> {
  return reviewedProducts(db, shopId);
}

export async function sellerImpressions(
  db: Database,
  shopId: number,
  query: SellerImpressionsQuery,
): Promise<SellerImpressionsResult> {
  const [{ rows, total }, summary] = await Promise.all([
    shopImpressionPage(db, { shopId, ...query }),
    shopImpressionCounts(db, shopId),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      customer: { name: r.customerName, avatar: r.customerAvatar },
      impression: r.impression,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    meta: buildMeta(query.page, query.limit, total),
    summary,
  };
}
