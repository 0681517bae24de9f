import { BRANDS_PLACEHOLDERS } from '@shop/contracts/constants';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Image } from '../../ui/image.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type BrandShort, brandPath } from './api.ts';

const PLACEHOLDER_KEYS = Array.from({ length: BRANDS_PLACEHOLDERS }, (_, n) => `brand-placeholder-${n}`);

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-6';

/** Brand thumbnails with their names; 12 placeholders while loading; "No brand found" when empty. */
export function BrandGrid({ brands, loading = false }: { brands: readonly BrandShort[]; loading?: boolean }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div aria-busy="true" className={gridClass}>
        <span role="status" className="sr-only">
          {t('loading')}
        </span>
        {PLACEHOLDER_KEYS.map((key) => (
          <div
            key={key}
            className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <Skeleton className="aspect-square w-full rounded-xl" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    );
  }
  if (brands.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center font-medium text-slate-500">
        {t('no_brand_found')}
      </p>
    );
  }
  return (
    <ul className={gridClass}>
      {brands.map((brand, index) => (
        <li key={brand.id}>
          <Link
            to={brandPath(brand.slug)}
            className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-center transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary-500"
          >
            <Image
              src={brand.thumbnailImage}
              alt=""
              width={200}
              height={200}
              sizes="160px"
              loading={index < 6 ? 'eager' : 'lazy'}
              className="aspect-square w-full rounded-xl object-contain"
            />
            <span className="text-sm font-medium text-slate-800">{brand.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
