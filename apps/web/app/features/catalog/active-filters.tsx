import type { ProductListing } from '@shop/contracts/catalog';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { type ListingFilters, listingHref, updateFilters } from './listing-query.ts';

export interface ActiveFilter {
  /** what the chip says: a brand, an attribute value, a price range */
  label: string;
  /** the listing without this filter */
  without: ListingFilters;
}

/**
 * The shopper's filters as chips (issue 19 §4), in the sidebar's order: brands, attribute values,
 * the price range. Ids the listing no longer names (a brand gone from the result) still get a chip
 * with their id, so every active filter can be removed.
 */
export function activeFilters(
  listing: Pick<ProductListing, 'brands' | 'filterAttributes'>,
  filters: ListingFilters,
  price: {
    between: (min: string, max: string) => string;
    from: (min: string) => string;
    upTo: (max: string) => string;
  },
  formatMoney: (amount: number) => string,
): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  for (const id of filters.brandIds) {
    chips.push({
      label: listing.brands.find((b) => b.id === id)?.name ?? `#${id}`,
      without: updateFilters(filters, { brandIds: filters.brandIds.filter((x) => x !== id) }),
    });
  }
  const values = new Map(
    listing.filterAttributes.flatMap((attribute) => attribute.variationValues.map((v) => [v.id, v.name])),
  );
  for (const id of filters.variationValueIds) {
    chips.push({
      label: values.get(id) ?? `#${id}`,
      without: updateFilters(filters, {
        variationValueIds: filters.variationValueIds.filter((x) => x !== id),
      }),
    });
  }
  const { minPrice, maxPrice } = filters;
  if (minPrice !== null || maxPrice !== null) {
    chips.push({
      label:
        minPrice !== null && maxPrice !== null
          ? price.between(formatMoney(minPrice), formatMoney(maxPrice))
          : minPrice !== null
            ? price.from(formatMoney(minPrice))
            : price.upTo(formatMoney(maxPrice ?? 0)),
      without: updateFilters(filters, { minPrice: null, maxPrice: null }),
    });
  }
  return chips;
}

/** The listing without any of the shopper's filters (its query, sort and scope stay). */
export function withoutFilters(filters: ListingFilters): ListingFilters {
  return updateFilters(filters, { brandIds: [], variationValueIds: [], minPrice: null, maxPrice: null });
}

/** The active filters as links that remove them, and "Clear all": plain links, live before hydration. */
export function ActiveFilters({
  chips,
  filters,
  pathname,
}: {
  chips: ActiveFilter[];
  filters: ListingFilters;
  pathname: string;
}) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  const link = 'inline-flex h-8 items-center gap-1 rounded-full px-3 text-sm font-medium';
  return (
    <ul aria-label={t('active_filters')} className="mb-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={listingHref(pathname, chip.without)}>
          <Link
            to={listingHref(pathname, chip.without)}
            preventScrollReset
            aria-label={t('remove_filter', { name: chip.label })}
            className={`${link} border border-primary-200 bg-primary-50 text-primary-700 hover:bg-primary-100`}
          >
            <bdi>{chip.label}</bdi>
            <X aria-hidden className="size-3.5" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={listingHref(pathname, withoutFilters(filters))}
          preventScrollReset
          className={`${link} text-primary-600 hover:underline`}
        >
          {t('clear_all')}
        </Link>
      </li>
    </ul>
  );
}

/** The chips of the listing in the page's language and currency. */
export function useActiveFilters(
  listing: Pick<ProductListing, 'brands' | 'filterAttributes'>,
  filters: ListingFilters,
): ActiveFilter[] {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return activeFilters(
    listing,
    filters,
    {
      between: (min, max) => t('price_between', { min, max }),
      from: (min) => t('price_from', { min }),
      upTo: (max) => t('price_up_to', { max }),
    },
    formatMoney,
  );
}
