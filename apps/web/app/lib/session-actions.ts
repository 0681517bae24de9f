import type { CartResult } from '@shop/contracts/cart';
import { GUEST_COOKIE } from '@shop/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from './api-client.ts';
import { readString, removeKey, writeString } from './browser-storage.ts';
import { readBrowserCookie } from './cookies.ts';
import { nextTask } from './next-task.ts';
import { cartKeys, fetchUser, getGuestCart, logout } from './session-api.ts';
import {
  clearRegisteredPhone,
  clearToken,
  readToken,
  saveRegisteredPhone,
  useSessionStore,
} from './session-store.ts';
import { type AuthResponse, type SignedIn, signedInFrom } from './session-wire.ts';
import { STORAGE_KEYS } from './storage-keys.ts';
import { clearSavedLocation } from './user-location.ts';

/**
 * Session transitions (storefront spec §4) as plain functions over the store and the query cache,
 * so the popups, the start-up and the 401 hook all change the session the same way.
 */

export type AuthOutcome =
  | { kind: 'signed-in'; session: SignedIn }
  | { kind: 'verify'; phone: string; message: string }
  | { kind: 'failed'; message: string };

/** Reads an auth answer: signed in, waiting for the phone code, or not usable. */
export function authOutcome(response: AuthResponse, phone: string, fallbackMessage: string): AuthOutcome {
  if (response.authStatus === 'verify') {
    return { kind: 'verify', phone: response.phone || phone, message: response.message };
  }
  const session = signedInFrom(response, null);
  return session
    ? { kind: 'signed-in', session }
    : { kind: 'failed', message: response.message || fallbackMessage };
}

/**
 * Stores a signed-in session: user, dashboard numbers and countries, the token, no guest id; the
 * answer's cart replaces the cached one, and everything else cached is refreshed for the user.
 */
export function applySignedIn(queryClient: QueryClient, session: SignedIn): void {
  useSessionStore.getState().signIn(session);
  clearRegisteredPhone();
  queryClient.setQueryData(cartKeys.all, { carts: session.carts, guestUserId: null });
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== cartKeys.all[0],
  });
}

/** Remembers the phone that must be verified (the verification popup and a reload read it). */
export function awaitVerification(phone: string): void {
  saveRegisteredPhone(phone);
}

/** Loads the guest's cart into the cache (deduplicated with any cart query already running). */
export async function loadGuestCart(api: ApiClient, queryClient: QueryClient): Promise<void> {
  await queryClient
    .prefetchQuery({
      queryKey: cartKeys.all,
      queryFn: async () => {
        const result = await getGuestCart(api);
        if (!result.ok) throw new Error(result.message);
        return result.data;
      },
      staleTime: 30_000,
    })
    .catch(() => undefined);
}

/** Continues as the guest of the cookie: loading ends and the guest cart is loaded. */
export async function startAsGuest(
  api: ApiClient,
  queryClient: QueryClient,
  loggedOut = false,
): Promise<void> {
  useSessionStore.getState().becomeGuest(readBrowserCookie(GUEST_COOKIE) ?? null, loggedOut);
  // the header's re-render for the new state, then the cart's request, each in a task of its own:
  // starting a request during the page's load took up to 30 ms on a slow machine
  await nextTask();
  await loadGuestCart(api, queryClient);
  // On a first visit the API issues the guest id with the cart (and sets its cookie).
  const issued = queryClient.getQueryData<CartResult>(cartKeys.all)?.guestUserId;
  if (!useSessionStore.getState().guestUserId && issued) {
    useSessionStore.setState({ guestUserId: String(issued) });
  }
}

/**
 * Ends a session the server no longer accepts (expired at start-up, or a 401 on any call):
 * the token and the checkout data go, cached API data is reset, and the shopper continues as
 * the guest of the cookie.
 */
export async function endSession(api: ApiClient, queryClient: QueryClient): Promise<void> {
  clearToken();
  removeKey('session', STORAGE_KEYS.checkout);
  useSessionStore.getState().becomeGuest(readBrowserCookie(GUEST_COOKIE) ?? null);
  await queryClient.resetQueries();
  await startAsGuest(api, queryClient);
}

/**
 * Logout (storefront spec §4): the server revokes the token, then local and session storage are
 * cleared (the language choice is kept: it is a device setting the page is rendered in), state is
 * reset and the guest id comes back from its cookie.
 */
export async function signOut(api: ApiClient, queryClient: QueryClient): Promise<void> {
  // The revoke request takes the token now; everything after it runs signed out, so no other call
  // can meet the revoked token (and its 401) in between.
  const revoked = readToken() ? logout(api) : Promise.resolve();
  const language = readString('local', STORAGE_KEYS.language);
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: nothing was kept there.
  }
  if (language) writeString('local', STORAGE_KEYS.language, language);
  // Tells the location selector (same-tab clears fire no storage event).
  clearSavedLocation();
  useSessionStore.getState().becomeGuest(readBrowserCookie(GUEST_COOKIE) ?? null, true);
  await revoked;
  await queryClient.resetQueries();
  await startAsGuest(api, queryClient, true);
}

/**
 * Reads the signed-in user again (POST /auth/user) after a profile change or to refresh the
 * dashboard numbers; the answer's cart replaces the cached one. A 401 ends the session through
 * the client's 401 hook.
 */
export async function refreshSession(api: ApiClient, queryClient: QueryClient): Promise<boolean> {
  const token = readToken();
  if (!token) return false;
  const result = await fetchUser(api);
  const session = result.ok ? signedInFrom(result.data, token) : null;
  if (!session) return false;
  useSessionStore.getState().update({
    user: session.user,
    dashboardInfo: session.dashboardInfo,
    countries: session.countries,
  });
  queryClient.setQueryData(cartKeys.all, { carts: session.carts, guestUserId: null });
  return true;
}
