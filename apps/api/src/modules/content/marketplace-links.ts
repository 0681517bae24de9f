import type { AppMode } from '@shop/contracts/constants';

/** Storefront paths that exist only in multiVendor mode (storefront spec §1: shops pages, seller signup). */
const MARKETPLACE_PATHS = ['/shops', '/seller'];

/** Whether a settings link (absolute or root-relative) leads into the marketplace. */
export function isMarketplaceLink(url: string): boolean {
  const path = url.trim().replace(/^https?:\/\/[^/]+/i, '');
  return MARKETPLACE_PATHS.some(
    (p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`) || path.startsWith(`${p}#`),
  );
}

/**
 * Links from the store settings (footer quick links, banners) as the mode allows: in singleVendor
 * mode nothing of the marketplace exists, so links into it are left out instead of leading to 404s.
 */
export function linksForMode<T extends { url: string }>(items: readonly T[], appMode: AppMode): T[] {
  return appMode === 'multiVendor' ? [...items] : items.filter((item) => !isMarketplaceLink(item.url));
}
