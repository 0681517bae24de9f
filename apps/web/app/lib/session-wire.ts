import type { AuthResponse, AuthUser, DashboardInfo } from '@shop/contracts/auth';
import type { CartItem } from '@shop/contracts/cart';
import type { Country } from '@shop/contracts/page-config';

/** The session's view of the auth answers (`@shop/contracts/auth`, read at the top level). */
export type SessionUser = AuthUser;
export type { AuthResponse, DashboardInfo };

/** A signed-in answer: everything the session keeps. */
export interface SignedIn {
  user: SessionUser;
  dashboardInfo: DashboardInfo | null;
  carts: CartItem[];
  countries: Country[];
  accessToken: string;
}

/**
 * Reads an auth answer as a signed-in session, or null when it is not one. POST /auth/user
 * answers `access_token: ''`: the token already stored (`currentToken`) is kept then.
 */
export function signedInFrom(response: AuthResponse, currentToken: string | null): SignedIn | null {
  if (response.authStatus !== 'auth_success' || !response.user) return null;
  const accessToken = response.access_token || currentToken;
  if (!accessToken) return null;
  return {
    user: response.user,
    dashboardInfo: response.dashboardInfo ?? null,
    carts: response.carts ?? [],
    countries: response.countries ?? [],
    accessToken,
  };
}
