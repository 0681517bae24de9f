import { robotsResponse } from '../features/seo/sitemap.server.ts';
import type { Route } from './+types/robots[.]txt';

/** Resource route: robots.txt with the sitemap address. */
export function loader({ request, context }: Route.LoaderArgs) {
  return robotsResponse(request, context);
}
