import type { CategoryShort } from '@shop/contracts/content';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/**
 * The category tree for the drawer and the home page: the root categories, each carrying its
 * children. The list may also hold the subcategories themselves; those are reached through
 * their parents, so only roots are kept.
 */
export async function getCategoryTree(api: ApiClient): Promise<ApiResult<CategoryShort[]>> {
  const result = await api.get<{ categories: CategoryShort[] }>('/homepage/categories');
  if (!result.ok) return result;
  return { ...result, data: result.data.categories.filter((category) => category.parent_category === null) };
}

export function categoryPath(slug: string): string {
  return `/categories/${encodeURIComponent(slug)}`;
}
