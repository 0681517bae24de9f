import type { Address } from '@shop/contracts/account';
import type { PopupName } from '@shop/contracts/constants';
import { create } from 'zustand';

/** Props each popup accepts; a popup not listed takes none. */
export interface PopupProps {
  /** the phone waiting for its code (the stored registered phone when absent) */
  'user-verification': { phone?: string };
  /** the saved address to edit; a new one when absent */
  address: { address?: Address };
  /** asks before something that cannot be undone; `onConfirm` runs on "Confirm" */
  confirmation: ConfirmationProps;
  'user-location': { redirectUrl?: string };
  categories: Record<string, never>;
  /** the quick view of a product, by slug */
  'product-preview': { slug: string };
  /** a coupon's conditions, products and dates, by code */
  'coupon-details': { code: string };
  /** review of a delivered order line and the seller impression */
  'product-review': { orderId: number; productId: number; productName: string; shopId?: number };
}

export interface ConfirmationProps {
  /** the question; "Are you sure?" when absent */
  title?: string;
  message?: string;
  /** a list the shopper should read before confirming (e.g. the cart lines a zone change removes) */
  details?: { heading: string; items: string[] };
  confirmLabel?: string;
  /** red confirm button for deleting */
  destructive?: boolean;
  /** runs on confirm; the popup closes when it settles */
  onConfirm: () => unknown;
}

export type PopupPropsOf<N extends PopupName> = N extends keyof PopupProps
  ? PopupProps[N]
  : Record<string, never>;

export type ActivePopup = { [N in PopupName]: { name: N; props: PopupPropsOf<N> } }[PopupName];

interface PopupState {
  active: ActivePopup | null;
  /** the history entry (`history.state.key`) the active popup was opened in; null when unknown */
  openedIn: string | null;
  open: <N extends PopupName>(name: N, props?: PopupPropsOf<N>) => void;
  close: () => void;
  /**
   * A route change closes the popup, unless it was opened in the entry navigated to: the address
   * changes before the new page has rendered, and a popup opened in between (a tap on the header's
   * Login while a slow phone renders the page) belongs to the new page.
   */
  closeForNavigation: (entryKey: string) => void;
  /**
   * Work to run once the navigation to `path` has rendered (the shell takes it after closing the
   * popups a route change closes): a popup opened before that render would be closed by it.
   */
  afterNavigation: { path: string; work: () => void } | null;
  runAfterNavigation: (path: string, work: () => void) => void;
  takeAfterNavigation: (path: string) => (() => void) | null;
}

/** The key React Router gives the current history entry (its `location.key`), when there is one. */
function currentEntryKey(): string | null {
  if (typeof window === 'undefined') return null;
  const key: unknown = window.history.state?.key;
  return typeof key === 'string' ? key : null;
}

/** One popup at a time (storefront spec §2 Popups): opening another replaces it, closing resets it. */
export const usePopupStore = create<PopupState>((set, get) => ({
  active: null,
  openedIn: null,
  open: (name, props) =>
    set({ active: { name, props: props ?? {} } as ActivePopup, openedIn: currentEntryKey() }),
  close: () => set({ active: null, openedIn: null }),
  closeForNavigation: (entryKey) => {
    const { active, openedIn } = get();
    if (active && openedIn !== entryKey) set({ active: null, openedIn: null });
  },
  afterNavigation: null,
  runAfterNavigation: (path, work) => set({ afterNavigation: { path, work } }),
  takeAfterNavigation: (path) => {
    const pending = get().afterNavigation;
    if (pending?.path !== path) return null;
    set({ afterNavigation: null });
    return pending.work;
  },
}));

export function useActivePopup(): ActivePopup | null {
  return usePopupStore((state) => state.active);
}

/*
 * The store's actions never change, so a component that only opens or closes popups reads them
 * without subscribing to the store. A subscription is a passive effect at hydration: a listing's
 * product cards took three each (quick add, add to cart, wishlist), ~150 on a page of 50.
 */

export function useOpenPopup(): PopupState['open'] {
  return usePopupStore.getState().open;
}

export function useClosePopup(): PopupState['close'] {
  return usePopupStore.getState().close;
}
