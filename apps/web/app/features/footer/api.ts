import type { Footer } from '@shop/contracts/content';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

export function getFooter(api: ApiClient): Promise<ApiResult<Footer>> {
  return api.get<Footer>('/homepage/footer');
}
