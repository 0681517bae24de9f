// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../lib/popup-store.ts';
import { initialSession, useSessionStore } from '../../lib/session-store.ts';
import type { SessionUser } from '../../lib/session-wire.ts';
import { renderWithShop } from '../../testing/render-with-shop.tsx';
import { useGoToCheckout } from './use-go-to-checkout.ts';

function CheckoutProbe() {
  const goToCheckout = useGoToCheckout();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => void goToCheckout([1])}>
        Checkout
      </button>
      <p>at {location.pathname}</p>
    </>
  );
}

const user = { id: 7, name: 'Demo Customer' } as SessionUser;

describe("the cart's Checkout before start-up has decided who is here", () => {
  beforeEach(() => {
    useSessionStore.setState({ ...initialSession });
    usePopupStore.setState({ active: null });
  });
  afterEach(cleanup);

  it('waits for the session and takes a signed-in shopper to the checkout, not to the sign-in popup', async () => {
    renderWithShop(<CheckoutProbe />);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText('at /')).toBeTruthy();
    expect(usePopupStore.getState().active).toBeNull();
    act(() => {
      useSessionStore
        .getState()
        .signIn({ user, dashboardInfo: null, carts: [], countries: [], accessToken: 'token' });
    });
    await waitFor(() => expect(screen.getByText('at /checkout')).toBeTruthy());
    expect(usePopupStore.getState().active).toBeNull();
  });

  it('opens the sign-in popup once the session turns out to be a guest', async () => {
    renderWithShop(<CheckoutProbe />);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(usePopupStore.getState().active).toBeNull();
    act(() => useSessionStore.getState().becomeGuest('guest-1'));
    await waitFor(() => expect(usePopupStore.getState().active?.name).toBe('signin'));
    expect(screen.getByText('at /')).toBeTruthy();
  });

  it('decides at once when the session is known', () => {
    useSessionStore.setState({ ...initialSession, isLoading: false, user });
    renderWithShop(<CheckoutProbe />);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    return waitFor(() => expect(screen.getByText('at /checkout')).toBeTruthy());
  });
});
