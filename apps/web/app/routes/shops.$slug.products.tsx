import type { ShopShort } from '@shop/contracts/catalog';
import { useRouteLoaderData } from 'react-router';
import { loadListing } from '../features/catalog/listing-loader.server.ts';
import { ListingView } from '../features/catalog/listing-view.tsx';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { shopPath } from '../features/shops/api.ts';
import { SHOP_LAYOUT_ROUTE_ID, shopMeta } from '../features/shops/shop-meta.ts';
import { useTranslation } from '../lib/i18n-react.tsx';
import type { Route } from './+types/shops.$slug.products';

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  shopMeta(matches, location, loaded?.tabTitle ?? null);

/** The shop's products: the catalogue listing with its filters, limited to this shop. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const listing = await loadListing(request, context, { shopSlug: params.slug });
  const t = serverTranslate(request);
  const query = listing.filters.query;
  return { ...listing, tabTitle: query ? t('search_result_for', { query }) : t('all_products') };
}

export default function ShopProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, filters, scope } = loaderData;
  const shop = useRouteLoaderData<{ shop: ShopShort }>(SHOP_LAYOUT_ROUTE_ID)?.shop;
  // storefront spec §2 Listing: a shop's listing is titled by the shop slug (as a category or brand
  // listing is by its name), whatever the search; the breadcrumb names the tab. The title is an h2:
  // the shop header's name is the page's h1.
  const title = scope.shopSlug ?? shop?.slug ?? '';
  const tab = filters.query ? t('search_result_for', { query: filters.query }) : t('all_products');
  const breadcrumb = [
    { label: t('home'), to: '/' },
    { label: t('shops'), to: '/shops' },
    ...(shop ? [{ label: shop.name, to: shopPath(shop.slug) }] : []),
    { label: tab, whole: filters.query !== null },
  ];
  return (
    <div className="-mx-4 -my-6 sm:-my-8">
      <ListingView
        listing={listing}
        filters={filters}
        scope={scope}
        title={title}
        titleLevel="h2"
        breadcrumb={breadcrumb}
      />
    </div>
  );
}
