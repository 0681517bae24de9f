import { type PageConfig, pageConfig } from '@shop/contracts/page-config';
import type { ApiClient, ApiResult } from './api-client.ts';

export function getPageConfig(api: ApiClient): Promise<ApiResult<PageConfig>> {
  return api.get('/page-config', pageConfig);
}
