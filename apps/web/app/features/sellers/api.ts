import type { ShopShort } from '@shop/contracts/catalog';
import type { SellerSignupBody, SellerSignupCodeSent } from '@shop/contracts/sellers';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

/**
 * POST /seller/signup, twice: without `code` it sends a code to the phone
 * (`verificationRequired`); with it, it creates the shop awaiting approval. Failures carry the
 * server's message and field errors.
 */
export function sellerSignup(
  api: ApiClient,
  body: SellerSignupBody,
): Promise<ApiResult<ShopShort | SellerSignupCodeSent>> {
  return api.post<ShopShort | SellerSignupCodeSent>('/seller/signup', { ...body });
}
