import type { CategoryShort } from '@shop/contracts/content';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';
import { useApi, useLanguage } from '../../lib/shop-context.tsx';

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
 * roots are kept, and each category keeps only what the drawer shows (the answer repeats each
 * child's parent inside it: 40 % of its bytes).
 */
export async function getCategoryTree(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<ApiResult<MenuCategory[]>> {
  const result = await api.get<{ categories: CategoryShort[] }>('/homepage/categories', { signal });
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

/**
 * The drawer's tree, fetched the first time the drawer is wanted (decision 50) and kept for the
 * visit: it was in every page's route data, 16 KB that the browser decoded at start-up for a
 * drawer that is closed on load.
 */
export function categoryTreeQuery(api: ApiClient, language: string) {
  return {
    queryKey: ['category-tree', language] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }) => {
      const result = await getCategoryTree(api, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    staleTime: 5 * 60_000,
  };
}

/** Starts fetching the drawer's tree (for the button that opens it, on hover or focus). */
export function usePrefetchCategoryTree(): () => void {
  const queryClient = useQueryClient();
  const api = useApi();
  const language = useLanguage().code;
  return () => {
    void queryClient.prefetchQuery(categoryTreeQuery(api, language));
  };
}
