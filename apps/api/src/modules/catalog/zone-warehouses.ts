/**
 * The warehouses whose stock a request sees (rules §1): the active warehouses of every shop
 * that serve the request's zone, or `null` (= every warehouse) when the request names no zone.
 * An empty set means nothing is in stock and no cart line is visible. Read by
 * `warehousesForZone` (zone-warehouse-queries.ts).
 */
export type WarehouseSet = number[] | null;

export function isInWarehouseSet(warehouseId: number, set: WarehouseSet): boolean {
  return set === null || set.includes(warehouseId);
}
