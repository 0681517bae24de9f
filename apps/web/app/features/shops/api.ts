import { type CampaignsResult, campaignsResult } from '@shop/contracts/campaigns';
import { type ShopShort, shopShort } from '@shop/contracts/catalog';
import { type CouponList, couponList } from '@shop/contracts/coupons';
import { featuredShops } from '@shop/contracts/home';
import type { ProductShort } from '@shop/contracts/product';
import {
  type ShopProfile,
  type ShopSection,
  type ShopsResult,
  shopProfile,
  shopSectionsBody,
  shopsResult,
} from '@shop/contracts/shops';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

export type { ShopShort };

/** A shop home: its sections in the seller's order, then "Just For You". */
export interface ShopSections {
  sections: ShopSection[];
  justForYouProducts: ProductShort[];
}

export function shopPath(slug: string, tab?: 'products' | 'offers' | 'profile'): string {
  return `/shops/${encodeURIComponent(slug)}${tab ? `/${tab}` : ''}`;
}

/** A 404 from the API becomes `data: null`: the caller renders the not-found view. */
function notFoundAsNull<T>(result: ApiResult<T>): ApiResult<T | null> {
  if (!result.ok && result.status === 404)
    return { ok: true, status: 404, message: result.message, data: null };
  return result;
}

function searchOf(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /shops: approved, published shops, paginated; `query` searches the name. */
export function getShops(
  api: ApiClient,
  params: { page: number; query?: string | null },
  signal?: AbortSignal,
): Promise<ApiResult<ShopsResult>> {
  return api.get(`/shops${searchOf({ page: params.page, query: params.query })}`, shopsResult, {
    signal,
  });
}

/** GET /homepage/featured-shops: the shops of the featured carousel. */
export async function getFeaturedShops(api: ApiClient): Promise<ApiResult<ShopShort[]>> {
  const result = await api.get('/homepage/featured-shops', featuredShops);
  return result.ok ? { ...result, data: result.data.shops } : result;
}

/** GET /shops/details/{slug}; `null` for a shop that does not exist or is not listed. */
export async function getShop(api: ApiClient, slug: string): Promise<ApiResult<ShopShort | null>> {
  return notFoundAsNull(await api.get(`/shops/details/${encodeURIComponent(slug)}`, shopShort));
}

/** GET shops/sections/{slug} (read at the top level): home sections and "Just For You". */
export async function getShopSections(api: ApiClient, slug: string): Promise<ApiResult<ShopSections | null>> {
  const result = notFoundAsNull(
    await api.get(`shops/sections/${encodeURIComponent(slug)}`, shopSectionsBody, { topLevel: true }),
  );
  if (!result.ok) return result;
  if (result.data === null) return { ...result, data: null };
  return {
    ...result,
    data: { sections: result.data.result, justForYouProducts: result.data.justForYouProducts },
  };
}

/** GET /shops/profile/{slug}: figures, reviews (page `page`) and best sellers. */
export async function getShopProfile(
  api: ApiClient,
  slug: string,
  page: number,
): Promise<ApiResult<ShopProfile | null>> {
  return notFoundAsNull(
    await api.get(
      `/shops/profile/${encodeURIComponent(slug)}${searchOf({ page: page > 1 ? page : null })}`,
      shopProfile,
    ),
  );
}

/** GET /campaigns?shopSlug: the shop's running campaigns, paginated and searchable. */
export function getShopCampaigns(
  api: ApiClient,
  slug: string,
  params: { page: number; query?: string | null },
): Promise<ApiResult<CampaignsResult>> {
  return api.get(
    `/campaigns${searchOf({ shopSlug: slug, page: params.page, query: params.query })}`,
    campaignsResult,
  );
}

/** GET /coupons?shopSlug: the shop's running coupons, paginated and searchable. */
export function getShopCoupons(
  api: ApiClient,
  slug: string,
  params: { page: number; query?: string | null },
): Promise<ApiResult<CouponList>> {
  return api.get(
    `/coupons${searchOf({ shopSlug: slug, page: params.page, query: params.query })}`,
    couponList,
  );
}
