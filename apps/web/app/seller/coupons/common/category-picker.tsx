import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { couponCategoryOptionsQuery } from '../api.ts';

/**
 * The categories a coupon is limited to: the category tree as indented checkboxes (a category
 * covers its subcategories), filtered by name. A filtered-out category keeps its check.
 */
export function CategoryPicker({
  selected,
  onChange,
  error,
}: {
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState('');
  const tree = useQuery(couponCategoryOptionsQuery());
  const chosen = new Set(selected);
  const needle = filter.trim().toLocaleLowerCase();
  const shown = tree.data?.filter((c) => needle === '' || c.name.toLocaleLowerCase().includes(needle)) ?? [];

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium text-slate-700">{t('coupons.categories')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('coupons.categoriesHint', { count: selected.length })}
      </p>
      <label htmlFor={`${id}-filter`} className="sr-only">
        {t('coupons.filterCategories')}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t('coupons.filterCategories')}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-500 focus:ring-2 focus:ring-primary-100 focus:outline-none"
      />
      <div className="max-h-64 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {tree.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-6 w-1/2" />
          </div>
        ) : tree.isError ? (
          <LoadError message={tree.error.message} onRetry={() => tree.refetch()} />
        ) : shown.length === 0 ? (
          <p className="p-1 text-sm text-slate-500">{t('coupons.noCategoryFound')}</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {shown.map((category) => {
              const inputId = `${id}-c${category.id}`;
              return (
                <li
                  key={category.id}
                  className="flex items-center gap-2"
                  style={{ paddingInlineStart: `${(needle === '' ? category.depth : 0) * 1.25}rem` }}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={chosen.has(category.id)}
                    onChange={(event) =>
                      onChange(
                        event.target.checked
                          ? [...selected, category.id]
                          : selected.filter((c) => c !== category.id),
                      )
                    }
                    className="size-4 rounded border-slate-300 accent-primary-500"
                  />
                  <label htmlFor={inputId} className="text-sm text-slate-800">
                    {category.name}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
