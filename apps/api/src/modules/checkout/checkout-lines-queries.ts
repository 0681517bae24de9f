import { lineTotals } from '@shop/contracts/pricing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { carts, products, productVariations } from '../../db/schema/index.ts';
import { inWarehouseSet, loadPricedVariations } from '../catalog/index.ts';
import type { CheckoutLine, LineSelector } from './checkout-lines.ts';

/**
 * The user's cart lines in the warehouses of the zone, oldest first, each priced now with the
 * pricing functions of `contracts` (the same the cart shows). Two queries plus the pricing's three.
 */
export async function loadCheckoutLines(db: Executor, selector: LineSelector): Promise<CheckoutLine[]> {
  if (selector.cartIds && selector.cartIds.length === 0) return [];
  const rows = await db
    .select({
      cartId: carts.id,
      productVariationId: carts.productVariationId,
      warehouseId: carts.warehouseId,
      qty: carts.qty,
      productId: products.id,
      productName: products.name,
      shopId: products.shopId,
      sku: productVariations.sku,
      cashOnDelivery: products.cashOnDelivery,
      // on sale: a published product of a listed shop (the storefront's rule; a suspended shop's
      // products stop being sold at once, whatever carts hold them)
      onSale: sql<boolean>`(${products.isPublished} and exists (select 1 from shops vs
        where vs.id = ${products.shopId} and vs.is_approved and vs.is_published))`.mapWith(Boolean),
    })
    .from(carts)
    .innerJoin(productVariations, eq(productVariations.id, carts.productVariationId))
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(
      and(
        eq(carts.userId, selector.userId),
        inWarehouseSet(carts.warehouseId, selector.warehouseIds),
        selector.cartIds ? inArray(carts.id, [...selector.cartIds]) : undefined,
        selector.shopId !== undefined ? eq(products.shopId, selector.shopId) : undefined,
      ),
    )
    .orderBy(asc(carts.id));
  if (rows.length === 0) return [];
  const priced = await loadPricedVariations(
    db,
    { variationIds: [...new Set(rows.map((r) => r.productVariationId))] },
    { now: selector.now },
  );
  const pricesOf = new Map(priced.map((p) => [p.id, p.prices]));
  return rows.flatMap((row) => {
    const prices = pricesOf.get(row.productVariationId);
    if (!prices) return [];
    return [{ ...row, prices, totals: lineTotals(prices, row.qty) }];
  });
}
