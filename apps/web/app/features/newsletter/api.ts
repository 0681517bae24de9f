import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/** POST /subscribe {email}: the server's message comes back; a bad e-mail is a 422 "Invalid email". */
export function subscribe(api: ApiClient, email: string): Promise<ApiResult<unknown>> {
  return api.post('/subscribe', { email });
}
