import type { CampaignsResult } from '@shop/contracts/campaigns';
import type { ShopShort } from '@shop/contracts/catalog';
import type { CouponList } from '@shop/contracts/coupons';
import type { ProductShort } from '@shop/contracts/product';
import type {
  ShopProfile,
  ShopSectionsBody,
  ShopsResult,
  ShopSection as WireShopSection,
} from '@shop/contracts/shops';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

export type { ShopShort };

/**
 * A home section as the shop page draws it: a banner section's links and pictures beside its type
 * (the wire nests them under `values`, as the original resource does); products in `values`.
 */
export type ShopSection =
  | Extract<WireShopSection, { type: 'products' }>
  | (Omit<Extract<WireShopSection, { type: 'boxed-width-banner' }>, 'values'> &
      Extract<WireShopSection, { type: 'boxed-width-banner' }>['values'])
  | (Omit<Extract<WireShopSection, { type: 'full-width-banner' }>, 'values'> &
      Extract<WireShopSection, { type: 'full-width-banner' }>['values']);

function sectionView(section: WireShopSection): ShopSection {
  if (section.type === 'products') return section;
  const { values, ...rest } = section;
  return { ...rest, ...values } as ShopSection;
}

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
  return api.get<ShopsResult>(`/shops${searchOf({ page: params.page, query: params.query })}`, { signal });
}

/** GET /homepage/featured-shops: the shops of the featured carousel. */
export async function getFeaturedShops(api: ApiClient): Promise<ApiResult<ShopShort[]>> {
  const result = await api.get<{ shops: ShopShort[] }>('/homepage/featured-shops');
  return result.ok ? { ...result, data: result.data.shops } : result;
}

/** GET /shops/details/{slug}; `null` for a shop that does not exist or is not listed. */
export async function getShop(api: ApiClient, slug: string): Promise<ApiResult<ShopShort | null>> {
  return notFoundAsNull(await api.get<ShopShort>(`/shops/details/${encodeURIComponent(slug)}`));
}

/** GET shops/sections/{slug} (read at the top level): home sections and "Just For You". */
export async function getShopSections(api: ApiClient, slug: string): Promise<ApiResult<ShopSections | null>> {
  const result = notFoundAsNull(
    await api.get<ShopSectionsBody>(`shops/sections/${encodeURIComponent(slug)}`, { topLevel: true }),
  );
  if (!result.ok) return result;
  if (result.data === null) return { ...result, data: null };
  return {
    ...result,
    data: {
      sections: result.data.result.map(sectionView),
      justForYouProducts: result.data.justForYouProducts,
    },
  };
}

/** GET /shops/profile/{slug}: figures, reviews (page `page`) and best sellers. */
export async function getShopProfile(
  api: ApiClient,
  slug: string,
  page: number,
): Promise<ApiResult<ShopProfile | null>> {
  return notFoundAsNull(
    await api.get<ShopProfile>(
      `/shops/profile/${encodeURIComponent(slug)}${searchOf({ page: page > 1 ? page : null })}`,
    ),
  );
}

/** GET /campaigns?shopSlug: the shop's running campaigns, paginated and searchable. */
export function getShopCampaigns(
  api: ApiClient,
  slug: string,
  params: { page: number; query?: string | null },
): Promise<ApiResult<CampaignsResult>> {
  return api.get<CampaignsResult>(
    `/campaigns${searchOf({ shopSlug: slug, page: params.page, query: params.query })}`,
  );
}

/** GET /coupons?shopSlug: the shop's running coupons, paginated and searchable. */
export function getShopCoupons(
  api: ApiClient,
  slug: string,
  params: { page: number; query?: string | null },
): Promise<ApiResult<CouponList>> {
  return api.get<CouponList>(
    `/coupons${searchOf({ shopSlug: slug, page: params.page, query: params.query })}`,
  );
}
