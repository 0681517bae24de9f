import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { execute } from '../../db/query.ts';
import {
  carts,
  products,
  productTranslations,
  productVariationStocks,
  productVariations,
  warehouses,
  warehouseZones,
  zones,
} from '../../db/schema/index.ts';
import type { LanguageCode } from '../../platform/language.ts';

/** The statements of moving a cart to another zone (zone-update.ts decides what moves). */

export interface ZoneCartLine {
  id: number;
  productVariationId: number;
  warehouseId: number;
  qty: number;
  shopId: number;
  productName: string;
}

export async function zoneExists(db: Executor, zoneId: number): Promise<boolean> {
  const [zone] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId)).limit(1);
  return zone !== undefined;
}

/** The user's cart lines with their shop and product name in `lang`, locked in id order. */
export function lockUserCartLines(
  tx: Transaction,
  userId: number,
  lang: LanguageCode,
): Promise<ZoneCartLine[]> {
  return tx
    .select({
      id: carts.id,
      productVariationId: carts.productVariationId,
      warehouseId: carts.warehouseId,
      qty: carts.qty,
      shopId: products.shopId,
      productName: sql<string>`coalesce(nullif(${productTranslations.name}, ''), ${products.name})`,
    })
    .from(carts)
    .innerJoin(productVariations, eq(productVariations.id, carts.productVariationId))
    .innerJoin(products, eq(products.id, productVariations.productId))
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.langCode, lang)),
    )
    .where(eq(carts.userId, userId))
    .orderBy(carts.id)
    .for('update', { of: carts });
}

/** The one active warehouse per shop that serves the zone (unique per shop and zone). */
export function servingWarehouses(tx: Transaction, zoneId: number) {
  return tx
    .select({ shopId: warehouseZones.shopId, warehouseId: warehouseZones.warehouseId })
    .from(warehouseZones)
    .innerJoin(warehouses, eq(warehouses.id, warehouseZones.warehouseId))
    .where(and(eq(warehouseZones.zoneId, zoneId), eq(warehouses.isActive, true)));
}

/** The stock rows of these variations in these warehouses, locked in id order. */
export async function lockVariationStock(
  tx: Transaction,
  variationIds: readonly number[],
  warehouseIds: readonly number[],
): Promise<{ productVariationId: number; warehouseId: number; stockQty: number }[]> {
  if (warehouseIds.length === 0) return [];
  return tx
    .select({
      productVariationId: productVariationStocks.productVariationId,
      warehouseId: productVariationStocks.warehouseId,
      stockQty: productVariationStocks.stockQty,
    })
    .from(productVariationStocks)
    .where(
      and(
        inArray(productVariationStocks.productVariationId, [...variationIds]),
        inArray(productVariationStocks.warehouseId, [...warehouseIds]),
      ),
    )
    .orderBy(productVariationStocks.id)
    .for('update');
}

export async function deleteCartRows(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await tx.delete(carts).where(inArray(carts.id, [...ids]));
}

/** Each line's new warehouse and quantity (one statement). */
export async function updateCartRows(
  tx: Transaction,
  updates: readonly { id: number; warehouseId: number; qty: number }[],
): Promise<void> {
  if (updates.length === 0) return;
  const values = sql.join(
    updates.map((u) => sql`(${u.id}::int, ${u.warehouseId}::int, ${u.qty}::int)`),
    sql`, `,
  );
  await execute(
    tx,
    sql`
    update carts set warehouse_id = v.warehouse_id, qty = v.qty, updated_at = now()
    from (values ${values}) as v(id, warehouse_id, qty)
    where carts.id = v.id`,
  );
}
