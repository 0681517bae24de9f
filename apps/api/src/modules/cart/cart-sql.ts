/**
 * The most a cart line may hold (rule 3, rules §2): the stock of its variation in its warehouse,
 * and the product's per-order maximum when it has one. The one home of this cap: every statement
 * that reads or guards a line's quantity computes it with this fragment (the add's guarded
 * insert-or-add, the +1, the guest cart's merge), and the service only reads the cap they give.
 * `stock` and `maxPurchaseQty` are SQL expressions (the stock already `coalesce`d to 0).
 */
export function lineCapText(stock: string, maxPurchaseQty: string): string {
  return `least(${stock}, coalesce(${maxPurchaseQty}, ${stock}))`;
}
