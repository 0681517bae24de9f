import type { CategoryShort } from '@shop/contracts/content';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** A category as the categories drawer shows it: its link, its picture and its children. */
export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  thumbnailImage: string;
  children_categories: MenuCategory[];
}

/**
 * The category tree for the drawer: the root categories, each carrying its children. The list
 * may also hold the subcategories themselves; those are reached through their parents, so only
 * roots are kept. Every page carries the tree in its route data, so each category keeps only what
 * the drawer shows (the answer repeats each child's parent inside it: 40 % of its bytes).
 */
export async function getCategoryTree(api: ApiClient): Promise<ApiResult<MenuCategory[]>> {
  const result = await api.get<{ categories: CategoryShort[] }>('/homepage/categories');
  if (!result.ok) return result;
  const roots = result.data.categories.filter((category) => category.parent_category === null);
  return { ...result, data: roots.map(menuCategory) };
}

function menuCategory({ id, name, slug, thumbnailImage, children_categories }: CategoryShort): MenuCategory {
  return { id, name, slug, thumbnailImage, children_categories: children_categories.map(menuCategory) };
}

export function categoryPath(slug: string): string {
  return `/categories/${encodeURIComponent(slug)}`;
}
