import { loadListing } from '../features/catalog/listing-loader.server.ts';
import { ListingErrorBoundary, ListingRoutePage, listingMeta } from '../features/catalog/listing-route.tsx';
import type { Route } from './+types/discounts';

export const meta: Route.MetaFunction = ({ data, matches }) => listingMeta(data, matches);

/** Hot Deals: the products with a running discount. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, { discounted: true });
}

export default function Discounts({ loaderData }: Route.ComponentProps) {
  return <ListingRoutePage data={loaderData} />;
}

export const ErrorBoundary = ListingErrorBoundary;
