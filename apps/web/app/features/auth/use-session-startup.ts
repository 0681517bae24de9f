import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { applySignedIn, endSession, startAsGuest } from '../../lib/session-actions.ts';
import { fetchUser } from '../../lib/session-api.ts';
import { readToken, saveToken, useSessionStore } from '../../lib/session-store.ts';
import { signedInFrom } from '../../lib/session-wire.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';

/** Query parameters the social login callback lands with (API spec "Outside the API"). */
export const ACCESS_TOKEN_PARAM = 'accessToken';
export const SOCIAL_LOGIN_PARAM = 'socialLogin';

/** A rejection that means the token is no good (as opposed to the server or network failing). */
function isRejection(status: number): boolean {
  return status >= 400 && status < 500;
}

/**
 * Start-up of the session (storefront spec §4), once per page load in the browser:
 * 1. `?accessToken=` is stored as the login token and removed from the address bar;
 *    `?socialLogin=` (failed) shows "Failed to Login".
 * 2. With a stored token the user is fetched (POST /auth/user). A rejection shows "Session
 *    expired! Please login again.", clears the login, resets cached API data and continues as guest.
 * 3. As guest the guest id's cart is loaded.
 * Afterwards any 401 to a call made with the token ends the session the same way.
 */
export function useSessionStartup(): void {
  const api = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page load; later navigations do not restart the session
  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const params = new URLSearchParams(location.search);
    const tokenFromUrl = params.get(ACCESS_TOKEN_PARAM);
    const socialFailed = params.has(SOCIAL_LOGIN_PARAM);
    if (tokenFromUrl) saveToken(tokenFromUrl);
    if (tokenFromUrl !== null || socialFailed) {
      params.delete(ACCESS_TOKEN_PARAM);
      params.delete(SOCIAL_LOGIN_PARAM);
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
    if (socialFailed) toast.error(t('failed_to_login'));

    async function start() {
      const token = readToken();
      if (token) {
        const result = await fetchUser(api);
        const session = result.ok ? signedInFrom(result.data, token) : null;
        if (session) {
          applySignedIn(queryClient, session);
          return;
        }
        if (!result.ok && !isRejection(result.status)) {
          // The server could not answer: keep the token for the next visit, browse as guest now.
          toast.error(result.message);
          await startAsGuest(api, queryClient);
          return;
        }
        toast.error(t('session_expired_please_login_again'));
        await endSession(api, queryClient);
        return;
      }
      await startAsGuest(api, queryClient);
    }
    // in a task of its own, not in the one that runs every effect of the page's hydration
    setTimeout(() => void start(), 0);
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        const state = useSessionStore.getState();
        // During start-up the user fetch handles its own rejection.
        if (state.isLoading || (!state.user && !readToken())) return;
        void endSession(api, queryClient);
      }),
    [api, queryClient],
  );
}

/** Runs the session start-up; rendered once inside the providers of the root route. */
export function SessionStartup(): null {
  useSessionStartup();
  return null;
}
