import type { CartResult } from '@shop/contracts/cart';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useOpenPopup } from '../../lib/popup-store.ts';
import { cartKeys } from '../../lib/session-api.ts';
import { useApi } from '../../lib/shop-context.tsx';
import { toast } from '../../lib/toast.ts';
import { savedZoneId } from '../../lib/user-location.ts';
import { type AddToCartInput, addToCart, getCart } from './api.ts';

/**
 * The shopper's cart (GET /carts with the guest id), cached under `cartKeys.all`. Only runs in
 * the browser: the cart belongs to the shopper's cookie and zone, not to the cached page.
 */
export function useCart() {
  const api = useApi();
  return useQuery({
    queryKey: cartKeys.all,
    queryFn: async ({ signal }): Promise<CartResult> => {
      const result = await getCart(api, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    staleTime: 30_000,
  });
}

/** Sum of the cart's line quantities (the header badge, storefront spec §4); 0 until the cart is loaded. */
export function useCartCount(): number {
  const { data } = useCart();
  return data?.carts.reduce((sum, line) => sum + line.qty, 0) ?? 0;
}

/**
 * Adds a variation to the cart (storefront spec §4/§5): without a saved location that has a zone
 * the 'user-location' popup opens instead. On success the cart cache takes the server's answer and
 * "Product added to cart" shows; a refusal (out of stock, maximum reached …) shows the server's
 * message. `add` resolves to whether the line was added. Plain state rather than a query mutation:
 * every product card has this hook, and a mutation observer each made hydrating a grid slower.
 */
export function useAddToCart() {
  const api = useApi();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const openPopup = useOpenPopup();
  const [isPending, setPending] = useState(false);

  async function add(input: AddToCartInput): Promise<boolean> {
    if (savedZoneId() === null) {
      openPopup('user-location', {});
      return false;
    }
    setPending(true);
    try {
      const result = await addToCart(api, input);
      if (result.ok) {
        queryClient.setQueryData(cartKeys.all, result.data);
        toast.success(t('product_added_to_cart'));
      } else {
        toast.error(result.message);
      }
      return result.ok;
    } catch {
      toast.error(t('something_went_wrong'));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { add, isPending };
}
