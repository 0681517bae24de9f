import type { CartResult } from '@shop/contracts/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { cartKeys } from '../../lib/session-api.ts';

/** Sum of the cached cart's quantities (the cart feature keeps `cartKeys.all` up to date). */
export function useCachedCartCount(): number {
  const queryClient = useQueryClient();
  const cart = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<CartResult>(cartKeys.all),
    () => undefined,
  );
  return cart?.carts.reduce((sum, line) => sum + line.qty, 0) ?? 0;
}
