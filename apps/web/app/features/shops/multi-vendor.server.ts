import { type AppLoadContext, data } from 'react-router';
import { notFound } from '../../lib/loader-errors.ts';
import { getPageConfig } from '../../lib/page-config.ts';
import { serverApiClient } from '../../lib/server-api.server.ts';

/**
 * The marketplace pages exist in multiVendor mode only (storefront spec §1): in singleVendor mode
 * their loaders answer 404 and the route shows the not-found view.
 */
export async function requireMultiVendor(request: Request, context: AppLoadContext): Promise<void> {
  const config = await getPageConfig(serverApiClient(request, context));
  if (!config.ok) throw data(null, { status: 502 });
  if (config.data.generalSettings.appMode !== 'multiVendor') throw notFound();
}

/** A positive page number from the query string (1 when absent or malformed). */
export function pageParamOf(url: URL, name = 'page'): number {
  const page = Number(url.searchParams.get(name));
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1;
}

/** The trimmed `query` parameter, or null. */
export function queryParamOf(url: URL): string | null {
  return url.searchParams.get('query')?.trim().slice(0, 200) || null;
}
