import { and, type Column, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { warehouses, warehouseZones } from '../../db/schema/index.ts';

/**
 * The warehouses whose stock a request sees (rules §1): the active warehouses of every shop
 * that serve the request's zone, or `null` (= every warehouse) when the request names no zone.
 * An empty set means nothing is in stock and no cart line is visible.
 */
export type WarehouseSet = number[] | null;

export async function warehousesForZone(db: Executor, zoneId: number | null): Promise<WarehouseSet> {
  if (zoneId === null) return null;
  const rows = await db
    .select({ id: warehouseZones.warehouseId })
    .from(warehouseZones)
    .innerJoin(warehouses, eq(warehouses.id, warehouseZones.warehouseId))
    .where(and(eq(warehouseZones.zoneId, zoneId), eq(warehouses.isActive, true)))
    .orderBy(warehouseZones.warehouseId);
  return rows.map((r) => r.id);
}

/** `column IN set`, or no condition for the null (unrestricted) set. */
export function inWarehouseSet(column: Column, set: WarehouseSet): SQL | undefined {
  return set === null ? undefined : inArray(column, set);
}

export function isInWarehouseSet(warehouseId: number, set: WarehouseSet): boolean {
  return set === null || set.includes(warehouseId);
}
