import { SORT_OPTIONS, type SortOption } from '@shop/contracts/constants';

/**
 * A listing's state lives in its URL (storefront spec §2 Listing: "Query string holds filters"), so
 * a listing can be shared, reloads to the same view, and back/forward steps through filter changes.
 * These functions turn the URL into filters and back; the canonical form leaves defaults out.
 */
export const DEFAULT_SORT: SortOption = 'lowToHigh';

/**
 * The orders a listing offers: the API's `sortBy` values, and for a search also 'relevance' (best
 * match first), which is what the API does when a search names no `sortBy` (API spec
 * "Catalog, search, pages"). A search starts by relevance; any other listing by price, lowest
 * first.
 */
export type ListingSort = SortOption | 'relevance';

/** The order a listing starts with: relevance for a search, else `DEFAULT_SORT`. */
export function defaultSortFor(filters: Pick<ListingFilters, 'query'>): ListingSort {
  return filters.query ? 'relevance' : DEFAULT_SORT;
}

/** The orders the sort menu offers, first the default one. */
export function sortOptionsFor(filters: Pick<ListingFilters, 'query'>): ListingSort[] {
  return filters.query ? ['relevance', ...SORT_OPTIONS] : [...SORT_OPTIONS];
}

export interface ListingFilters {
  page: number;
  sortBy: ListingSort;
  minPrice: number | null;
  maxPrice: number | null;
  brandIds: number[];
  variationValueIds: number[];
  query: string | null;
  tag: string | null;
  couponCode: string | null;
}

/** What the route fixes (the path), as opposed to what the shopper filters (the query string). */
export interface ListingScope {
  categorySlug?: string;
  brandSlug?: string;
  /** a shop storefront's products tab */
  shopSlug?: string;
  discounted?: boolean;
}

export const emptyFilters: ListingFilters = {
  page: 1,
  sortBy: DEFAULT_SORT,
  minPrice: null,
  maxPrice: null,
  brandIds: [],
  variationValueIds: [],
  query: null,
  tag: null,
  couponCode: null,
};

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, 200);
}

/** Ids from `key=1,2`, repeated `key=1&key=2` or `key[]=1`; sorted, unique, invalid ones dropped. */
function idList(params: URLSearchParams, key: string): number[] {
  const raw = [...params.getAll(key), ...params.getAll(`${key}[]`)].flatMap((v) => v.split(','));
  const ids = raw.map(positiveInt).filter((id): id is number => id !== null);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Reads the filters from a listing URL's query string; anything malformed falls back to its default. */
export function parseListingSearch(params: URLSearchParams): ListingFilters {
  const sort = params.get('sortBy') ?? '';
  const query = text(params.get('query')) ?? text(params.get('searchKey'));
  let minPrice = amount(params.get('minPrice'));
  let maxPrice = amount(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    page: positiveInt(params.get('page')) ?? 1,
    sortBy: (sortOptionsFor({ query }) as string[]).includes(sort)
      ? (sort as ListingSort)
      : defaultSortFor({ query }),
    minPrice,
    maxPrice,
    brandIds: idList(params, 'brandIds'),
    variationValueIds: idList(params, 'variationValueIds'),
    query,
    tag: text(params.get('tag')),
    couponCode: text(params.get('couponCode')),
  };
}

/** The canonical query string of a listing (without `?`): defaults left out, ids comma-joined. */
export function listingSearch(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.query) params.set('query', filters.query);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.couponCode) params.set('couponCode', filters.couponCode);
  if (filters.brandIds.length > 0) params.set('brandIds', filters.brandIds.join(','));
  if (filters.variationValueIds.length > 0)
    params.set('variationValueIds', filters.variationValueIds.join(','));
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.sortBy !== defaultSortFor(filters) && sortOptionsFor(filters).includes(filters.sortBy))
    params.set('sortBy', filters.sortBy);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** `pathname` with the filters' query string. */
export function listingHref(pathname: string, filters: ListingFilters): string {
  const search = listingSearch(filters);
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * A change of filters. Any change other than the page itself starts again at page 1: page 5 of
 * the old result set means nothing in the new one.
 */
export function updateFilters(filters: ListingFilters, change: Partial<ListingFilters>): ListingFilters {
  const next = { ...filters, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}

/** Adds an id to a list, or removes it when present (a checkbox or swatch toggle). */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].sort((a, b) => a - b);
}

/**
 * The API query string of GET /products (API spec: `?` prefix, arrays as `key[]`), with
 * the listing page size and the route's scope.
 */
export function productsApiQuery(filters: ListingFilters, scope: ListingScope, limit: number): string {
  const params = new URLSearchParams();
  params.set('page', String(filters.page));
  params.set('limit', String(limit));
  // without `sortBy` the API orders a search by relevance
  if (filters.sortBy !== 'relevance') params.set('sortBy', filters.sortBy);
  if (scope.categorySlug) params.set('categorySlug', scope.categorySlug);
  if (scope.brandSlug) params.set('brandSlug', scope.brandSlug);
  if (scope.shopSlug) params.set('shopSlug', scope.shopSlug);
  if (scope.discounted) params.set('discounted', '1');
  if (filters.query) params.set('searchKey', filters.query);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.couponCode) params.set('couponCode', filters.couponCode);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  for (const id of filters.brandIds) params.append('brandIds[]', String(id));
  for (const id of filters.variationValueIds) params.append('variationValueIds[]', String(id));
  return `?${params.toString()}`;
}

/** Whether the shopper has narrowed the listing (for a "Clear all" action). */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return (
    filters.brandIds.length > 0 ||
    filters.variationValueIds.length > 0 ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}
