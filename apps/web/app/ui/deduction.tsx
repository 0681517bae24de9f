/**
 * An amount taken off, "−$5.00". The minus sign takes the direction of the text around it: on a
 * right-to-left page it would be drawn after the price ("$5.00−"); isolated left to right, it stays
 * in front of the amount in every language.
 */
export function Deduction({ amount }: { amount: string }) {
  return <bdi dir="ltr">−{amount}</bdi>;
}
