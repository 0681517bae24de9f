import {
  LayoutDashboard,
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
import type { ConsoleNavItem } from '../../console/frame/console-frame.tsx';

/** The seller center's sections, in the order a seller works through them. */
export const SELLER_NAV: ReadonlyArray<ConsoleNavItem> = [
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
