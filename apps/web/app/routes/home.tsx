import { ArrowRight, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { CategoryGrid } from '../features/categories/category-grid.tsx';
import { useOpenPopup } from '../lib/popup-store.ts';
import { usePageConfig } from '../lib/shop-context.tsx';
import type { loader as rootLoader } from '../root.tsx';
import { buttonClasses } from '../ui/button.tsx';

/**
 * Home: a welcome and the category grid, both from data the shell already has. The home blocks
 * of SPEC §2 Home (sliders, product sections, flash sale …) are built in a later issue.
 */
export default function Home() {
  const { t } = useTranslation();
  const { generalSettings } = usePageConfig();
  const openPopup = useOpenPopup();
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.categories ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-600 via-primary-500 to-primary-400 px-6 py-10 text-primary-contrast sm:px-12 sm:py-16">
        <div aria-hidden className="absolute -end-16 -top-16 size-64 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -bottom-24 end-24 size-56 rounded-full bg-white/10" />
        <div className="relative max-w-xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('welcome_to', { name: generalSettings.appName })}
          </h1>
          <p className="mt-3 text-base opacity-90 sm:text-lg">{t('home_intro')}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link to="/products" className={buttonClasses('dark', 'lg')}>
              {t('shop_all_products')}
              <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
            <button
              type="button"
              onClick={() => openPopup('categories')}
              aria-haspopup="dialog"
              className="inline-flex h-12 items-center gap-2 rounded-lg bg-white/15 px-6 text-base font-medium hover:bg-white/25"
            >
              <LayoutGrid aria-hidden className="size-4" />
              {t('browse_categories')}
            </button>
          </div>
        </div>
      </section>

      {categories.length > 0 ? (
        <section aria-labelledby="home-categories" className="mt-10">
          <h2 id="home-categories" className="mb-5 text-xl font-bold text-slate-900 sm:text-2xl">
            {t('shop_by_category')}
          </h2>
          <CategoryGrid categories={categories} />
        </section>
      ) : null}
    </div>
  );
}
