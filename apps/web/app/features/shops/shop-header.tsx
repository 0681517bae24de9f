import type { ShopShort } from '@shop/contracts/catalog';
import { Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Image } from '../../ui/image.tsx';
import { Rating } from '../../ui/rating.tsx';
import { shopPath } from './api.ts';

/**
 * The shop storefront's header (storefront spec §2 Shops): banner, logo, name, tagline, rating, the
 * Chat now action (passed in: the chat feature owns it), the tabs home / All Products / offers /
 * profile as links marking the current one, and a product search that opens the products tab.
 */
export function ShopHeader({ shop, chatAction }: { shop: ShopShort; chatAction: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const searchId = useId();
  const [text, setText] = useState('');
  const tabs = [
    { to: shopPath(shop.slug), label: t('home'), end: true },
    { to: shopPath(shop.slug, 'products'), label: t('all_products') },
    { to: shopPath(shop.slug, 'offers'), label: t('offers') },
    { to: shopPath(shop.slug, 'profile'), label: t('profile') },
  ];
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Image
        src={shop.banner}
        alt=""
        width={1280}
        height={256}
        loading="eager"
        fetchPriority="high"
        className="aspect-[5/1] max-h-64 w-full bg-slate-100 object-cover"
      />
      {/* Only the logo reaches up into the banner (from 640 px; on a phone the banner is too low and
          its own words would be covered): the name, tagline and rating stay on white, under it. */}
      <div className="flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pt-0">
        <div className="flex min-w-0 items-center gap-4 sm:items-end">
          <Image
            src={shop.logo}
            alt=""
            width={96}
            height={96}
            loading="eager"
            className="size-16 shrink-0 rounded-2xl border-4 border-white bg-white object-cover shadow sm:-mt-10 sm:size-24"
          />
          <div className="min-w-0 sm:pb-1">
            <h1 dir="auto" className="truncate text-xl font-bold text-slate-900 sm:text-2xl">
              {shop.name}
            </h1>
            {shop.tagline ? (
              <p dir="auto" className="line-clamp-1 text-sm text-slate-600">
                {shop.tagline}
              </p>
            ) : null}
            <Rating value={shop.rating.average} count={shop.rating.total} className="mt-1" />
          </div>
        </div>
        <div className="shrink-0">{chatAction}</div>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 px-2 py-2 md:flex-row md:items-center md:justify-between md:px-4">
        <nav aria-label={t('shop_sections')}>
          <ul className="flex gap-1 overflow-x-auto [scrollbar-width:none]">
            {tabs.map((tab) => (
              <li key={tab.to} className="shrink-0">
                <NavLink
                  to={tab.to}
                  end={tab.end}
                  preventScrollReset
                  className={({ isActive }) =>
                    [
                      'inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium capitalize transition-colors',
                      isActive
                        ? 'border-primary-500 text-primary-600'
                        : 'border-transparent text-slate-700 hover:text-primary-600',
                    ].join(' ')
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <search aria-label={t('search_in_shop', { name: shop.name })} className="px-2 md:w-72 md:px-0">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const query = text.trim();
              const target = shopPath(shop.slug, 'products');
              navigate(query ? `${target}?${new URLSearchParams({ query })}` : target);
            }}
            className="relative"
          >
            <label htmlFor={searchId} className="sr-only">
              {t('search_in_shop', { name: shop.name })}
            </label>
            <input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('search_products')}
              className="h-10 w-full rounded-full border border-slate-300 bg-white ps-4 pe-11 text-sm placeholder:text-slate-400 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-100"
            />
            <button
              type="submit"
              aria-label={t('search')}
              className="absolute end-3 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:text-primary-600 md:end-1"
            >
              <Search aria-hidden className="size-4" />
            </button>
          </form>
        </search>
      </div>
    </header>
  );
}
