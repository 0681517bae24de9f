import { type Page, page } from '@shop/contracts/content';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** A static content page; `null` when the API has no page of that slug. */
export async function getPage(api: ApiClient, slug: string): Promise<ApiResult<Page | null>> {
  const result = await api.get(`/pages/${encodeURIComponent(slug)}`, page.nullable());
  if (!result.ok && result.status === 404)
    return { ok: true, status: 404, message: result.message, data: null };
  return result;
}
