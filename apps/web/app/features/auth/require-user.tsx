import { GUARD_REDIRECT_DELAY_MS } from '@shop/contracts/constants';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePopupStore } from '../../lib/popup-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/**
 * Guard of the account and checkout routes (SPEC §2 "Guarded routes"): while the session loads
 * the `fallback` placeholders show; with no user once loading has ended the shopper goes home
 * and the sign-in popup opens 100 ms after that navigation.
 */
export function RequireUser({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const isLoading = useSessionStore((s) => s.isLoading);
  const navigate = useNavigate();
  const mustLeave = !isLoading && !user;

  useEffect(() => {
    if (!mustLeave) return;
    void Promise.resolve(navigate('/', { replace: true })).then(() => {
      // After the navigation: a route change closes popups, so the popup opens once it is done.
      setTimeout(() => {
        const session = useSessionStore.getState();
        if (!session.user && !session.loggedOut) usePopupStore.getState().open('signin');
      }, GUARD_REDIRECT_DELAY_MS);
    });
  }, [mustLeave, navigate]);

  return user ? children : fallback;
}
