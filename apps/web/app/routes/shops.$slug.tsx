import { data, Outlet } from 'react-router';
import { ChatNowButton } from '../features/chat/chat-now-button.tsx';
import { getShop } from '../features/shops/api.ts';
import { requireMultiVendor } from '../features/shops/multi-vendor.server.ts';
import { ShopHeader } from '../features/shops/shop-header.tsx';
import { shopMeta } from '../features/shops/shop-meta.ts';
import { notFound } from '../lib/loader-errors.ts';
import { serverApiClient } from '../lib/server-api.server.ts';
import { RouteError } from '../ui/route-error.tsx';
import type { Route } from './+types/shops.$slug';

export const meta: Route.MetaFunction = ({ matches, location }) => shopMeta(matches, location, null);

/** The shop of every storefront tab; an unknown (or unlisted) shop is the not-found view with 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireMultiVendor(request, context);
  const result = await getShop(serverApiClient(request, context), params.slug);
  if (!result.ok) throw data(null, { status: 502 });
  if (!result.data) throw notFound();
  return { shop: result.data };
}

/** Shop storefront (storefront spec §2 Shops): the header with its tabs above the current tab. */
export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { shop } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <ShopHeader shop={shop} chatAction={<ChatNowButton shopId={shop.id} />} />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
