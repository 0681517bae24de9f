import { loadListing } from '../features/catalog/listing-loader.server.ts';
import { ListingErrorBoundary, ListingRoutePage, listingMeta } from '../features/catalog/listing-route.tsx';
import type { Route } from './+types/products';

export const meta: Route.MetaFunction = ({ data, matches }) => listingMeta(data, matches);

/** All products; `?query=`, `?tag=`, `?couponCode=`, `?sortBy=newest` and the filters narrow it. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadListing(request, context, {});
}

export default function Products({ loaderData }: Route.ComponentProps) {
  return <ListingRoutePage data={loaderData} />;
}

export const ErrorBoundary = ListingErrorBoundary;
