import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useApi, useLanguage } from '../../lib/shop-context.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { Image } from '../../ui/image.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { categoryPath, categoryTreeQuery, type MenuCategory } from './api.ts';

export interface CategoriesDrawerProps {
  onClose: () => void;
}

/**
 * The 'categories' drawer: the root categories; a category with children opens its own level,
 * and Back returns to the level above. The tree is fetched when the drawer is first wanted
 * (the header's button starts it on hover or focus) and kept for the visit.
 */
export function CategoriesDrawer({ onClose }: CategoriesDrawerProps) {
  const { t } = useTranslation();
  const tree = useQuery(categoryTreeQuery(useApi(), useLanguage().code));
  const categories = tree.data ?? [];
  const [trail, setTrail] = useState<MenuCategory[]>([]);
  const current = trail.at(-1);
  const items = current ? current.children_categories : categories;
  const title = current ? current.name : t('all_categories');

  const header = current ? (
    <div className="flex min-w-0 items-center gap-2">
      <button
        type="button"
        onClick={() => setTrail((path) => path.slice(0, -1))}
        className="inline-flex h-9 items-center gap-1.5 rounded-full ps-2 pe-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('back')}
      </button>
      <h2 dir="auto" className="truncate text-base font-semibold text-slate-900">
        {current.name}
      </h2>
    </div>
  ) : undefined;

  return (
    <Drawer open onClose={onClose} title={title} header={header}>
      <nav aria-label={title}>
        <ul className="divide-y divide-slate-100">
          {current ? (
            <li>
              <Link
                to={categoryPath(current.slug)}
                onClick={onClose}
                className="flex items-center gap-3 px-4 py-3 text-sm font-semibold text-primary-600 hover:bg-slate-50"
              >
                {t('all_in_category', { name: current.name })}
              </Link>
            </li>
          ) : null}
          {items.map((category) => (
            <li key={category.id} className="flex items-center">
              <Link
                to={categoryPath(category.slug)}
                onClick={onClose}
                className="flex min-w-0 flex-1 items-center gap-3 px-4 py-2.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                <Image
                  src={category.thumbnailImage}
                  alt=""
                  width={36}
                  height={36}
                  className="size-9 shrink-0 rounded-lg bg-slate-100 object-cover"
                />
                <span dir="auto" className="truncate">
                  {category.name}
                </span>
              </Link>
              {category.children_categories.length > 0 ? (
                <button
                  type="button"
                  onClick={() => setTrail((path) => [...path, category])}
                  aria-label={t('show_subcategories_of', { name: category.name })}
                  className="me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                >
                  <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {tree.isPending ? <TreeSkeleton /> : null}
        {tree.isError ? (
          <LoadError
            message={t('could_not_load_the_categories')}
            onRetry={() => tree.refetch()}
            className="flex-wrap px-4 py-6"
          />
        ) : null}
        {tree.isSuccess && items.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-500">{t('no_categories_found')}</p>
        ) : null}
      </nav>
    </Drawer>
  );
}

/** Rows in the drawer's shape while the tree loads. */
function TreeSkeleton() {
  return (
    <ul aria-hidden className="divide-y divide-slate-100">
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <li key={row} className="flex items-center gap-3 px-4 py-2.5">
          <Skeleton className="size-9 shrink-0 rounded-lg" />
          <Skeleton className="h-4 w-40" />
        </li>
      ))}
    </ul>
  );
}
