import {
  ClipboardList,
  Heart,
  type LucideIcon,
  Package,
  ShoppingBag,
  ShoppingCart,
  Star,
  Wallet,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDashboardInfo, useRefreshSession, useUser } from '../../lib/session.ts';
import { useFormatMoney } from '../../lib/shop-context.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AddressList } from './address-list.tsx';
import { useCachedCartCount } from './use-cached-cart-count.ts';
import { useReviewCount } from './use-review-count.ts';

/** Counts on the dashboard links are padded to 2 digits (storefront spec §9 "quantity padding 2 digits"). */
export function padCount(count: number): string {
  return String(count).padStart(2, '0');
}

/**
 * How long the shopper has been a customer, from the API's padded count ("01", "Years"):
 * "Customer for 1 year", "… 3 months", "… 12 days", "Customer since today" (never "Over 01 Years").
 */
export function customerForText(
  timeline: { count: string; unit: string },
  t: (key: string, params?: Record<string, string | number>) => string,
): string {
  const count = Number.parseInt(timeline.count, 10) || 0;
  const unit = timeline.unit.toLowerCase();
  if (count === 0 || !['years', 'months', 'days'].includes(unit)) return t('customer_since_today');
  return t(`customer_for_${unit}`, { count });
}

function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: string | null;
  note?: string;
}) {
  return (
    <div className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
        <Icon aria-hidden className="size-6" />
      </span>
      <dl className="min-w-0">
        <dt className="text-sm text-slate-500">{label}</dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900">
          {value === null ? <Skeleton className="h-7 w-20" /> : value}
        </dd>
        {note ? <dd className="mt-0.5 text-xs text-slate-500">{note}</dd> : null}
      </dl>
    </div>
  );
}

function QuickLink({
  to,
  icon: Icon,
  label,
  count,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  count?: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm font-medium text-slate-800 hover:border-primary-300 hover:text-primary-700"
      >
        <Icon aria-hidden className="size-5 text-primary-500" />
        <span className="flex-1">{label}</span>
        {count !== undefined ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {count}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/**
 * The dashboard (storefront spec §2): Total Orders, Total Expense and Total Products (with how long
 * the customer has been with the shop), links with counts, and the saved addresses. The numbers are
 * read again when the page opens.
 */
export function DashboardView({ wishlistCount }: { wishlistCount: number | null }) {
  const { t } = useTranslation();
  const user = useUser();
  const info = useDashboardInfo();
  const refresh = useRefreshSession();
  const formatMoney = useFormatMoney();
  const cartCount = useCachedCartCount();
  const reviews = useReviewCount();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the dashboard
  useEffect(() => {
    void refresh();
  }, []);

  const timeline = info ? customerForText(info.timeline, t) : undefined;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard')}</h1>
        {user ? <p className="mt-1 text-slate-600">{t('welcome_back_name', { name: user.name })}</p> : null}
      </div>
      <section aria-label={t('your_totals')} className="grid gap-4 sm:grid-cols-3">
        <StatCard
          icon={ClipboardList}
          label={t('total_orders')}
          value={info ? String(info.totalOrders) : null}
        />
        <StatCard
          icon={Wallet}
          label={t('total_expense')}
          value={info ? formatMoney(info.totalExpense) : null}
          note={t('total_expense_hint')}
        />
        <StatCard
          icon={ShoppingBag}
          label={t('total_products')}
          value={info ? String(info.totalProducts) : null}
          note={timeline}
        />
      </section>
      <nav aria-label={t('quick_links')}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <QuickLink
            to="/orders"
            icon={Package}
            label={t('my_orders')}
            count={info ? padCount(info.totalOrders) : undefined}
          />
          <QuickLink
            to="/wishlist"
            icon={Heart}
            label={t('wishlist')}
            count={wishlistCount === null ? undefined : padCount(wishlistCount)}
          />
          <QuickLink
            to="/reviews"
            icon={Star}
            label={t('my_reviews')}
            count={reviews.data === undefined ? undefined : padCount(reviews.data)}
          />
          <QuickLink to="/cart" icon={ShoppingCart} label={t('my_cart')} count={padCount(cartCount)} />
        </ul>
      </nav>
      <AddressList title={t('saved_addresses')} />
    </div>
  );
}
