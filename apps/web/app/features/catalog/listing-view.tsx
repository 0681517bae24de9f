import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { Form, useLocation, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb.tsx';
import { Button } from '../../ui/button.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { ActiveFilters, useActiveFilters } from './active-filters.tsx';
import { FilterPanel } from './filter-panel.tsx';
import type { ListingPageData } from './listing-page-data.ts';
import {
  type ListingFilters,
  type ListingScope,
  type ListingSort,
  listingHref,
  parseListingSearch,
  sortOptionsFor,
  updateFilters,
} from './listing-query.ts';
import { ProductGrid } from './product-grid.tsx';

/** The phone filter sheet's dialog code loads when it first opens (it is closed on arrival). */
const Drawer = lazy(() => import('../../ui/drawer.tsx').then((m) => ({ default: m.Drawer })));

/** The page scrolls so the list starts this far below the top of the window (storefront spec §9). */
export const LISTING_SCROLL_OFFSET = 90;

const SORT_LABEL_KEYS: Record<ListingSort, string> = {
  relevance: 'relevance',
  lowToHigh: 'price_low_to_high',
  highToLow: 'price_high_to_low',
  newest: 'newest',
  oldest: 'oldest',
};

function SortSelect({
  value,
  options,
  onChange,
  form,
}: {
  value: ListingSort;
  options: readonly ListingSort[];
  onChange: (sort: ListingSort) => void;
  /** id of the filters' form, which sends the order too when the page runs no JavaScript */
  form: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
      <label htmlFor={id} className="shrink-0 text-sm text-slate-600">
        {t('sort_by')}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          name="sortBy"
          form={form}
          value={value}
          onChange={(event) => onChange(event.target.value as ListingSort)}
          className="h-10 w-full appearance-none truncate rounded-lg border border-slate-300 bg-white ps-3 pe-9 text-sm text-slate-900 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {t(SORT_LABEL_KEYS[option])}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
      {hydrated ? null : <ApplyButton form={form} />}
    </div>
  );
}

/** Sends the filters' form: only while the page runs no JavaScript (with it every change applies at once). */
function ApplyButton({ form, className }: { form?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" form={form} variant="outline" className={className}>
      {t('apply')}
    </Button>
  );
}

/**
 * The listing's filters as a GET form, for a page without JavaScript (issue 19 §1): the boxes and
 * swatches name their values, the sort menu joins through its `form` attribute, and the rest of
 * the query rides along hidden. The page number is left out: new filters start at page 1.
 */
function FiltersForm({
  id,
  filters,
  children,
}: {
  id: string;
  filters: ListingFilters;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const kept: [string, string | number | null][] = [
    ['query', filters.query],
    ['tag', filters.tag],
    ['couponCode', filters.couponCode],
    ['minPrice', filters.minPrice],
    ['maxPrice', filters.maxPrice],
  ];
  return (
    <Form id={id} method="get" preventScrollReset>
      {kept.map(([name, value]) =>
        value === null || value === '' ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      {children}
      {hydrated ? null : <ApplyButton className="mt-4 w-full" />}
    </Form>
  );
}

export interface ListingViewProps {
  listing: ListingPageData;
  filters: ListingFilters;
  scope: ListingScope;
  title: string;
  /** h2 where the page has its own h1 above the listing (a shop's products tab: the shop's name). */
  titleLevel?: 'h1' | 'h2';
  breadcrumb: Crumb[];
}

/**
 * A product listing (storefront spec §2 Listing): breadcrumb, title, sort, filter sidebar (a drawer
 * on small screens), 4-column grid with 8 skeletons while the next view loads, and pagination.
 * Every control changes the URL; the route's loader reads it, so back/forward and shared links
 * work.
 */
export function ListingView({
  listing,
  filters,
  scope,
  title,
  titleLevel: Title = 'h1',
  breadcrumb,
}: ListingViewProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const filtersFormId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from the first opening on, so closing it still animates and keeps its state.
  const [filtersUsed, setFiltersUsed] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  // While the next view loads, the sort menu already shows the order it was asked for.
  const shownSort =
    loading && navigation.location
      ? parseListingSearch(new URLSearchParams(navigation.location.search)).sortBy
      : filters.sortBy;
  const { meta } = listing.products;

  function apply(next: ListingFilters) {
    navigate(listingHref(location.pathname, next), { preventScrollReset: true });
  }

  function scrollToResults() {
    const top = resultsRef.current?.getBoundingClientRect().top;
    if (top === undefined) return;
    window.scrollTo({ top: Math.max(0, top + window.scrollY - LISTING_SCROLL_OFFSET), behavior: 'smooth' });
  }

  const chips = useActiveFilters(listing, filters);
  const panel = <FilterPanel listing={listing} filters={filters} scope={scope} onChange={apply} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumb items={breadcrumb} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <Title className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {title}
          </Title>
          <p className="mt-1 text-sm text-slate-500">{t('products_found', { count: meta.total })}</p>
        </div>
        <div className="flex w-full min-w-0 items-center gap-3 sm:w-auto">
          <Button
            variant="outline"
            className="shrink-0 lg:hidden"
            onClick={() => {
              setFiltersUsed(true);
              setFiltersOpen(true);
            }}
            aria-haspopup="dialog"
          >
            <SlidersHorizontal aria-hidden className="size-4" />
            {chips.length > 0 ? t('filters_count', { count: chips.length }) : t('filters')}
          </Button>
          <SortSelect
            value={shownSort}
            options={sortOptionsFor(filters)}
            onChange={(sortBy) => apply(updateFilters(filters, { sortBy }))}
            form={filtersFormId}
          />
        </div>
      </div>

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={t('filters')} className="hidden lg:block">
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            {/* the filters and the results hydrate in commits of their own (decision 156) */}
            <Suspense fallback={null}>
              <FiltersForm id={filtersFormId} filters={filters}>
                {panel}
              </FiltersForm>
            </Suspense>
          </div>
        </aside>
        <div ref={resultsRef} className="min-w-0">
          {/* The cards' names are h3: this keeps the outline h1 → h2 → h3 where the filters (h2) are hidden. */}
          <h2 className="sr-only">{t('products')}</h2>
          <ActiveFilters chips={chips} filters={filters} pathname={location.pathname} />
          <Suspense fallback={null}>
            <ProductGrid products={listing.products.data} loading={loading} priorityCount={4} />
            {!loading && listing.products.data.length > 0 ? (
              <Pagination
                className="mt-8"
                meta={meta}
                hrefForPage={(page) => listingHref(location.pathname, { ...filters, page })}
                onNavigate={scrollToResults}
              />
            ) : null}
          </Suspense>
        </div>
      </div>

      {filtersUsed ? (
        <Suspense fallback={null}>
          <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('filters')}>
            <div className="p-5">{panel}</div>
          </Drawer>
        </Suspense>
      ) : null}
    </div>
  );
}
