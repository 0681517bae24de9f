import type { CouponProductRef } from '@shop/contracts/seller/coupons';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Image } from '../../ui/image.tsx';
import { ProductSearchResults } from '../common/product-search-results.tsx';
import { useDebounced } from '../common/use-debounced.ts';
import { type CouponOptionsSource, couponProductOptionsQuery } from './coupon-options.ts';

/**
 * The products a coupon is limited to: the chosen ones as removable chips, and a search of the
 * shop's products (by name) whose results are added with a button. Keyboard: Tab through the
 * chips' remove buttons, the search box and the results.
 */
export function ProductPicker({
  source,
  selected,
  onChange,
  error,
}: {
  source: CouponOptionsSource;
  selected: readonly CouponProductRef[];
  onChange: (products: CouponProductRef[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const options = useQuery(couponProductOptionsQuery(source, debounced));
  const chosen = new Set(selected.map((p) => p.id));

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-700">{t('coupons.products')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('coupons.productsHint')}
      </p>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('coupons.chosenProducts')}>
          {selected.map((product) => (
            <li
              key={product.id}
              className="flex max-w-full items-center gap-2 rounded-full border border-slate-200 bg-slate-50 py-1 ps-1 pe-1.5 text-sm"
            >
              <Image
                src={product.thumbnail}
                alt=""
                width={24}
                height={24}
                className="size-6 rounded-full object-cover"
              />
              <span className="min-w-0 truncate">{product.name}</span>
              <button
                type="button"
                onClick={() => onChange(selected.filter((p) => p.id !== product.id))}
                aria-label={t('coupons.removeProduct', { name: product.name })}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-search`} className="sr-only">
        {t('coupons.searchProducts')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('coupons.searchProducts')}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-100 focus:outline-none"
      />
      <ProductSearchResults
        options={options}
        chosen={chosen}
        onAdd={(product) => onChange([...selected, product])}
        describe={(product) => (
          <span className="block truncate">
            {product.name}
            {product.isPublished ? null : (
              <span className="ms-2 text-xs text-slate-500">({t('coupons.unpublished')})</span>
            )}
          </span>
        )}
        labels={{
          results: t('coupons.productResults'),
          empty: t('coupons.noProductFound'),
          add: t('coupons.add'),
          added: t('coupons.added'),
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
