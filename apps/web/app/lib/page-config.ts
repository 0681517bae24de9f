import type { PageConfig } from '@shop/contracts/page-config';
import type { ApiClient, ApiResult } from './api-client.ts';

export function getPageConfig(api: ApiClient): Promise<ApiResult<PageConfig>> {
  return api.get<PageConfig>('/page-config');
}
