import { data } from 'react-router';
import { NotFoundView } from '../ui/not-found-view.tsx';
import type { Route } from './+types/not-found';

// The title comes from <NotFoundView/> (translated); the meta here only keeps the page out of search engines.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** Any address no route claims: the not-found view with HTTP status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
