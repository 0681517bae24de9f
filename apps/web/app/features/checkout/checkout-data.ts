import { address } from '@shop/contracts/account';
import type { CartItem } from '@shop/contracts/cart';
import { z } from 'zod';
import { create } from 'zustand';
import { readJson, removeKey, writeJson } from '../../lib/browser-storage.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { subscribeToLocation } from '../../lib/user-location.ts';

/**
 * The checkout data of storefront spec §3, kept in sessionStorage under `STORAGE_KEYS.checkout`:
 * step-1 customer details, shipping and billing address, payment method, per-shop selection,
 * shipping charge and the coupons applied in the cart (one per shop, by code).
 */

export const customerDetails = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  alternatePhone: z.string(),
  note: z.string(),
});
export type CustomerDetails = z.infer<typeof customerDetails>;

export const cartCoupon = z.object({ code: z.string(), shopId: z.number().int() });

export const zoneChangeNotice = z.object({
  kind: z.enum(['removed', 'clamped']),
  productName: z.string(),
  variationName: z.string(),
  previousQty: z.number().int(),
  qty: z.number().int(),
});
export type ZoneChangeNotice = z.infer<typeof zoneChangeNotice>;
export type CartCoupon = z.infer<typeof cartCoupon>;

const checkoutData = z.object({
  customerDetails: customerDetails.nullable().catch(null),
  shippingAddress: address.nullable().catch(null),
  billingAddress: address.nullable().catch(null),
  paymentMethod: z.string().nullable().catch(null),
  /** shop id → false when the shopper unticked it; anything else is selected */
  selectedShops: z.record(z.string(), z.boolean()).catch({}),
  /** the cart the selection was made on (`cartKey`); another cart means every shop is selected */
  selectionCartKey: z.string().catch(''),
  shippingCharge: z.number().min(0).catch(0),
  coupons: z.array(cartCoupon).catch([]),
  /**
   * The cart lines the last change of delivery zone at checkout removed or reduced, shown as a
   * notice on the checkout until dismissed or the order is placed (issue 19 §3).
   */
  zoneChanges: z.array(zoneChangeNotice).catch([]),
});
export type CheckoutData = z.infer<typeof checkoutData>;

export const EMPTY_CHECKOUT: CheckoutData = {
  customerDetails: null,
  shippingAddress: null,
  billingAddress: null,
  paymentMethod: null,
  selectedShops: {},
  selectionCartKey: '',
  shippingCharge: 0,
  coupons: [],
  zoneChanges: [],
};

function readStored(): CheckoutData {
  const parsed = checkoutData.safeParse(readJson('session', STORAGE_KEYS.checkout) ?? {});
  return parsed.success ? parsed.data : EMPTY_CHECKOUT;
}

interface CheckoutStore extends CheckoutData {
  update: (patch: Partial<CheckoutData>) => void;
  reset: () => void;
}

/** One store for the whole tab; every change is written through to sessionStorage. */
export const useCheckoutStore = create<CheckoutStore>((set) => ({
  ...(typeof window === 'undefined' ? EMPTY_CHECKOUT : readStored()),
  update: (patch) => set(patch),
  reset: () => set(EMPTY_CHECKOUT),
}));

function dataOf(state: CheckoutStore): CheckoutData {
  const { update: _update, reset: _reset, ...data } = state;
  return data;
}

if (typeof window !== 'undefined') {
  useCheckoutStore.subscribe((state) => writeJson('session', STORAGE_KEYS.checkout, dataOf(state)));
  // A new delivery location forgets the shipping address (lib/user-location's saveLocation does the same in storage).
  subscribeToLocation(() => {
    const stored = readJson('session', STORAGE_KEYS.checkout);
    const kept = stored && typeof stored === 'object' && 'shippingAddress' in stored;
    if (!kept && useCheckoutStore.getState().shippingAddress) {
      useCheckoutStore.setState({ shippingAddress: null, shippingCharge: 0 });
    }
  });
  // Logout clears session storage: the in-memory copy follows.
  useSessionStore.subscribe((state, previous) => {
    if (previous.user && !state.user) {
      useCheckoutStore.setState(EMPTY_CHECKOUT);
      removeKey('session', STORAGE_KEYS.checkout);
    }
  });
}

/** Identifies a cart's contents: its lines and quantities. A change resets the shop selection. */
export function cartKey(items: readonly CartItem[]): string {
  return items
    .map((item) => `${item.id}:${item.qty}`)
    .sort()
    .join(',');
}

/**
 * Whether a shop is selected (storefront spec §3): selected unless set false on this very cart; any
 * change of the cart selects every shop again.
 */
export function isShopSelected(
  data: Pick<CheckoutData, 'selectedShops' | 'selectionCartKey'>,
  items: readonly CartItem[],
  shopId: number,
): boolean {
  if (data.selectionCartKey !== cartKey(items)) return true;
  return data.selectedShops[String(shopId)] !== false;
}

/** The shop ids of the cart in the order they first appear. */
export function shopIdsOf(items: readonly CartItem[]): number[] {
  return [...new Set(items.map((item) => item.shop.id))];
}

/** The shops of the cart that are selected. */
export function selectedShopIds(
  data: Pick<CheckoutData, 'selectedShops' | 'selectionCartKey'>,
  items: readonly CartItem[],
): number[] {
  return shopIdsOf(items).filter((shopId) => isShopSelected(data, items, shopId));
}

/** Ticks or unticks a shop; the selection is remembered for this cart. */
export function setShopSelected(items: readonly CartItem[], shopId: number, selected: boolean): void {
  const state = useCheckoutStore.getState();
  const key = cartKey(items);
  const current = state.selectionCartKey === key ? state.selectedShops : {};
  state.update({ selectedShops: { ...current, [String(shopId)]: selected }, selectionCartKey: key });
}
