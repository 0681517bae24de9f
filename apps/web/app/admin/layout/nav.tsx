import {
  CreditCard,
  FileClock,
  FolderTree,
  LayoutDashboard,
  LayoutTemplate,
  Megaphone,
  Package,
  Settings,
  ShieldCheck,
  ShoppingBag,
  Store,
  TicketPercent,
  Truck,
  Users,
  Wallet,
} from 'lucide-react';
import type { ConsoleNavItem } from '../../console/frame/console-frame.tsx';

/**
 * The operator console's sections (issue 18), in the order an operator's week runs through them.
 * Each section's screens live in `admin/<area>/` (admin/README.md).
 */
export const ADMIN_NAV: ReadonlyArray<ConsoleNavItem> = [
  { to: '/admin', label: 'nav.overview', icon: LayoutDashboard, end: true },
  { to: '/admin/shops', label: 'nav.shops', icon: Store },
  { to: '/admin/payouts', label: 'nav.payouts', icon: Wallet },
  { to: '/admin/orders', label: 'nav.orders', icon: ShoppingBag },
  { to: '/admin/customers', label: 'nav.customers', icon: Users },
  { to: '/admin/products', label: 'nav.products', icon: Package },
  { to: '/admin/catalogue', label: 'nav.catalogue', icon: FolderTree },
  { to: '/admin/coupons', label: 'nav.coupons', icon: TicketPercent },
  { to: '/admin/campaigns', label: 'nav.campaigns', icon: Megaphone },
  { to: '/admin/storefront', label: 'nav.storefront', icon: LayoutTemplate },
  { to: '/admin/shipping', label: 'nav.shipping', icon: Truck },
  { to: '/admin/payments', label: 'nav.payments', icon: CreditCard },
  { to: '/admin/settings', label: 'nav.settings', icon: Settings },
  { to: '/admin/operators', label: 'nav.operators', icon: ShieldCheck },
  { to: '/admin/audit', label: 'nav.audit', icon: FileClock },
];
