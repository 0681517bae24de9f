import {
  Heart,
  LayoutDashboard,
  type LucideIcon,
  MessageCircle,
  Package,
  Settings,
  Star,
} from 'lucide-react';

export type AccountSection = 'dashboard' | 'my_orders' | 'wishlist' | 'messages' | 'my_reviews' | 'settings';

/**
 * The account area's entries in sidebar order (storefront spec §2 "Account area"); labels are i18n
 * keys. "Messages" (/chats) is not in the spec's list but is the only way to reach the chat page
 * (decision 24).
 */
export const ACCOUNT_LINKS: ReadonlyArray<{ section: AccountSection; to: string; icon: LucideIcon }> = [
  { section: 'dashboard', to: '/dashboard', icon: LayoutDashboard },
  { section: 'my_orders', to: '/orders', icon: Package },
  { section: 'wishlist', to: '/wishlist', icon: Heart },
  { section: 'messages', to: '/chats', icon: MessageCircle },
  { section: 'my_reviews', to: '/reviews', icon: Star },
  { section: 'settings', to: '/settings', icon: Settings },
];

/** Route `handle` of an account page: which section the breadcrumb and sidebar show as current. */
export interface AccountHandle {
  accountSection: AccountSection;
}

export function isAccountHandle(handle: unknown): handle is AccountHandle {
  return typeof handle === 'object' && handle !== null && 'accountSection' in handle;
}
