import type { ShopShort } from '@shop/contracts/catalog';
import type { MetaDescriptor } from 'react-router';
import { pagedPath, pageMeta, siteInfo } from '../seo/index.ts';

/** Route id of the shop storefront layout, whose loader data (the shop) every tab reads. */
export const SHOP_LAYOUT_ROUTE_ID = 'routes/shops.$slug';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

export function shopFromMatches(matches: Matches): ShopShort | null {
  const loaded = matches.find((m) => m?.id === SHOP_LAYOUT_ROUTE_ID)?.data as
    | { shop?: ShopShort }
    | undefined;
  return loaded?.shop ?? null;
}

/**
 * The head of a shop storefront page: "{tab} – {shop}" (the shop's name alone on its home), its
 * tagline as description, its banner as the sharing image, the canonical address with `page` and
 * `query` only.
 */
export function shopMeta(
  matches: Matches,
  location: { pathname: string; search: string },
  tabTitle: string | null,
): MetaDescriptor[] {
  const shop = shopFromMatches(matches);
  if (!shop) return [{ name: 'robots', content: 'noindex' }];
  return pageMeta({
    site: siteInfo(matches),
    title: tabTitle ? `${tabTitle} – ${shop.name}` : shop.name,
    description: shop.tagline || shop.name,
    path: pagedPath(location.pathname, location.search, ['page', 'query']),
    image: shop.banner || shop.logo,
  });
}
