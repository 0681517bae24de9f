import { and, type Column, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { warehouses, warehouseZones } from '../../db/schema/index.ts';
import type { WarehouseSet } from './zone-warehouses.ts';

/** The warehouses whose stock a request in `zoneId` sees (`WarehouseSet`, rules §1). */
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
