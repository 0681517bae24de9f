import { z } from 'zod';
import type { ApiClient, ApiResult } from '../../lib/api-client.ts';

export interface SellerSignupBody {
  name: string;
  email: string;
  phone: string;
  shopName: string;
  password: string;
  confirmPassword: string;
}

/**
 * POST /seller/signup: creates the seller and a shop awaiting approval. Only success matters to
 * the page (it moves on to the success page); failures carry the server's message and field errors.
 */
export function sellerSignup(api: ApiClient, body: SellerSignupBody): Promise<ApiResult<unknown>> {
  return api.post('/seller/signup', { ...body }, z.unknown());
}
