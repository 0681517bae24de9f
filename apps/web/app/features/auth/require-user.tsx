import { GUARD_REDIRECT_DELAY_MS } from '@shop/contracts/constants';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePopupStore } from '../../lib/popup-store.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/**
 * Guard of the account and checkout routes (storefront spec §2 "Guarded routes"): while the session
 * loads the `fallback` placeholders show; with no user once loading has ended the shopper goes home
 * and the sign-in popup opens 100 ms after that navigation.
 */
export function RequireUser({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const user = useSessionStore((s) => s.user);
  const isLoading = useSessionStore((s) => s.isLoading);
  const navigate = useNavigate();
  const mustLeave = !isLoading && !user;

  useEffect(() => {
    if (!mustLeave) return;
    // A route change closes popups, so the popup opens 100 ms after the home page has rendered.
    usePopupStore.getState().runAfterNavigation('/', () =>
      setTimeout(() => {
        const session = useSessionStore.getState();
        if (!session.user && !session.loggedOut) usePopupStore.getState().open('signin');
      }, GUARD_REDIRECT_DELAY_MS),
    );
    void navigate('/', { replace: true });
  }, [mustLeave, navigate]);

  return user ? children : fallback;
}
