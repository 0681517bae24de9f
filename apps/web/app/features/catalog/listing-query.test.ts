import { describe, expect, it } from 'vitest';
import {
  emptyFilters,
  listingHref,
  listingSearch,
  parseListingSearch,
  productsApiQuery,
  toggleId,
  updateFilters,
} from './listing-query.ts';

const parse = (search: string) => parseListingSearch(new URLSearchParams(search));

describe('listing query string', () => {
  it('reads every filter and writes it back the same way', () => {
    const search =
      'query=red+shoes&tag=summer&couponCode=SAVE10&brandIds=3%2C7&variationValueIds=2&minPrice=10&maxPrice=250.5&sortBy=newest&page=3';
    const filters = parse(search);
    expect(filters).toEqual({
      page: 3,
      sortBy: 'newest',
      minPrice: 10,
      maxPrice: 250.5,
      brandIds: [3, 7],
      variationValueIds: [2],
      query: 'red shoes',
      tag: 'summer',
      couponCode: 'SAVE10',
    });
    expect(listingSearch(filters)).toBe(search);
    expect(parse(listingSearch(filters))).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(listingSearch(emptyFilters)).toBe('');
    expect(listingHref('/products', emptyFilters)).toBe('/products');
    expect(listingHref('/products', { ...emptyFilters, sortBy: 'lowToHigh', page: 1 })).toBe('/products');
  });

  it('accepts repeated and bracketed ids, drops junk and duplicates', () => {
    expect(parse('brandIds[]=5&brandIds[]=2&brandIds=5,x,-1,0').brandIds).toEqual([2, 5]);
  });

  it('falls back to defaults for malformed values and swaps a reversed price range', () => {
    const filters = parse('page=abc&sortBy=cheapest&minPrice=90&maxPrice=20&query=%20%20');
    expect(filters.page).toBe(1);
    expect(filters.sortBy).toBe('lowToHigh');
    expect([filters.minPrice, filters.maxPrice]).toEqual([20, 90]);
    expect(filters.query).toBeNull();
    expect(parse('minPrice=-4').minPrice).toBeNull();
  });

  it('orders a search by relevance unless told otherwise, and asks the API without sortBy then', () => {
    const search = parse('query=lamp');
    expect(search.sortBy).toBe('relevance');
    expect(listingSearch(search)).toBe('query=lamp');
    expect(new URLSearchParams(productsApiQuery(search, {}, 16)).has('sortBy')).toBe(false);
    // the price order is now a choice, kept in the URL
    const cheapest = updateFilters(search, { sortBy: 'lowToHigh' });
    expect(listingSearch(cheapest)).toBe('query=lamp&sortBy=lowToHigh');
    expect(parse(listingSearch(cheapest)).sortBy).toBe('lowToHigh');
    // relevance means nothing without a search
    expect(parse('sortBy=relevance').sortBy).toBe('lowToHigh');
    expect(new URLSearchParams(productsApiQuery(emptyFilters, {}, 16)).get('sortBy')).toBe('lowToHigh');
  });

  it('reads searchKey as the search text', () => {
    expect(parse('searchKey=phone').query).toBe('phone');
  });

  it('starts again at page 1 when a filter changes, not when the page does', () => {
    const onPage4 = { ...emptyFilters, page: 4 };
    expect(updateFilters(onPage4, { brandIds: [1] }).page).toBe(1);
    expect(updateFilters(onPage4, { sortBy: 'highToLow' }).page).toBe(1);
    expect(updateFilters(onPage4, { page: 5 }).page).toBe(5);
  });

  it('toggles ids in and out', () => {
    expect(toggleId([1, 4], 2)).toEqual([1, 2, 4]);
    expect(toggleId([1, 2, 4], 2)).toEqual([1, 4]);
  });

  it('builds the API query with the scope, limit 16 and bracketed arrays', () => {
    const filters = parse('query=lamp&brandIds=3,7&variationValueIds=9&minPrice=5&page=2&sortBy=lowToHigh');
    const query = new URLSearchParams(productsApiQuery(filters, { categorySlug: 'home-decor' }, 16).slice(1));
    expect(query.get('page')).toBe('2');
    expect(query.get('limit')).toBe('16');
    expect(query.get('sortBy')).toBe('lowToHigh');
    expect(query.get('categorySlug')).toBe('home-decor');
    expect(query.get('searchKey')).toBe('lamp');
    expect(query.getAll('brandIds[]')).toEqual(['3', '7']);
    expect(query.getAll('variationValueIds[]')).toEqual(['9']);
    expect(query.get('minPrice')).toBe('5');
    expect(query.has('maxPrice')).toBe(false);
    expect(
      new URLSearchParams(productsApiQuery(emptyFilters, { discounted: true }, 16)).get('discounted'),
    ).toBe('1');
  });
});
