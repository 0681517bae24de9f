import { type CategoryShort, homepageCategories } from '@shop/contracts/content';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** The category tree (roots with nested children) for the drawer and the home page. */
export async function getCategoryTree(api: ApiClient): Promise<ApiResult<CategoryShort[]>> {
  const result = await api.get('/homepage/categories', homepageCategories);
  return result.ok ? { ...result, data: result.data.categories } : result;
}

export function categoryPath(slug: string): string {
  return `/categories/${encodeURIComponent(slug)}`;
}
