import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useApi } from '../../lib/shop-context.tsx';
import { savedLocationSnapshot, savedZoneId, subscribeToLocation } from '../../lib/user-location.ts';
import { getProductDetails, type ProductDetails } from './api.ts';

/** The saved delivery zone; null on the server and before a location is chosen. */
export function useSavedZoneId(): number | null {
  const raw = useSyncExternalStore(subscribeToLocation, savedLocationSnapshot, () => null);
  return raw ? savedZoneId() : null;
}

/**
 * The server renders a product without a zone (it cannot see the shopper's saved location), so
 * stock and prices are those of all warehouses. In the browser, once a location is known, the
 * product is read again for that zone and its prices and stock replace the rendered ones; the
 * sanitised description from the server stays.
 */
export function useZonedProduct(rendered: ProductDetails): ProductDetails {
  const api = useApi();
  const zoneId = useSavedZoneId();
  const query = useQuery({
    queryKey: ['product-details', rendered.slug, zoneId],
    queryFn: async ({ signal }) => {
      const result = await getProductDetails(api, rendered.slug, signal);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled: zoneId !== null,
    staleTime: 30_000,
  });
  const zoned = zoneId === null ? undefined : query.data;
  // the same object from render to render, so what the page keeps (memo) stays kept
  return useMemo(
    () => (zoned ? { ...zoned, description: rendered.description } : rendered),
    [zoned, rendered],
  );
}
