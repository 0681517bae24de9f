import type { Country } from '@shop/contracts/page-config';
import { create } from 'zustand';
import { readString, removeKey, writeString } from './browser-storage.ts';
import type { DashboardInfo, SessionUser, SignedIn } from './session-wire.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The shopper's session (storefront spec §3 "Session"): loading until start-up has decided who is
 * here, then either a signed-in user (with dashboard numbers and countries) or a guest with a guest
 * id. The cart lives in the TanStack Query cache (`cartKeys` in session-api.ts), not here.
 */
export interface SessionState {
  isLoading: boolean;
  user: SessionUser | null;
  dashboardInfo: DashboardInfo | null;
  guestUserId: string | null;
  countries: Country[];
  accessToken: string | null;
  /** The shopper logged out on purpose: guarded pages send them home without the sign-in popup. */
  loggedOut: boolean;
}

interface SessionActions {
  setLoading: (isLoading: boolean) => void;
  /** A successful login, signup verification or user fetch. */
  signIn: (session: SignedIn) => void;
  /** Updates what a later user fetch returned (profile saved, dashboard refreshed). */
  update: (patch: Partial<Pick<SessionState, 'user' | 'dashboardInfo' | 'countries'>>) => void;
  /** Nobody is signed in: a guest with this id (from the cookie), loading finished. */
  becomeGuest: (guestUserId: string | null, loggedOut?: boolean) => void;
}

export const initialSession: SessionState = {
  isLoading: true,
  user: null,
  dashboardInfo: null,
  guestUserId: null,
  countries: [],
  accessToken: null,
  loggedOut: false,
};

export const useSessionStore = create<SessionState & SessionActions>((set) => ({
  ...initialSession,
  setLoading: (isLoading) => set({ isLoading }),
  signIn: (session) => {
    saveToken(session.accessToken);
    set({
      isLoading: false,
      user: session.user,
      dashboardInfo: session.dashboardInfo,
      countries: session.countries,
      accessToken: session.accessToken,
      guestUserId: null,
      loggedOut: false,
    });
  },
  update: (patch) => set(patch),
  becomeGuest: (guestUserId, loggedOut = false) =>
    set({ ...initialSession, isLoading: false, guestUserId, loggedOut }),
}));

/** The stored bearer token (localStorage), or null. */
export function readToken(): string | null {
  return readString('local', STORAGE_KEYS.accessToken) || null;
}

export function saveToken(token: string): void {
  writeString('local', STORAGE_KEYS.accessToken, token);
}

export function clearToken(): void {
  removeKey('local', STORAGE_KEYS.accessToken);
}

/** The phone a signup or login is waiting to verify (kept so a reload can still verify it). */
export function saveRegisteredPhone(phone: string): void {
  writeString('local', STORAGE_KEYS.registeredContact, phone);
}

export function readRegisteredPhone(): string | null {
  return readString('local', STORAGE_KEYS.registeredContact) || null;
}

export function clearRegisteredPhone(): void {
  removeKey('local', STORAGE_KEYS.registeredContact);
}

/**
 * The session once start-up has decided who is here (at once when it has). An action tapped
 * before that (Checkout, a coupon) waits for it instead of taking a signed-in shopper for a guest.
 */
export function sessionWhenKnown(): Promise<SessionState> {
  const now = useSessionStore.getState();
  if (!now.isLoading) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = useSessionStore.subscribe((state) => {
      if (state.isLoading) return;
      stop();
      resolve(state);
    });
  });
}
