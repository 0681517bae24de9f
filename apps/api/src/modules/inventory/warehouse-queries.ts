import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { execute } from '../../db/query.ts';
import {
  productVariationStocks,
  shops,
  warehouses,
  warehouseZones,
  zoneShippingCharges,
  zones,
} from '../../db/schema/index.ts';

/**
 * Reads and writes of a shop's warehouses and the zones they serve (rules §1 "Warehouses
 * per shop"). Every statement is filtered by the shop: another shop's warehouse is simply absent.
 */

export interface WarehouseRow {
  id: number;
  name: string;
  address: string | null;
  isActive: boolean;
  isDefault: boolean;
  createdAt: Date;
}

const columns = {
  id: warehouses.id,
  name: warehouses.name,
  address: warehouses.address,
  isActive: warehouses.isActive,
  isDefault: warehouses.isDefault,
  createdAt: warehouses.createdAt,
};

/** A page of the shop's warehouses, the default first, then by name; and how many there are. */
export async function warehousePage(
  db: Executor,
  shopId: number,
  page: number,
  limit: number,
): Promise<{ rows: WarehouseRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(warehouses)
      .where(eq(warehouses.shopId, shopId))
      .orderBy(desc(warehouses.isDefault), asc(warehouses.name), asc(warehouses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(warehouses).where(eq(warehouses.shopId, shopId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every warehouse of the shop (the stock table's columns), the default first, then by name. */
export async function allWarehouses(db: Executor, shopId: number): Promise<WarehouseRow[]> {
  return db
    .select(columns)
    .from(warehouses)
    .where(eq(warehouses.shopId, shopId))
    .orderBy(desc(warehouses.isDefault), asc(warehouses.name), asc(warehouses.id));
}

/**
 * Takes the shop's lock for warehouse changes (its row, FOR NO KEY UPDATE: orders and stock may
 * still point at it) and returns its warehouses, so that two changes of the same shop's default,
 * zones or warehouses run one after the other, even when it has no warehouse yet.
 */
export async function lockShopWarehouses(db: Executor, shopId: number): Promise<WarehouseRow[]> {
  await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('no key update');
  return db.select(columns).from(warehouses).where(eq(warehouses.shopId, shopId)).orderBy(asc(warehouses.id));
}

/**
 * Locks one warehouse of the shop FOR UPDATE (a new stock row for it waits, then fails) and the
 * stock rows it holds (a change of them waits), and answers how many units it holds; null when the
 * shop has no such warehouse.
 */
export async function lockWarehouseForDelete(
  db: Executor,
  shopId: number,
  id: number,
): Promise<{ warehouse: WarehouseRow; units: number } | null> {
  const [warehouse] = await db
    .select(columns)
    .from(warehouses)
    .where(and(eq(warehouses.id, id), eq(warehouses.shopId, shopId)))
    .for('update');
  if (!warehouse) return null;
  const stock = await db
    .select({ qty: productVariationStocks.stockQty })
    .from(productVariationStocks)
    .where(eq(productVariationStocks.warehouseId, id))
    .for('update');
  return { warehouse, units: stock.reduce((sum, r) => sum + r.qty, 0) };
}

export async function insertWarehouse(
  db: Executor,
  shopId: number,
  values: { name: string; address: string | null; isActive: boolean; isDefault: boolean },
): Promise<number> {
  const [row] = await db
    .insert(warehouses)
    .values({ shopId, ...values })
    .returning({ id: warehouses.id });
  return row!.id;
}

export async function updateWarehouse(
  db: Executor,
  shopId: number,
  id: number,
  values: Partial<{ name: string; address: string | null; isActive: boolean; isDefault: boolean }>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(warehouses)
    .set(values)
    .where(and(eq(warehouses.id, id), eq(warehouses.shopId, shopId)));
}

/** Takes the default flag from the shop's current default (before another one gets it). */
export async function clearDefault(db: Executor, shopId: number): Promise<void> {
  await db
    .update(warehouses)
    .set({ isDefault: false })
    .where(and(eq(warehouses.shopId, shopId), eq(warehouses.isDefault, true)));
}

export async function deleteWarehouse(db: Executor, shopId: number, id: number): Promise<void> {
  await db.delete(warehouses).where(and(eq(warehouses.id, id), eq(warehouses.shopId, shopId)));
}

/** The zones of `ids` that exist and are active, with their names. */
export async function activeZones(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: zones.id, name: zones.name })
    .from(zones)
    .where(and(inArray(zones.id, [...ids]), eq(zones.isActive, true)));
}

/** Which warehouse of the shop serves each of `zoneIds` (zone id → warehouse id). */
export async function zoneOwners(
  db: Executor,
  shopId: number,
  zoneIds: readonly number[],
): Promise<Map<number, number>> {
  if (zoneIds.length === 0) return new Map();
  const rows = await db
    .select({ zoneId: warehouseZones.zoneId, warehouseId: warehouseZones.warehouseId })
    .from(warehouseZones)
    .where(and(eq(warehouseZones.shopId, shopId), inArray(warehouseZones.zoneId, [...zoneIds])));
  return new Map(rows.map((r) => [r.zoneId, r.warehouseId]));
}

/**
 * Makes `zoneIds` exactly the zones the warehouse serves: removes the others, adds the new ones,
 * and gives each added zone the shop's shipping charge row with the shop's default charge when it
 * has none yet (rules §1; a charge already set for the zone is kept).
 */
export async function replaceWarehouseZones(
  db: Executor,
  shopId: number,
  warehouseId: number,
  zoneIds: readonly number[],
): Promise<void> {
  await db
    .delete(warehouseZones)
    .where(
      and(
        eq(warehouseZones.shopId, shopId),
        eq(warehouseZones.warehouseId, warehouseId),
        zoneIds.length > 0 ? notInArray(warehouseZones.zoneId, [...zoneIds]) : undefined,
      ),
    );
  if (zoneIds.length === 0) return;
  await db
    .insert(warehouseZones)
    .values(zoneIds.map((zoneId) => ({ warehouseId, zoneId, shopId })))
    .onConflictDoNothing({ target: [warehouseZones.shopId, warehouseZones.zoneId] });
  await execute(
    db,
    sql`
    insert into zone_shipping_charges (shop_id, zone_id, charge)
    select s.id, z.id, s.default_shipping_charge
    from shops s cross join zones z
    where s.id = ${shopId} and z.id in (${sql.join(
      zoneIds.map((id) => sql`${id}::int`),
      sql`, `,
    )})
    on conflict (shop_id, zone_id) do nothing
  `,
  );
}

/** The zones each warehouse serves, by name. */
export async function zonesOfWarehouses(
  db: Executor,
  warehouseIds: readonly number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>();
  if (warehouseIds.length === 0) return out;
  const rows = await db
    .select({ warehouseId: warehouseZones.warehouseId, id: zones.id, name: zones.name })
    .from(warehouseZones)
    .innerJoin(zones, eq(zones.id, warehouseZones.zoneId))
    .where(inArray(warehouseZones.warehouseId, [...warehouseIds]))
    .orderBy(asc(zones.name), asc(zones.id));
  for (const r of rows) {
    const list = out.get(r.warehouseId) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.warehouseId, list);
  }
  return out;
}

/** Units of stock each warehouse holds. */
export async function unitsOfWarehouses(
  db: Executor,
  warehouseIds: readonly number[],
): Promise<Map<number, number>> {
  if (warehouseIds.length === 0) return new Map();
  const rows = await db
    .select({
      warehouseId: productVariationStocks.warehouseId,
      units: sql<number>`coalesce(sum(${productVariationStocks.stockQty}), 0)::int`,
    })
    .from(productVariationStocks)
    .where(inArray(productVariationStocks.warehouseId, [...warehouseIds]))
    .groupBy(productVariationStocks.warehouseId);
  return new Map(rows.map((r) => [r.warehouseId, Number(r.units)]));
}

/**
 * Every active zone by name, with the shop's warehouse serving it (or null) and the shop's
 * shipping charge for it (minor units; null without a row of its own).
 */
export async function zonesForShop(
  db: Executor,
  shopId: number,
): Promise<{ id: number; name: string; warehouseId: number | null; charge: number | null }[]> {
  return db
    .select({
      id: zones.id,
      name: zones.name,
      warehouseId: warehouseZones.warehouseId,
      charge: zoneShippingCharges.charge,
    })
    .from(zones)
    .leftJoin(warehouseZones, and(eq(warehouseZones.zoneId, zones.id), eq(warehouseZones.shopId, shopId)))
    .leftJoin(
      zoneShippingCharges,
      and(eq(zoneShippingCharges.zoneId, zones.id), eq(zoneShippingCharges.shopId, shopId)),
    )
    .where(eq(zones.isActive, true))
    .orderBy(asc(zones.name), asc(zones.id));
}

/** The shop's low-stock threshold. */
export async function lowStockThresholdOf(db: Executor, shopId: number): Promise<number> {
  const [row] = await db
    .select({ threshold: shops.lowStockThreshold })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row?.threshold ?? 0;
}

export async function setLowStockThreshold(db: Executor, shopId: number, threshold: number): Promise<void> {
  await db.update(shops).set({ lowStockThreshold: threshold }).where(eq(shops.id, shopId));
}
