import { clsx } from 'clsx';
import {
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  MessageSquare,
  Package,
  ShoppingBag,
  Star,
  Store,
  TicketPercent,
  Wallet,
  Warehouse,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';

/** The seller center's sections, in the order a seller works through them. */
export const SELLER_NAV: ReadonlyArray<{ to: string; label: string; icon: LucideIcon; end?: boolean }> = [
  { to: '/seller', label: 'nav.dashboard', icon: LayoutDashboard, end: true },
  { to: '/seller/orders', label: 'nav.orders', icon: ShoppingBag },
  { to: '/seller/products', label: 'nav.products', icon: Package },
  { to: '/seller/inventory', label: 'nav.inventory', icon: Warehouse },
  { to: '/seller/chats', label: 'nav.chats', icon: MessageSquare },
  { to: '/seller/coupons', label: 'nav.coupons', icon: TicketPercent },
  { to: '/seller/campaigns', label: 'nav.campaigns', icon: Megaphone },
  { to: '/seller/reviews', label: 'nav.reviews', icon: Star },
  { to: '/seller/earnings', label: 'nav.earnings', icon: Wallet },
  { to: '/seller/shop', label: 'nav.shop', icon: Store },
];

/** The section links; `badges` puts a count beside a section (unread chats, new orders). */
export function SellerNav({
  onNavigate,
  badges = {},
}: {
  onNavigate?: () => void;
  badges?: Record<string, number>;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-0.5">
        {SELLER_NAV.map((item) => {
          const Icon = item.icon;
          const count = badges[item.to] ?? 0;
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive ? 'bg-primary-50 text-primary-700' : 'text-slate-700 hover:bg-slate-100',
                  )
                }
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span className="flex-1">{t(item.label)}</span>
                {count > 0 ? (
                  <span className="rounded-full bg-primary-500 px-2 py-0.5 text-xs font-semibold text-white">
                    {count}
                    <span className="sr-only"> {t('nav.new')}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
