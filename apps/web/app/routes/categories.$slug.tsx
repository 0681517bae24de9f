import { loadListing } from '../features/catalog/listing-loader.server.ts';
import { ListingErrorBoundary, ListingRoutePage, listingMeta } from '../features/catalog/listing-route.tsx';
import type { Route } from './+types/categories.$slug';

export const meta: Route.MetaFunction = ({ data, matches }) => listingMeta(data, matches);

/** The products of a category and its descendants; an unknown category is not found. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadListing(request, context, { categorySlug: params.slug });
}

export default function CategoryListing({ loaderData }: Route.ComponentProps) {
  return <ListingRoutePage data={loaderData} />;
}

export const ErrorBoundary = ListingErrorBoundary;
