import { data, useLocation } from 'react-router';
import { serverTranslate } from '../features/seo/server-translate.server.ts';
import { getShopProfile } from '../features/shops/api.ts';
import { pageParamOf } from '../features/shops/multi-vendor.server.ts';
import { shopMeta } from '../features/shops/shop-meta.ts';
import { ShopProfileView } from '../features/shops/shop-profile.tsx';
import { notFound } from '../lib/loader-errors.ts';
import { serverApiClient } from '../lib/server-api.server.ts';
import type { Route } from './+types/shops.$slug.profile';

export const meta: Route.MetaFunction = ({ data: loaded, matches, location }) =>
  shopMeta(matches, location, loaded?.tabTitle ?? null);

/** The profile with the product reviews page of `?page=`. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = pageParamOf(new URL(request.url));
  const result = await getShopProfile(serverApiClient(request, context), params.slug, page);
  if (!result.ok) throw data(null, { status: 502 });
  if (!result.data) throw notFound();
  return { profile: result.data, tabTitle: serverTranslate(request)('profile') };
}

export default function ShopProfilePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <ShopProfileView
      profile={loaderData.profile}
      reviewsHrefForPage={(page) => (page > 1 ? `${location.pathname}?page=${page}` : location.pathname)}
    />
  );
}
