import { loadListing } from '../features/catalog/listing-loader.server.ts';
import { ListingErrorBoundary, ListingRoutePage, listingMeta } from '../features/catalog/listing-route.tsx';
import type { Route } from './+types/brands.$slug';

export const meta: Route.MetaFunction = ({ data, matches }) => listingMeta(data, matches);

/** The products of one brand; an unknown brand is not found. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListing(request, context, { brandSlug: params.slug });
}

export default function BrandListing({ loaderData }: Route.ComponentProps) {
  return <ListingRoutePage data={loaderData} />;
}

export const ErrorBoundary = ListingErrorBoundary;
