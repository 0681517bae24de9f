import { createConsoleApi, tokenStore } from '../../console/lib/console-api.ts';

/**
 * The operator console's client: `/api/v1/admin/...` with the operator token (scope `admin`,
 * decision 80), kept in this browser under `admin.session` apart from the shopper's and the
 * seller's tokens (console/lib/console-api.ts).
 */
export const adminTokenStore = tokenStore('admin.session');
export const adminApi = createConsoleApi('/api/v1/admin', adminTokenStore);
export { ConsoleApiError as AdminApiError, unwrap, withQuery } from '../../console/lib/console-api.ts';
