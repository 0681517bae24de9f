import type { CouponCategoryOption } from '@shop/contracts/seller/coupons';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type CategoryNode, CategoryTreePicker } from '../common/category-tree-picker.tsx';
import { type CouponOptionsSource, couponCategoryOptionsQuery } from './coupon-options.ts';

interface Node extends CategoryNode {
  children_categories: Node[];
}

/** The category-options list (depth first, each with its parent) as a tree. */
export function categoryTree(options: readonly CouponCategoryOption[]): CategoryNode[] {
  const nodes = new Map<number, Node>(
    options.map((o) => [o.id, { id: o.id, name: o.name, children_categories: [] }]),
  );
  const roots: Node[] = [];
  for (const option of options) {
    const node = nodes.get(option.id) as Node;
    const parent = option.parentId === null ? undefined : nodes.get(option.parentId);
    (parent ? parent.children_categories : roots).push(node);
  }
  return roots;
}

/**
 * The categories a coupon is limited to (a category covers its subcategories): the seller
 * center's category tree picker, fed with the shop's category options.
 */
export function CategoryPicker({
  source,
  selected,
  onChange,
  error,
}: {
  source: CouponOptionsSource;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const options = useQuery(couponCategoryOptionsQuery(source));
  const tree = useMemo(() => categoryTree(options.data ?? []), [options.data]);
  return (
    <CategoryTreePicker
      tree={tree}
      value={selected}
      onChange={onChange}
      labels={{
        legend: t('coupons.categories'),
        filter: t('coupons.filterCategories'),
        noMatch: t('coupons.noCategoryFound'),
        chosen: t('coupons.chosenCategories'),
        remove: (name) => t('coupons.removeCategory', { name }),
        expand: (name) => t('coupons.expandCategory', { name }),
        collapse: (name) => t('coupons.collapseCategory', { name }),
      }}
      hint={t('coupons.categoriesHint', { count: selected.length })}
      placeholder={
        options.isPending ? (
          <div className="flex flex-col gap-2">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-6 w-1/2" />
          </div>
        ) : options.isError ? (
          <LoadError message={options.error.message} onRetry={() => options.refetch()} />
        ) : null
      }
      error={error}
    />
  );
}
