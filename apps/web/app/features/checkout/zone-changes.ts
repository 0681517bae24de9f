import type { Address, ZoneChange } from '@shop/contracts/account';
import type { ZoneChangeNotice } from './checkout-data.ts';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The lines a change of delivery zone removes or reduces (issue 19 §3): what the shopper must be
 * told before confirming and after. A line moved to another warehouse of its shop with its
 * quantity is the same line for the shopper and is left out.
 */
export function noticeOf(changes: readonly ZoneChange[]): ZoneChangeNotice[] {
  return changes.flatMap((c) =>
    c.kind === 'moved'
      ? []
      : [
          {
            kind: c.kind,
            productName: c.productName,
            variationName: c.variationName,
            previousQty: c.previousQty,
            qty: c.qty,
          },
        ],
  );
}

/** "T-shirt (Red-M): removed" / "T-shirt (Red-M): quantity 9 → 7", translated. */
export function describeChange(change: ZoneChangeNotice, t: Translate): string {
  const name = change.variationName ? `${change.productName} (${change.variationName})` : change.productName;
  return change.kind === 'removed'
    ? t('zone_change_removed', { name })
    : t('zone_change_clamped', { name, from: change.previousQty, to: change.qty });
}

/**
 * The shipping address chosen for the shopper on entering step 2: their default address when it
 * is in the saved delivery location's very area (storefront spec §4: saving a location clears the
 * shipping address; a default address in the same zone but another area than the header shows is
 * not chosen again behind the shopper's back), else none.
 */
export function defaultShippingAddress<A extends Pick<Address, 'isDefault' | 'area'>>(
  addresses: readonly A[],
  location: { area: { id: number; zone_id: number } } | null,
): A | null {
  if (!location) return null;
  return (
    addresses.find(
      (a) => a.isDefault && a.area.id === location.area.id && a.area.zone_id === location.area.zone_id,
    ) ?? null
  );
}
