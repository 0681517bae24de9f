import type { CategoryShort } from '@shop/contracts/content';
import { SELLER_PRODUCT_STATUSES } from '@shop/contracts/seller/products';
import { flattenCategories } from '../../../../console/common/category-tree-picker.tsx';
import { SelectInputField } from '../../../../console/common/form-fields.tsx';
import { useTranslation } from '../../../../lib/i18n-react.tsx';

/** The sort choices of the table: a sort and its direction in one option ("price:desc"). */
export const SORT_CHOICES = [
  { value: 'newest', key: 'newest' },
  { value: 'name:asc', key: 'nameAsc' },
  { value: 'price:asc', key: 'priceAsc' },
  { value: 'price:desc', key: 'priceDesc' },
  { value: 'stock:asc', key: 'stockAsc' },
  { value: 'stock:desc', key: 'stockDesc' },
  { value: 'sales:desc', key: 'salesDesc' },
] as const;

export interface FilterValues {
  categoryId: string;
  status: string;
  sort: string;
}

/**
 * The table's filter bar, built from a declarative list (STYLE 15): category (the tree, indented),
 * status, sort. Each choice goes to the URL.
 */
export function ProductFilters({
  categories,
  values,
  onChange,
}: {
  categories: readonly CategoryShort[];
  values: FilterValues;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation();
  const filters = [
    {
      key: 'categoryId',
      label: t('products.list.category'),
      placeholder: t('products.list.allCategories'),
      value: values.categoryId,
      options: flattenCategories(categories).map((c) => ({
        value: String(c.id),
        label: `${'\u2014 '.repeat(c.depth)}${c.name}`,
      })),
      change: (value: string) => onChange({ categoryId: value || null }),
    },
    {
      key: 'status',
      label: t('products.list.status'),
      placeholder: t('products.list.allStatuses'),
      value: values.status,
      options: SELLER_PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products.status.${s}`) })),
      change: (value: string) => onChange({ status: value || null }),
    },
    {
      key: 'sort',
      label: t('products.list.sort'),
      placeholder: undefined,
      value: values.sort || 'newest',
      options: SORT_CHOICES.map((c) => ({ value: c.value, label: t(`products.sort.${c.key}`) })),
      change: (value: string) => {
        const [sort, dir] = value.split(':');
        onChange({ sort: sort === 'newest' ? null : (sort ?? null), dir: dir ?? null });
      },
    },
  ];
  return (
    <>
      {filters.map((filter) => (
        <SelectInputField
          key={filter.key}
          label={filter.label}
          hideLabel
          value={filter.value}
          placeholder={filter.placeholder}
          options={filter.options}
          onChange={(event) => filter.change(event.target.value)}
          className="min-w-36 flex-1 sm:max-w-52 sm:flex-none"
        />
      ))}
    </>
  );
}
