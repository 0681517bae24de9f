/** The wizard's steps (storefront spec §2 Checkout): 1 details, 2 shipping, 3 payment. */
export const CHECKOUT_STEPS = [1, 2, 3] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** `checkoutStep` of the query: 1 unless it names another step. */
export function stepFromQuery(value: string | null): CheckoutStep {
  const n = Number(value);
  return n === 2 || n === 3 ? n : 1;
}

/**
 * The step that may show: a later step needs the earlier ones done (details for 2, and a
 * shipping address for 3), so an address typed by hand cannot skip a check.
 */
export function reachableStep(
  wanted: CheckoutStep,
  done: { customerDetails: boolean; shippingAddress: boolean },
): CheckoutStep {
  if (wanted >= 2 && !done.customerDetails) return 1;
  if (wanted === 3 && !done.shippingAddress) return 2;
  return wanted;
}
