import { buildMeta } from '@shop/contracts/envelope';
import { fromMinor } from '@shop/contracts/money';
import {
  INVENTORY_MESSAGES as M,
  type SellerWarehouse,
  type SellerZone,
  type WarehouseCreateBody,
  type WarehousesQuery,
  type WarehousesResult,
  type WarehouseUpdateBody,
} from '@shop/contracts/seller/inventory';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, NotFound, ValidationFailed } from '../../platform/errors.ts';
import {
  activeZones,
  allWarehouses,
  clearDefault,
  deleteWarehouse,
  insertWarehouse,
  lockShopWarehouses,
  lockWarehouseForDelete,
  replaceWarehouseZones,
  unitsOfWarehouses,
  updateWarehouse,
  type WarehouseRow,
  warehousePage,
  zoneOwners,
  zonesForShop,
  zonesOfWarehouses,
} from './warehouse-queries.ts';

/**
 * A shop's warehouses (issue 17 §4; rules §1 "Warehouses per shop"): exactly one default
 * (and it is active), a zone served by at most one warehouse of the shop, a new zone getting the
 * shop's default shipping charge. Every change of a shop's warehouses runs with the shop's
 * warehouses locked, so two changes of its default or zones never interleave.
 */

async function toWire(db: Executor, rows: readonly WarehouseRow[]): Promise<SellerWarehouse[]> {
  const ids = rows.map((r) => r.id);
  const [zones, units] = await Promise.all([zonesOfWarehouses(db, ids), unitsOfWarehouses(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    address: r.address,
    isActive: r.isActive,
    isDefault: r.isDefault,
    zones: zones.get(r.id) ?? [],
    stockUnits: units.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listWarehouses(
  db: Database,
  shopId: number,
  query: WarehousesQuery,
): Promise<WarehousesResult> {
  const { rows, total } = await warehousePage(db, shopId, query.page, query.limit);
  return { data: await toWire(db, rows), meta: buildMeta(query.page, query.limit, total) };
}

async function oneWarehouse(db: Executor, shopId: number, id: number): Promise<SellerWarehouse> {
  const row = (await allWarehouses(db, shopId)).find((w) => w.id === id);
  if (!row) throw new NotFound(M.warehouseNotFound);
  const [wire] = await toWire(db, [row]);
  return wire!;
}

/**
 * Checks the zones a warehouse is to serve: each must be an active zone (422) and not served by
 * another warehouse of the shop (409, naming it).
 */
async function checkZones(
  db: Executor,
  shopId: number,
  warehouseId: number | null,
  zoneIds: readonly number[],
  shopWarehouses: readonly WarehouseRow[],
): Promise<void> {
  if (zoneIds.length === 0) return;
  const found = await activeZones(db, zoneIds);
  const names = new Map(found.map((z) => [z.id, z.name]));
  const missing = zoneIds.findIndex((id) => !names.has(id));
  if (missing >= 0) throw new ValidationFailed({ [`zoneIds.${missing}`]: [M.zoneNotFound] });
  const owners = await zoneOwners(db, shopId, zoneIds);
  for (const zoneId of zoneIds) {
    const owner = owners.get(zoneId);
    if (owner !== undefined && owner !== warehouseId) {
      const other = shopWarehouses.find((w) => w.id === owner);
      const params = { zone: names.get(zoneId) ?? '', warehouse: other?.name ?? '' };
      throw new AppError(409, M.zoneTaken, { zoneIds: [M.zoneTaken] }, params);
    }
  }
}

const defaultMustBeActive = () =>
  new AppError(422, M.defaultMustBeActive, { isActive: [M.defaultMustBeActive] });

/** POST /seller/warehouses: the shop's first warehouse is its default whatever was asked. */
export async function createWarehouse(
  db: Database,
  shopId: number,
  body: WarehouseCreateBody,
): Promise<SellerWarehouse> {
  return db.transaction(async (tx) => {
    const existing = await lockShopWarehouses(tx, shopId);
    const isDefault = body.isDefault || !existing.some((w) => w.isDefault);
    if (isDefault && !body.isActive) throw defaultMustBeActive();
    await checkZones(tx, shopId, null, body.zoneIds, existing);
    if (isDefault) await clearDefault(tx, shopId);
    const id = await insertWarehouse(tx, shopId, {
      name: body.name,
      address: body.address,
      isActive: body.isActive,
      isDefault,
    });
    await replaceWarehouseZones(tx, shopId, id, body.zoneIds);
    return oneWarehouse(tx, shopId, id);
  });
}

/**
 * PATCH /seller/warehouses/{id}: only the fields sent change. Making it the default takes the flag
 * from the previous default in the same transaction; the default cannot be un-defaulted (another
 * one is made the default instead) nor deactivated.
 */
export async function editWarehouse(
  db: Database,
  shopId: number,
  id: number,
  body: WarehouseUpdateBody,
): Promise<SellerWarehouse> {
  return db.transaction(async (tx) => {
    const existing = await lockShopWarehouses(tx, shopId);
    const current = existing.find((w) => w.id === id);
    if (!current) throw new NotFound(M.warehouseNotFound);
    if (current.isDefault && body.isDefault === false) {
      throw new AppError(409, M.keepOneDefault, { isDefault: [M.keepOneDefault] });
    }
    const isDefault = body.isDefault ?? current.isDefault;
    const isActive = body.isActive ?? current.isActive;
    if (isDefault && !isActive) throw defaultMustBeActive();
    if (body.zoneIds !== undefined) await checkZones(tx, shopId, id, body.zoneIds, existing);
    if (isDefault && !current.isDefault) await clearDefault(tx, shopId);
    await updateWarehouse(tx, shopId, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.address === undefined ? {} : { address: body.address }),
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
      ...(isDefault === current.isDefault ? {} : { isDefault }),
    });
    if (body.zoneIds !== undefined) await replaceWarehouseZones(tx, shopId, id, body.zoneIds);
    return oneWarehouse(tx, shopId, id);
  });
}

/**
 * DELETE /seller/warehouses/{id}: refused (409) for the default warehouse and for one that holds
 * stock. Its stock rows and adjustment history go with it (they hold nothing any more); carts
 * pointing at it are emptied of those lines and orders keep their copy of what was sold.
 */
export async function removeWarehouse(db: Database, shopId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopWarehouses(tx, shopId);
    const found = await lockWarehouseForDelete(tx, shopId, id);
    if (!found) throw new NotFound(M.warehouseNotFound);
    if (found.warehouse.isDefault) throw new AppError(409, M.deleteDefault);
    if (found.units > 0) throw new AppError(409, M.deleteHoldsStock, undefined, { units: found.units });
    await deleteWarehouse(tx, shopId, id);
  });
}

/** GET /seller/zones: every active zone, with the shop's warehouse serving it and its charge. */
export async function listZones(db: Database, shopId: number, decimals: number): Promise<SellerZone[]> {
  const rows = await zonesForShop(db, shopId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    warehouseId: r.warehouseId,
    shippingCharge: r.charge === null ? null : fromMinor(r.charge, decimals),
  }));
}
