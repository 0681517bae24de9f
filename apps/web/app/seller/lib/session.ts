import type { SellerLoginBody, SellerLoginResult, SellerSession } from '@shop/contracts/seller/session';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sellerApi, unwrap } from './seller-api.ts';
import { clearSellerToken, readSellerToken, saveSellerToken } from './seller-token.ts';

/** Query keys of the seller center's own session and header data. */
export const sellerSessionKeys = {
  all: ['seller'] as const,
  session: () => ['seller', 'session'] as const,
  notifications: () => ['seller', 'notifications'] as const,
};

/** Signs in; on success keeps the token and primes the session query. */
export async function signInSeller(body: SellerLoginBody) {
  const result = await sellerApi.post<SellerLoginResult>('/auth/login', body, { topLevel: true });
  if (result.ok) saveSellerToken(result.data.access_token, result.data.expires_at);
  return result;
}

/** Ends the session on the server (best effort) and in this browser. */
export async function signOutSeller(): Promise<void> {
  if (readSellerToken()) await sellerApi.post('/auth/logout');
  clearSellerToken();
}

/**
 * The token is in local storage, so it is known only in the browser: during the server render and
 * the first client render (hydration) the session is "checking", then present or absent.
 */
export function useHasSellerToken(): boolean | null {
  const [has, setHas] = useState<boolean | null>(null);
  useEffect(() => setHas(readSellerToken() !== null), []);
  return has;
}

/** The signed-in seller's account and shop (GET /seller/auth/session). */
export function useSellerSession(enabled = true) {
  return useQuery({
    queryKey: sellerSessionKeys.session(),
    queryFn: ({ signal }) => unwrap(sellerApi.get<SellerSession>('/auth/session', { signal })),
    enabled,
    staleTime: 60_000,
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 401,
  });
}
