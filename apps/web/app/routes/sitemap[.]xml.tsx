import { sitemapResponse } from '../features/seo/sitemap.server.ts';
import type { Route } from './+types/sitemap[.]xml';

/** Resource route: the sitemap index, or one paged sitemap with `?type=&page=`. */
export function loader({ request, context }: Route.LoaderArgs) {
  return sitemapResponse(request, context);
}
