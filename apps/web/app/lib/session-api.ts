import type { AuthResponse } from '@shop/contracts/auth';
import type { CartResult } from '@shop/contracts/cart';
import type { ApiClient, ApiResult } from './api-client.ts';

/** The calls the session itself makes (start-up, logout), read as the API spec (docs/spec/api.md) says. */

/** POST /auth/user: the signed-in user for the stored token (only called when one exists). */
export function fetchUser(api: ApiClient): Promise<ApiResult<AuthResponse>> {
  return api.post<AuthResponse>('/auth/user', {}, { withGuest: true, topLevel: true });
}

/** GET /auth/logout: revokes the token on the server. */
export function logout(api: ApiClient): Promise<ApiResult<unknown>> {
  return api.get('/auth/logout');
}

/**
 * The cart's entry in the TanStack Query cache (`CartResult`). Its key lives here, with the session,
 * rather than in features/cart: the session fills and replaces the entry (start-up, sign-in,
 * logout), and lib/ is below the features (docs/architecture.md "Layers and modules").
 */
export const cartKeys = { all: ['cart'] as const };

/** GET /carts for the guest id (start-up and after logout). */
export function getGuestCart(api: ApiClient): Promise<ApiResult<CartResult>> {
  return api.get<CartResult>('/carts', { withGuest: true });
}
