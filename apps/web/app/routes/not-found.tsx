import { notFound } from '../lib/loader-errors.ts';
import { NotFoundView } from '../ui/not-found-view.tsx';
import type { Route } from './+types/not-found';

// The title comes from <NotFoundView/> (translated); the meta here only keeps the page out of search engines.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** Any address no route claims: the not-found view with HTTP status 404. */
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
