import { LISTING_SKELETONS } from '@shop/contracts/constants';
import type { ProductShort } from '@shop/contracts/product';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

export interface ProductGridProps {
  products: readonly ProductShort[];
  /** Shows skeleton cards instead of the products. */
  loading?: boolean;
  skeletonCount?: number;
  /** Cards in the first row load their images eagerly (the page's largest paint). */
  priorityCount?: number;
  /** Text when there are no products; storefront spec §8 "No Products Found" by default. */
  emptyText?: string;
  /** 4 columns on large screens (listings); 5 for full-width pages. */
  columns?: 4 | 5;
  className?: string;
}

/**
 * Products in a responsive grid: 2 columns on phones, 3 on tablets, 4 (or 5) on large screens;
 * 8 skeleton cards while loading (storefront spec §9) and the empty text when there is nothing.
 */
export function ProductGrid({
  products,
  loading = false,
  skeletonCount = LISTING_SKELETONS,
  priorityCount = 0,
  emptyText,
  columns = 4,
  className,
}: ProductGridProps) {
  const { t } = useTranslation();
  const gridClass = clsx(
    'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4',
    columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-4 xl:grid-cols-5',
    className,
  );

  if (loading) {
    return (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only" role="status">
          {t('loading')}
        </span>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center text-base font-medium text-slate-500">
        {emptyText ?? t('no_products_found')}
      </p>
    );
  }

  return (
    <ul className={gridClass}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
