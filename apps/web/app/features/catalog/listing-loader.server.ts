import { type AppLoadContext, data } from 'react-router';
import { createServerTranslator } from '../../lib/i18n.server.ts';
import { notFound } from '../../lib/loader-errors.ts';
import { requestLanguage, serverApiClient } from '../../lib/server-api.server.ts';
import { getProductListing } from './api.ts';
import { listingHeading } from './listing-heading.ts';
import { listingPageData } from './listing-page-data.ts';
import { type ListingScope, listingSearch, parseListingSearch } from './listing-query.ts';

/**
 * Loads a listing for a route: the filters from the URL, the products from the API in the
 * shopper's zone and language, and the translated title (for the page and its <title>).
 * A failing API is a 502; a category that does not exist (or could not exist) is a 404.
 */
export async function loadListing(request: Request, context: AppLoadContext, scope: ListingScope) {
  const url = new URL(request.url);
  const filters = parseListingSearch(url.searchParams);
  const language = requestLanguage(request, context);
  const api = serverApiClient(request, context, language);
  const result = await getProductListing(api, filters, scope, request.signal);
  if (!result.ok) {
    // the category, brand or shop of the path refused by the API (e.g. a NUL in it) names nothing
    const pathRefused = (['categorySlug', 'brandSlug', 'shopSlug'] as const).some(
      (field) => scope[field] && result.errors?.[field],
    );
    if (result.status === 422 && pathRefused) throw notFound();
    throw data(null, { status: result.status === 404 ? 404 : result.status === 422 ? 400 : 502 });
  }
  if (scope.categorySlug && result.data.selectedCategory === null) throw notFound();
  const listing = listingPageData(result.data);
  const t = createServerTranslator(language).t;
  const heading = listingHeading(t, listing, filters, scope);
  const search = listingSearch(filters);
  return {
    listing,
    filters,
    scope,
    title: heading.title,
    /** the canonical address of this view (path plus the filters that change the content) */
    canonicalPath: search ? `${url.pathname}?${search}` : url.pathname,
  };
}
