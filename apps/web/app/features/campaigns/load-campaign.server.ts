import type { AppLoadContext } from 'react-router';
import { apiFailure, notFound } from '../../lib/loader-errors.ts';
import { serverApiClient } from '../../lib/server-api.server.ts';
import { getCampaignDetails } from './api.ts';

/** Loader of both campaign pages: the campaign and the page of its products the URL asks for. */
export async function loadCampaignPage(request: Request, context: AppLoadContext, slug: string) {
  const url = new URL(request.url);
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page'))) || 1);
  const query = url.searchParams.get('query')?.trim() ?? '';
  const result = await getCampaignDetails(serverApiClient(request, context), slug, {
    page,
    query: query || undefined,
  });
  if (!result.ok) throw apiFailure(result.status);
  if (!result.data) throw notFound();
  return { details: result.data, query };
}
