import type { FilterAttribute, ProductListing } from '@shop/contracts/catalog';
import { clsx } from 'clsx';
import { Check, ChevronLeft } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { smallestRendition } from '../../lib/image-srcset.ts';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { PriceRangeSlider, sliderBounds } from '../../ui/price-range-slider.tsx';
import { categoryPath } from '../categories/index.ts';
import type { ListingCategory, ListingCategoryLink, ListingPageData } from './listing-page-data.ts';
import {
  hasActiveFilters,
  type ListingFilters,
  type ListingScope,
  toggleId,
  updateFilters,
} from './listing-query.ts';

/** Values shown before "Show More" (storefront spec §9). */
export const FILTER_VALUES_SHOWN = 5;
/** Brands collapse only when there are more than this many. */
export const BRANDS_COLLAPSE_ABOVE = 8;
/** Attribute id 1 (colour) is shown as swatches. */
export const SWATCH_ATTRIBUTE_ID = 1;

export interface FilterPanelProps {
  listing: Pick<
    ListingPageData,
    'brands' | 'rootCategories' | 'filterAttributes' | 'selectedCategory' | 'priceFilter' | 'matchingValueIds'
  >;
  filters: ListingFilters;
  scope: ListingScope;
  onChange: (next: ListingFilters) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-b border-slate-200 py-5 first:pt-0 last:border-b-0"
    >
      <h2 id={headingId} className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ShowMoreButton({
  expanded,
  onClick,
  controls,
}: {
  expanded: boolean;
  onClick: () => void;
  controls: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-expanded={expanded}
      aria-controls={controls}
      className="mt-2 text-sm font-medium text-primary-600 hover:underline"
    >
      {expanded ? t('show_less') : t('show_more')}
    </button>
  );
}

function CheckboxList({
  items,
  selected,
  onToggle,
  collapseAbove,
  name,
}: {
  items: { id: number; name: string }[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  collapseAbove: number;
  /** the query parameter the boxes fill when the panel's form is sent without JavaScript */
  name: string;
}) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = items.length > collapseAbove;
  const shown = collapsible && !expanded ? items.slice(0, FILTER_VALUES_SHOWN) : items;
  // a chosen value folded away under "Show More" is still sent with the form
  const hiddenChosen = selected.filter(
    (id) => items.some((i) => i.id === id) && !shown.some((i) => i.id === id),
  );
  return (
    <>
      {hiddenChosen.map((id) => (
        <input key={id} type="hidden" name={name} value={id} />
      ))}
      <ul id={listId} className="flex flex-col gap-2">
        {shown.map((item) => (
          <li key={item.id}>
            <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700 hover:text-slate-900">
              <input
                type="checkbox"
                name={name}
                value={item.id}
                checked={selected.includes(item.id)}
                onChange={() => onToggle(item.id)}
                className="size-4 rounded border-slate-300 accent-primary-500"
              />
              {item.name}
            </label>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <ShowMoreButton expanded={expanded} onClick={() => setExpanded(!expanded)} controls={listId} />
      ) : null}
    </>
  );
}

function Swatches({
  attribute,
  selected,
  onToggle,
  name,
}: {
  attribute: FilterAttribute;
  selected: readonly number[];
  onToggle: (id: number) => void;
  name: string;
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {attribute.variationValues.map((value) => {
        const pressed = selected.includes(value.id);
        return (
          <li key={value.id}>
            {/* without JavaScript a chosen swatch stays chosen (its chip removes it), another
                one sends the panel's form with its value added */}
            {pressed ? <input type="hidden" name={name} value={value.id} /> : null}
            <button
              type="submit"
              name={pressed ? undefined : name}
              value={pressed ? undefined : value.id}
              aria-pressed={pressed}
              aria-label={value.name}
              title={value.name}
              onClick={(event) => {
                event.preventDefault();
                onToggle(value.id);
              }}
              className={clsx(
                'relative inline-flex size-8 items-center justify-center rounded-full border bg-cover bg-center',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500',
                pressed ? 'border-primary-500 ring-2 ring-primary-500 ring-offset-2' : 'border-slate-300',
              )}
              style={{
                backgroundColor: value.colorCode || undefined,
                backgroundImage: value.image
                  ? `url("${encodeURI(smallestRendition(value.image))}")`
                  : undefined,
              }}
            >
              {!value.colorCode && !value.image ? (
                <span aria-hidden className="text-[10px] font-semibold text-slate-700">
                  {value.name.slice(0, 2)}
                </span>
              ) : null}
              {pressed ? (
                <Check aria-hidden className="size-4 text-white drop-shadow-[0_0_2px_rgb(0_0_0/0.8)]" />
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function CategoryLinks({
  rootCategories,
  selected,
}: {
  rootCategories: ListingCategoryLink[];
  selected: ListingCategory | null;
}) {
  const { t } = useTranslation();
  const linkClass = 'block py-1 text-sm text-slate-700 hover:text-primary-600';
  if (selected) {
    return (
      <div className="flex flex-col">
        {selected.parent_category ? (
          <Link
            to={categoryPath(selected.parent_category.slug)}
            className={clsx(linkClass, 'flex items-center gap-1')}
          >
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
            {selected.parent_category.name}
          </Link>
        ) : (
          <Link to="/products" className={clsx(linkClass, 'flex items-center gap-1')}>
            <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
            {t('all_categories')}
          </Link>
        )}
        <span aria-current="page" className="py-1 text-sm font-semibold text-primary-600">
          {selected.name}
        </span>
        {selected.children_categories.length > 0 ? (
          <ul className="ms-3 border-s border-slate-200 ps-3">
            {selected.children_categories.map((child) => (
              <li key={child.id}>
                <Link to={categoryPath(child.slug)} className={linkClass}>
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="flex flex-col">
      {rootCategories.map((category) => (
        <li key={category.id}>
          <Link to={categoryPath(category.slug)} className={linkClass}>
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The attributes and values worth offering (issue 19 §4): a value no product of the result has
 * (a shoe size among a fashion brand's shirts) is left out, unless the shopper has chosen it; an
 * attribute left without values is left out. A listing without `matchingValueIds` (an older
 * server) offers every value.
 */
export function shownAttributes(
  listing: Pick<ProductListing, 'filterAttributes' | 'matchingValueIds'>,
  selected: readonly number[],
): FilterAttribute[] {
  const matching = listing.matchingValueIds ? new Set(listing.matchingValueIds) : null;
  return listing.filterAttributes
    .map((attribute) => ({
      ...attribute,
      variationValues: attribute.variationValues.filter(
        (value) => matching === null || matching.has(value.id) || selected.includes(value.id),
      ),
    }))
    .filter((attribute) => attribute.variationValues.length > 0);
}

/**
 * The listing's filters (storefront spec §2 Listing): categories, price range, brands (collapsed to
 * 5 when more than 8), attribute values (attribute 1 as swatches). Every change produces new
 * filters; the caller puts them in the URL.
 */
export function FilterPanel({ listing, filters, scope, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const bounds = sliderBounds(
    listing.priceFilter ? { min: listing.priceFilter.minPrice, max: listing.priceFilter.maxPrice } : null,
    [filters.minPrice, filters.maxPrice],
  );
  const change = (partial: Partial<ListingFilters>) => onChange(updateFilters(filters, partial));
  const showCategories = listing.selectedCategory !== null || listing.rootCategories.length > 0;
  const attributes = shownAttributes(listing, filters.variationValueIds);

  return (
    <div>
      {hasActiveFilters(filters) ? (
        <button
          type="button"
          onClick={() => change({ brandIds: [], variationValueIds: [], minPrice: null, maxPrice: null })}
          className="mb-4 text-sm font-medium text-primary-600 hover:underline"
        >
          {t('clear_all_filters')}
        </button>
      ) : null}

      {showCategories ? (
        <Section title={t('categories')}>
          <CategoryLinks rootCategories={listing.rootCategories} selected={listing.selectedCategory} />
        </Section>
      ) : null}

      <Section title={t('price_range')}>
        <PriceRangeSlider
          min={bounds.min}
          max={bounds.max}
          value={[filters.minPrice ?? bounds.min, filters.maxPrice ?? bounds.max]}
          formatValue={formatMoney}
          onCommit={([min, max]) =>
            change({
              minPrice: min <= bounds.min ? null : min,
              maxPrice: max >= bounds.max ? null : max,
            })
          }
        />
      </Section>

      {!scope.brandSlug && listing.brands.length > 0 ? (
        <Section title={t('brands')}>
          <CheckboxList
            items={listing.brands}
            selected={filters.brandIds}
            onToggle={(id) => change({ brandIds: toggleId(filters.brandIds, id) })}
            collapseAbove={BRANDS_COLLAPSE_ABOVE}
            name="brandIds"
          />
        </Section>
      ) : null}

      {attributes.map((attribute) => (
        <Section key={attribute.id} title={attribute.name}>
          {attribute.id === SWATCH_ATTRIBUTE_ID ? (
            <Swatches
              attribute={attribute}
              selected={filters.variationValueIds}
              onToggle={(id) => change({ variationValueIds: toggleId(filters.variationValueIds, id) })}
              name="variationValueIds"
            />
          ) : (
            <CheckboxList
              items={attribute.variationValues}
              selected={filters.variationValueIds}
              onToggle={(id) => change({ variationValueIds: toggleId(filters.variationValueIds, id) })}
              collapseAbove={FILTER_VALUES_SHOWN}
              name="variationValueIds"
            />
          )}
        </Section>
      ))}
    </div>
  );
}
