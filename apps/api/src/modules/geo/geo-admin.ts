import {
  type AdminZone,
  type AdminZonesResult,
  type AreaBody,
  type CityBody,
  type CountryBody,
  type GeoKind,
  type GeoListQuery,
  type GeoListResult,
  type GeoRow,
  SHIPPING_MESSAGES as M,
  type StateBody,
  type ZoneBody,
  type ZoneUpdateBody,
} from '@shop/contracts/admin/shipping';
import { buildMeta } from '@shop/contracts/envelope';
import { fromMinor, toMinor } from '@shop/contracts/money';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, Conflict, NotFound } from '../../platform/errors.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import {
  countryCodeTaken,
  deleteGeoRow,
  deleteZone,
  existingAreaIds,
  type GeoRowDb,
  geoPage,
  geoRowById,
  insertArea,
  insertCity,
  insertCountry,
  insertState,
  insertZone,
  lockGeoRow,
  lockZone,
  platformDefaultCharge,
  rowExists,
  setPlatformZoneCharge,
  setZoneAreas,
  updateArea,
  updateCity,
  updateCountry,
  updateState,
  updateZone,
  zoneAreas,
  zoneRows,
  zoneServedByShops,
} from './geo-admin-queries.ts';

/**
 * Shipping in the operator console (issue 18 §5; the shipping decision in docs/decisions.md):
 * locations with create, edit, on/off and delete only while unused; zones with the areas they
 * cover and the platform shop's charge there. Each write is one transaction with its audit entry;
 * the routes empty the storefront's caches (`changesCatalog`), so location pickers, the page
 * configuration's countries and checkout's charges follow at once.
 */

export interface ShippingDeps {
  db: Database;
  decimals: number;
}

const SUBJECT: Record<GeoKind, string> = {
  countries: 'country',
  states: 'state',
  cities: 'city',
  areas: 'area',
};
const NOT_FOUND: Record<GeoKind, string> = {
  countries: M.countryNotFound,
  states: M.stateNotFound,
  cities: M.cityNotFound,
  areas: M.areaNotFound,
};
const IN_USE: Record<GeoKind, string> = {
  countries: M.countryInUse,
  states: M.stateInUse,
  cities: M.cityInUse,
  areas: M.areaInUse,
};

function toRow(r: GeoRowDb): GeoRow {
  return {
    id: r.id,
    name: r.name,
    isActive: r.is_active,
    code: r.code,
    parent: r.parent_id === null ? null : { id: r.parent_id, name: r.parent_name ?? '' },
    zone: r.zone_id === null ? null : { id: r.zone_id, name: r.zone_name ?? '' },
    children: r.children,
    addresses: r.addresses,
  };
}

/** What an audit entry keeps of a location. */
function audited(r: GeoRow) {
  return {
    name: r.name,
    isActive: r.isActive,
    ...(r.code === null ? {} : { code: r.code }),
    ...(r.parent ? { parent: r.parent.name } : {}),
    ...(r.zone !== undefined ? { zone: r.zone?.name ?? null } : {}),
  };
}

export async function listGeo(db: Database, kind: GeoKind, query: GeoListQuery): Promise<GeoListResult> {
  const { rows, total } = await geoPage(
    db,
    kind,
    { search: query.search ?? null, parentId: query.parentId ?? null, zoneId: query.zoneId ?? null },
    query.page,
    query.limit,
  );
  return { data: rows.map(toRow), meta: buildMeta(query.page, query.limit, total) };
}

type GeoBody = CountryBody | StateBody | CityBody | AreaBody;

/** Checks the parent (and zone) a body names; 422 on the field otherwise. */
async function checkReferences(db: Executor, kind: GeoKind, body: Partial<GeoBody>, id: number | null) {
  const errors: Record<string, string[]> = {};
  if (
    'countryId' in body &&
    body.countryId !== undefined &&
    !(await rowExists(db, 'countries', body.countryId))
  )
    errors.countryId = [M.countryNotFound];
  if ('stateId' in body && body.stateId !== undefined && !(await rowExists(db, 'states', body.stateId)))
    errors.stateId = [M.stateNotFound];
  if ('cityId' in body && body.cityId !== undefined && !(await rowExists(db, 'cities', body.cityId)))
    errors.cityId = [M.cityNotFound];
  if ('zoneId' in body && typeof body.zoneId === 'number' && !(await rowExists(db, 'zones', body.zoneId)))
    errors.zoneId = [M.zoneNotFound];
  if (
    kind === 'countries' &&
    'code' in body &&
    body.code !== undefined &&
    (await countryCodeTaken(db, body.code, id))
  )
    errors.code = [M.codeTaken];
  if (Object.keys(errors).length > 0) throw new AppError(422, Object.values(errors)[0]![0]!, errors);
}

async function write(
  db: Executor,
  kind: GeoKind,
  id: number | null,
  body: Partial<GeoBody>,
): Promise<number> {
  switch (kind) {
    case 'countries': {
      const b = body as Partial<CountryBody>;
      if (id === null) return insertCountry(db, b as CountryBody);
      await updateCountry(db, id, b);
      return id;
    }
    case 'states': {
      const b = body as Partial<StateBody>;
      if (id === null) return insertState(db, b as StateBody);
      await updateState(db, id, b);
      return id;
    }
    case 'cities': {
      const b = body as Partial<CityBody>;
      if (id === null) return insertCity(db, b as CityBody);
      await updateCity(db, id, b);
      return id;
    }
    case 'areas': {
      const b = body as Partial<AreaBody>;
      if (id === null) return insertArea(db, b as AreaBody);
      await updateArea(db, id, b);
      return id;
    }
  }
}

export async function createGeo(
  db: Database,
  actor: AuditActor,
  kind: GeoKind,
  body: GeoBody,
): Promise<GeoRow> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, kind, body, null);
    const id = await write(tx, kind, null, body);
    const row = toRow((await geoRowById(tx, kind, id))!);
    await recordAudit(tx, actor, {
      action: `${SUBJECT[kind]}.create`,
      subject: { type: SUBJECT[kind], id, label: row.name },
      before: null,
      after: audited(row),
    });
    return row;
  });
}

export async function updateGeo(
  db: Database,
  actor: AuditActor,
  kind: GeoKind,
  id: number,
  body: Partial<GeoBody>,
): Promise<GeoRow> {
  return db.transaction(async (tx) => {
    if (!(await lockGeoRow(tx, kind, id))) throw new NotFound(NOT_FOUND[kind]);
    const before = toRow((await geoRowById(tx, kind, id))!);
    await checkReferences(tx, kind, body, id);
    await write(tx, kind, id, body);
    const after = toRow((await geoRowById(tx, kind, id))!);
    await recordAudit(tx, actor, {
      action: `${SUBJECT[kind]}.update`,
      subject: { type: SUBJECT[kind], id, label: after.name },
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Deletes a location nothing uses (no children, no saved address); 409 otherwise. */
export async function deleteGeo(db: Database, actor: AuditActor, kind: GeoKind, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockGeoRow(tx, kind, id))) throw new NotFound(NOT_FOUND[kind]);
    const row = toRow((await geoRowById(tx, kind, id))!);
    if (row.children > 0 || row.addresses > 0) throw new Conflict(IN_USE[kind]);
    await deleteGeoRow(tx, kind, id);
    await recordAudit(tx, actor, {
      action: `${SUBJECT[kind]}.delete`,
      subject: { type: SUBJECT[kind], id, label: row.name },
      before: audited(row),
      after: null,
    });
  });
}

// Zones -----------------------------------------------------------------------------------------

async function zonesOf(db: Executor, decimals: number, id?: number): Promise<AdminZone[]> {
  const rows = await zoneRows(db, id);
  const areaRows = await zoneAreas(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    isActive: r.isActive,
    areas: areaRows
      .filter((a) => a.zoneId === r.id)
      .map(({ id: areaId, name, city }) => ({ id: areaId, name, city })),
    charge: r.charge === null ? null : fromMinor(r.charge, decimals),
    shops: r.shops,
  }));
}

export async function listZones(deps: ShippingDeps): Promise<AdminZonesResult> {
  const [zones, defaultCharge] = await Promise.all([
    zonesOf(deps.db, deps.decimals),
    platformDefaultCharge(deps.db),
  ]);
  return { zones, defaultCharge: fromMinor(defaultCharge, deps.decimals) };
}

/** The charge in minor units; 422 when it does not fit the currency's decimals. */
function chargeMinor(charge: number | null | undefined, decimals: number): number | null | undefined {
  if (charge === null || charge === undefined) return charge;
  const minor = toMinor(charge, decimals);
  if (Math.abs(fromMinor(minor, decimals) - charge) > 1e-9) {
    throw new AppError(422, M.chargeDecimals, { charge: [M.chargeDecimals] });
  }
  return minor;
}

async function checkAreas(
  db: Executor,
  areaIds: readonly number[] | undefined,
): Promise<number[] | undefined> {
  if (!areaIds) return undefined;
  const unique = [...new Set(areaIds)];
  const found = await existingAreaIds(db, unique);
  if (found.length !== unique.length) throw new AppError(422, M.areaNotFound, { areaIds: [M.areaNotFound] });
  return unique;
}

function auditedZone(z: AdminZone) {
  return { name: z.name, isActive: z.isActive, areas: z.areas.map((a) => a.name), charge: z.charge };
}

export async function createZone(deps: ShippingDeps, actor: AuditActor, body: ZoneBody): Promise<AdminZone> {
  const charge = chargeMinor(body.charge, deps.decimals);
  return deps.db.transaction(async (tx) => {
    const areaIds = (await checkAreas(tx, body.areaIds)) ?? [];
    const id = await insertZone(tx, { name: body.name, isActive: body.isActive });
    await setZoneAreas(tx, id, areaIds);
    await setPlatformZoneCharge(tx, id, charge ?? null);
    const [zone] = await zonesOf(tx, deps.decimals, id);
    await recordAudit(tx, actor, {
      action: 'zone.create',
      subject: { type: 'zone', id, label: zone!.name },
      before: null,
      after: auditedZone(zone!),
    });
    return zone!;
  });
}

export async function editZone(
  deps: ShippingDeps,
  actor: AuditActor,
  id: number,
  body: ZoneUpdateBody,
): Promise<AdminZone> {
  const charge = chargeMinor(body.charge, deps.decimals);
  return deps.db.transaction(async (tx) => {
    if (!(await lockZone(tx, id))) throw new NotFound(M.zoneNotFound);
    const [before] = await zonesOf(tx, deps.decimals, id);
    const areaIds = await checkAreas(tx, body.areaIds);
    await updateZone(tx, id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
    });
    if (areaIds) await setZoneAreas(tx, id, areaIds);
    if (charge !== undefined) await setPlatformZoneCharge(tx, id, charge);
    const [zone] = await zonesOf(tx, deps.decimals, id);
    await recordAudit(tx, actor, {
      action: 'zone.update',
      subject: { type: 'zone', id, label: zone!.name },
      before: auditedZone(before!),
      after: auditedZone(zone!),
    });
    return zone!;
  });
}

/** Deletes a zone no warehouse delivers to (its areas become undeliverable); 409 otherwise. */
export async function removeZone(deps: ShippingDeps, actor: AuditActor, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockZone(tx, id))) throw new NotFound(M.zoneNotFound);
    const [zone] = await zonesOf(tx, deps.decimals, id);
    const served = await zoneServedByShops(tx, id);
    if (served > 0) throw new AppError(409, M.zoneInUse, undefined, { count: served });
    await deleteZone(tx, id);
    await recordAudit(tx, actor, {
      action: 'zone.delete',
      subject: { type: 'zone', id, label: zone!.name },
      before: auditedZone(zone!),
      after: null,
    });
  });
}
