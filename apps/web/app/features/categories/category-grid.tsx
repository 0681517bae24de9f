import type { CategoryShort } from '@shop/contracts/content';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Image } from '../../ui/image.tsx';
import { categoryPath } from './api.ts';

/** Cards of the root categories, each with up to three of its subcategories. */
export function CategoryGrid({ categories }: { categories: CategoryShort[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-6">
      {categories.map((category) => (
        <li key={category.id}>
          <div className="group relative flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-4 text-center transition-shadow hover:shadow-md">
            <Image
              src={category.thumbnailImage}
              alt=""
              width={96}
              height={96}
              className="size-20 rounded-xl bg-slate-100 object-cover transition-transform group-hover:scale-105 sm:size-24"
            />
            <Link
              to={categoryPath(category.slug)}
              className="mt-3 text-sm font-semibold text-slate-900 after:absolute after:inset-0 after:content-[''] hover:text-primary-600"
            >
              {category.name}
            </Link>
            {category.children_categories.length > 0 ? (
              <p className="mt-1 line-clamp-1 text-xs text-slate-500">
                {t('subcategory_count', { count: category.children_categories.length })}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
