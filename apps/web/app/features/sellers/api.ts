import type { SellerSignupBody } from '@shop/contracts/sellers';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/**
 * POST /seller/signup: creates the seller and a shop awaiting approval. Only success matters to
 * the page (it moves on to the success page); failures carry the server's message and field errors.
 */
export function sellerSignup(api: ApiClient, body: SellerSignupBody): Promise<ApiResult<unknown>> {
  return api.post('/seller/signup', { ...body });
}
