import type { TFunction } from '../../lib/translator.ts';
import type { Crumb } from '../../ui/breadcrumb.tsx';
import { categoryPath } from '../categories/index.ts';
import type { ListingPageData } from './listing-page-data.ts';
import type { ListingFilters, ListingScope } from './listing-query.ts';

export interface ListingHeading {
  title: string;
  breadcrumb: Crumb[];
}

/**
 * The title rule of storefront spec §2 Listing, and the breadcrumb that goes with it: a category or
 * brand listing is titled by its name (the slug when the name is unknown), a search by "Search
 * result for" and the whole text (quoted; the breadcrumb shows it whole too), Hot Deals by its
 * name, anything else "All Products".
 */
export function listingHeading(
  t: TFunction,
  listing: Pick<ListingPageData, 'selectedCategory' | 'brands'>,
  filters: Pick<ListingFilters, 'query'>,
  scope: ListingScope,
): ListingHeading {
  const home: Crumb = { label: t('home'), to: '/' };
  const products: Crumb = { label: t('products'), to: '/products' };
  if (scope.categorySlug) {
    const category = listing.selectedCategory;
    const name = category?.name ?? scope.categorySlug;
    const parent = category?.parent_category;
    return {
      title: name,
      breadcrumb: [
        home,
        products,
        ...(parent ? [{ label: parent.name, to: categoryPath(parent.slug) }] : []),
        { label: name },
      ],
    };
  }
  if (scope.brandSlug) {
    const name = listing.brands.find((brand) => brand.slug === scope.brandSlug)?.name ?? scope.brandSlug;
    return { title: name, breadcrumb: [home, { label: t('brands'), to: '/brands' }, { label: name }] };
  }
  if (scope.discounted) {
    return { title: t('hot_deals'), breadcrumb: [home, { label: t('hot_deals') }] };
  }
  if (filters.query) {
    const title = t('search_result_for', { query: filters.query });
    return { title, breadcrumb: [home, products, { label: title, whole: true }] };
  }
  return { title: t('all_products'), breadcrumb: [home, { label: t('all_products') }] };
}
