import type { SearchResult } from '@shop/contracts/search';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** TanStack Query keys of the search box. */
export const searchKeys = {
  suggestions: (term: string) => ['search-suggestions', term] as const,
};

/** GET /search?searchKey=: product, brand and shop suggestions in one round trip (typo tolerant). */
export function getSearchSuggestions(
  api: ApiClient,
  text: string,
  signal?: AbortSignal,
): Promise<ApiResult<SearchResult>> {
  const query = new URLSearchParams({ searchKey: text });
  return api.get<SearchResult>(`/search?${query.toString()}`, { signal });
}
