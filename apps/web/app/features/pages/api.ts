import type { Page } from '@shop/contracts/content';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** A static content page; `null` when the API has no page of that slug. */
export async function getPage(api: ApiClient, slug: string): Promise<ApiResult<Page | null>> {
  const result = await api.get<Page | null>(`/pages/${encodeURIComponent(slug)}`);
  if (!result.ok && result.status === 404)
    return { ok: true, status: 404, message: result.message, data: null };
  return result;
}
