import { Heart, LayoutGrid, ShoppingCart, Store, Truck } from 'lucide-react';
import { Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { AccountMenu } from '../features/account/account-menu.tsx';
import { useCartCount } from '../features/cart/use-cart.ts';
import { usePrefetchCategoryTree } from '../features/categories/api.ts';
import { LanguageMenu } from '../features/language/language-menu.tsx';
import { LocationSelector } from '../features/location/location-selector.tsx';
import { SearchBox } from '../features/search/search-box.tsx';
import { useWishlistCount } from '../features/wishlist/use-wishlist.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import { useOpenPopup } from '../lib/popup-store.ts';
import { useIsMultiVendor, usePageConfig } from '../lib/shop-context.tsx';
import { Image } from '../ui/image.tsx';

function CountLink({
  to,
  label,
  count,
  icon,
  onOpen,
}: {
  to: string;
  label: string;
  count: number;
  icon: React.ReactNode;
  /** A plain click runs this instead of following the link (a modified click still opens the page). */
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      onClick={(event) => {
        if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
          return;
        event.preventDefault();
        onOpen();
      }}
      aria-label={t('link_with_count', { label, count })}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-primary-600"
    >
      {icon}
      <span
        aria-hidden
        className="absolute -end-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary-500 px-1 text-[11px] font-semibold leading-5 text-primary-contrast"
      >
        {count}
      </span>
    </Link>
  );
}

function TopBar() {
  const { t } = useTranslation();
  const multiVendor = useIsMultiVendor();
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-3 px-4">
        <LocationSelector />
        <div className="flex items-center gap-1 sm:gap-4">
          <LanguageMenu />
          {multiVendor ? (
            <Link
              to="/seller/signup"
              className="hidden items-center gap-1.5 text-sm text-slate-600 hover:text-primary-600 sm:inline-flex"
            >
              <Store aria-hidden className="size-4" />
              {t('be_a_seller')}
            </Link>
          ) : null}
          <Link
            to="/orders/track"
            className="inline-flex items-center gap-1.5 text-sm text-slate-600 hover:text-primary-600"
          >
            <Truck aria-hidden className="size-4" />
            <span className="hidden sm:inline">{t('track_order')}</span>
            <span className="sr-only sm:hidden">{t('track_order')}</span>
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The wishlist and cart counts and the account menu. */
function HeaderActions() {
  const { t } = useTranslation();
  const openPopup = useOpenPopup();
  const wishlistCount = useWishlistCount();
  const cartCount = useCartCount();
  return (
    <>
      <CountLink
        to="/wishlist"
        label={t('wishlist')}
        count={wishlistCount}
        icon={<Heart aria-hidden className="size-5.5" />}
      />
      <CountLink
        to="/cart"
        label={t('cart')}
        count={cartCount}
        onOpen={() => openPopup('cart')}
        icon={<ShoppingCart aria-hidden className="size-5.5" />}
      />
      <AccountMenu />
    </>
  );
}

function MainHeader() {
  const { t } = useTranslation();
  const { generalSettings } = usePageConfig();
  const openPopup = useOpenPopup();
  const prefetchCategoryTree = usePrefetchCategoryTree();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-3 px-4 py-3 md:gap-x-6 md:py-4">
      <Link to="/" aria-label={t('home_of', { name: generalSettings.appName })} className="flex items-center">
        {generalSettings.logo ? (
          <Image
            src={generalSettings.logo}
            alt={generalSettings.appName}
            width={160}
            height={40}
            loading="eager"
            className="h-8 w-auto md:h-10"
          />
        ) : (
          <span
            className="block max-w-[45vw] truncate text-xl font-extrabold tracking-tight text-slate-900"
            dir="auto"
          >
            {generalSettings.appName}
          </span>
        )}
      </Link>
      <div className="col-span-3 col-start-1 row-start-2 flex items-center gap-3 md:col-span-1 md:col-start-2 md:row-start-1">
        <button
          type="button"
          onClick={() => openPopup('categories')}
          onPointerEnter={prefetchCategoryTree}
          onFocus={prefetchCategoryTree}
          aria-haspopup="dialog"
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-primary-500 px-4 text-sm font-semibold text-primary-contrast hover:bg-primary-600"
        >
          <LayoutGrid aria-hidden className="size-4.5" />
          <span className="hidden sm:inline">{t('categories')}</span>
          <span className="sr-only sm:hidden">{t('categories')}</span>
        </button>
        <SearchBox />
      </div>
      <div className="col-start-3 row-start-1 flex items-center gap-1">
        {/* hydrated after the rest of the header, in a commit of its own: its cart and wishlist
            queries start their requests in their effects (decision 155) */}
        <Suspense fallback={null}>
          <HeaderActions />
        </Suspense>
      </div>
    </div>
  );
}

function NavStrip() {
  const { t } = useTranslation();
  const multiVendor = useIsMultiVendor();
  const items = [
    { to: '/', label: t('home'), end: true },
    { to: '/products', label: t('products') },
    { to: '/brands', label: t('brands') },
    { to: '/campaigns', label: t('campaigns') },
    { to: '/coupons', label: t('coupons') },
    ...(multiVendor ? [{ to: '/shops', label: t('shops') }] : []),
  ];
  return (
    <nav aria-label={t('main_navigation')} className="border-t border-slate-100">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 [scrollbar-width:none] md:px-3">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                [
                  'inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors',
                  isActive
                    ? 'border-primary-500 text-primary-600'
                    : 'border-transparent text-slate-700 hover:text-primary-600',
                ].join(' ')
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Top bar, main header and navigation strip (storefront spec §2 Shell). Sticky on large screens
 * only: on phones the bottom bar is the always-visible navigation. The account slot comes with
 * sign-in.
 */
export function SiteHeader() {
  return (
    <header className="z-40 bg-white/95 shadow-[0_1px_0_rgb(0_0_0/0.06)] backdrop-blur lg:sticky lg:top-0">
      <TopBar />
      <MainHeader />
      <NavStrip />
    </header>
  );
}
