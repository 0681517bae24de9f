import { type MetaDescriptor, useRouteError } from 'react-router';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { RouteError } from '../../ui/route-error.tsx';
import { listingHeading } from './listing-heading.ts';
import type { loadListing } from './listing-loader.server.ts';
import { ListingView } from './listing-view.tsx';

type ListingData = Awaited<ReturnType<typeof loadListing>>;

/** The page of a listing route: the view with its translated title and breadcrumb. */
export function ListingRoutePage({ data }: { data: ListingData }) {
  const { t } = useTranslation();
  const heading = listingHeading(t, data.listing, data.filters, data.scope);
  return (
    <ListingView
      listing={data.listing}
      filters={data.filters}
      scope={data.scope}
      title={heading.title}
      breadcrumb={heading.breadcrumb}
    />
  );
}

/** Title, description and canonical address of a listing page. */
export function listingMeta(
  data: ListingData | undefined,
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): MetaDescriptor[] {
  if (!data) return [{ name: 'robots', content: 'noindex' }];
  const root = matches.find((m) => m?.id === 'root')?.data as
    | { config?: { generalSettings?: { appName?: string; rootUrl?: string } } }
    | undefined;
  const appName = root?.config?.generalSettings?.appName ?? '';
  const rootUrl = (root?.config?.generalSettings?.rootUrl ?? '').replace(/\/+$/, '');
  const title = appName ? `${data.title} | ${appName}` : data.title;
  const names = data.listing.products.data
    .slice(0, 5)
    .map((product) => product.name)
    .join(', ');
  const description = names ? `${data.title}: ${names}` : data.title;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${rootUrl}${data.canonicalPath}` },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: `${rootUrl}${data.canonicalPath}` },
  ];
}

/** A listing that does not exist (unknown category or brand) is the not-found view. */
export function ListingErrorBoundary() {
  return <RouteError error={useRouteError()} />;
}
