import type { BrandList, BrandShort } from '@shop/contracts/catalog';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

export type { BrandList, BrandShort };

/** GET /brands: active brands, newest first, paginated; `query` searches the name. */
export function getBrands(
  api: ApiClient,
  params: { page: number; query?: string },
  signal?: AbortSignal,
): Promise<ApiResult<BrandList>> {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.query) search.set('query', params.query);
  return api.get<BrandList>(`/brands?${search}`, { signal });
}

/** The listing of a brand's products. */
export function brandPath(slug: string): string {
  return `/brands/${encodeURIComponent(slug)}`;
}
