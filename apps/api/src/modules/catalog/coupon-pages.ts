import type { CouponDetails, CouponList, CouponsQuery } from '@shop/contracts/coupons';
import { buildMeta } from '@shop/contracts/envelope';
import type { Database } from '../../db/client.ts';
import { toCouponShort } from '../coupons/index.ts';
import { couponNamedThings, runningCouponPage, visibleCouponByCode } from './coupon-page-queries.ts';
import { loadProductCards } from './product-card.ts';
import type { CatalogContext } from './product-listing.ts';

/**
 * GET /coupons (rules §4): active coupons running now of visible shops (shop 1 only in
 * singleVendor mode), newest first; `searchKey`/`query` search the code, `shopSlug` picks a shop.
 */
export async function listCoupons(
  db: Database,
  query: CouponsQuery,
  ctx: Pick<CatalogContext, 'appMode' | 'decimals' | 'now' | 'lang'>,
): Promise<CouponList> {
  const { rows, total } = await runningCouponPage(
    db,
    {
      appMode: ctx.appMode,
      now: ctx.now,
      search: query.searchKey ?? query.query ?? null,
      shopSlug: query.shopSlug,
    },
    query.page,
    query.limit,
  );
  return {
    data: rows.map((r) => toCouponShort(r, ctx.decimals, ctx.lang)),
    meta: buildMeta(query.page, query.limit, total),
  };
}

/**
 * GET /coupons/details/{code}: a coupon of a visible shop by code (whatever its dates, so a shared
 * code still explains itself), with its conditions, the first products and categories it names.
 * A code several shops use gives the running one first, then the newest.
 */
export async function couponDetails(
  db: Database,
  code: string,
  ctx: CatalogContext,
): Promise<CouponDetails | null> {
  const row = await visibleCouponByCode(db, code, ctx.appMode, ctx.now);
  if (!row) return null;
  const [conditions, productIds, categories] = await couponNamedThings(db, row.id, ctx.appMode, ctx.lang);
  const products = await loadProductCards(
    db,
    productIds.map((r) => r.id),
    ctx,
  );
  return {
    ...toCouponShort(row, ctx.decimals, ctx.lang),
    conditions,
    products,
    categories: categories.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      thumbnailImage: r.thumbnail_image,
    })),
  };
}
