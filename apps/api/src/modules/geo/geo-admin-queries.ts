import type { GeoKind } from '@shop/contracts/admin/shipping';
import { ADMIN_SHOP_ID } from '@shop/contracts/constants';
import { and, asc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, queryOne, type RowOf } from '../../db/query.ts';
import { queryPage } from '../../db/query-page.ts';
import {
  areas,
  cities,
  countries,
  shops,
  states,
  warehouseZones,
  zoneShippingCharges,
  zones,
} from '../../db/schema/index.ts';

/** The operator console's reads and writes of locations and zones (issue 18 §5). */

const geoRowColumns = {
  id: col.int,
  name: col.text,
  is_active: col.bool,
  code: col.nullable(col.text),
  parent_id: col.nullable(col.int),
  parent_name: col.nullable(col.text),
  zone_id: col.nullable(col.int),
  zone_name: col.nullable(col.text),
  children: col.int,
  addresses: col.int,
};

export type GeoRowDb = RowOf<typeof geoRowColumns>;

/** Per kind: its table, its parent's, and the address column that points at it. */
const SQL_OF: Record<GeoKind, { select: (where: SQL) => SQL }> = {
  countries: {
    select: (where) => sql`
      select c.id, c.name, c.is_active, c.code, null::int as parent_id, null::text as parent_name,
        null::int as zone_id, null::text as zone_name,
        (select count(*)::int from states x where x.country_id = c.id) as children,
        (select count(*)::int from user_addresses a where a.country_id = c.id and a.deleted_at is null) as addresses
      from countries c where ${where}`,
  },
  states: {
    select: (where) => sql`
      select c.id, c.name, c.is_active, null::text as code, p.id as parent_id, p.name as parent_name,
        null::int as zone_id, null::text as zone_name,
        (select count(*)::int from cities x where x.state_id = c.id) as children,
        (select count(*)::int from user_addresses a where a.state_id = c.id and a.deleted_at is null) as addresses
      from states c join countries p on p.id = c.country_id where ${where}`,
  },
  cities: {
    select: (where) => sql`
      select c.id, c.name, c.is_active, null::text as code, p.id as parent_id, p.name as parent_name,
        null::int as zone_id, null::text as zone_name,
        (select count(*)::int from areas x where x.city_id = c.id) as children,
        (select count(*)::int from user_addresses a where a.city_id = c.id and a.deleted_at is null) as addresses
      from cities c join states p on p.id = c.state_id where ${where}`,
  },
  areas: {
    select: (where) => sql`
      select c.id, c.name, c.is_active, null::text as code, p.id as parent_id, p.name as parent_name,
        z.id as zone_id, z.name as zone_name, 0 as children,
        (select count(*)::int from user_addresses a where a.area_id = c.id and a.deleted_at is null) as addresses
      from areas c join cities p on p.id = c.city_id left join zones z on z.id = c.zone_id where ${where}`,
  },
};

const PARENT_COLUMN: Record<GeoKind, SQL | null> = {
  countries: null,
  states: sql`c.country_id`,
  cities: sql`c.state_id`,
  areas: sql`c.city_id`,
};

export function geoPage(
  db: Executor,
  kind: GeoKind,
  filter: { search: string | null; parentId: number | null; zoneId: number | null },
  page: number,
  limit: number,
): Promise<{ rows: GeoRowDb[]; total: number }> {
  const parts: SQL[] = [sql`true`];
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      kind === 'countries' ? sql`(c.name ilike ${like} or c.code ilike ${like})` : sql`c.name ilike ${like}`,
    );
  }
  const parent = PARENT_COLUMN[kind];
  if (parent && filter.parentId !== null) parts.push(sql`${parent} = ${filter.parentId}`);
  if (kind === 'areas' && filter.zoneId !== null) parts.push(sql`c.zone_id = ${filter.zoneId}`);
  return queryPage(
    db,
    geoRowColumns,
    SQL_OF[kind].select(sql.join(parts, sql` and `)),
    sql`name asc, id asc`,
    page,
    limit,
  );
}

export function geoRowById(db: Executor, kind: GeoKind, id: number): Promise<GeoRowDb | null> {
  return queryOne(db, geoRowColumns, SQL_OF[kind].select(sql`c.id = ${id}`));
}

/** Locks the row (delete and update wait for each other). */
export async function lockGeoRow(db: Executor, kind: GeoKind, id: number): Promise<boolean> {
  const table = { countries, states, cities, areas }[kind];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  return rows.length > 0;
}

export async function countryCodeTaken(
  db: Executor,
  code: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: countries.id })
    .from(countries)
    .where(
      exceptId === null
        ? eq(countries.code, code)
        : and(eq(countries.code, code), ne(countries.id, exceptId)),
    );
  return rows.length > 0;
}

export async function insertCountry(
  db: Executor,
  values: { name: string; code: string; isActive: boolean },
): Promise<number> {
  const [row] = await db.insert(countries).values(values).returning({ id: countries.id });
  return row!.id;
}

export async function updateCountry(
  db: Executor,
  id: number,
  values: Partial<{ name: string; code: string; isActive: boolean }>,
): Promise<void> {
  await db.update(countries).set(values).where(eq(countries.id, id));
}

export async function insertState(
  db: Executor,
  values: { countryId: number; name: string; isActive: boolean },
): Promise<number> {
  const [row] = await db.insert(states).values(values).returning({ id: states.id });
  return row!.id;
}

export async function updateState(
  db: Executor,
  id: number,
  values: Partial<{ countryId: number; name: string; isActive: boolean }>,
): Promise<void> {
  await db.update(states).set(values).where(eq(states.id, id));
}

export async function insertCity(
  db: Executor,
  values: { stateId: number; name: string; isActive: boolean },
): Promise<number> {
  const [row] = await db.insert(cities).values(values).returning({ id: cities.id });
  return row!.id;
}

export async function updateCity(
  db: Executor,
  id: number,
  values: Partial<{ stateId: number; name: string; isActive: boolean }>,
): Promise<void> {
  await db.update(cities).set(values).where(eq(cities.id, id));
}

export async function insertArea(
  db: Executor,
  values: { cityId: number; name: string; zoneId: number | null; isActive: boolean },
): Promise<number> {
  const [row] = await db.insert(areas).values(values).returning({ id: areas.id });
  return row!.id;
}

export async function updateArea(
  db: Executor,
  id: number,
  values: Partial<{ cityId: number; name: string; zoneId: number | null; isActive: boolean }>,
): Promise<void> {
  await db.update(areas).set(values).where(eq(areas.id, id));
}

export async function deleteGeoRow(db: Executor, kind: GeoKind, id: number): Promise<void> {
  const table = { countries, states, cities, areas }[kind];
  await db.delete(table).where(eq(table.id, id));
}

export async function rowExists(db: Executor, kind: GeoKind | 'zones', id: number): Promise<boolean> {
  const table = { countries, states, cities, areas, zones }[kind];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

// Zones -----------------------------------------------------------------------------------------

export interface ZoneRowDb {
  id: number;
  name: string;
  isActive: boolean;
  charge: number | null;
  shops: number;
}

export async function zoneRows(db: Executor, id?: number): Promise<ZoneRowDb[]> {
  return db
    .select({
      id: zones.id,
      name: zones.name,
      isActive: zones.isActive,
      charge: zoneShippingCharges.charge,
      shops: sql<number>`(select count(distinct wz.shop_id)::int from ${warehouseZones} wz where wz.zone_id = ${zones.id})`,
    })
    .from(zones)
    .leftJoin(
      zoneShippingCharges,
      and(eq(zoneShippingCharges.zoneId, zones.id), eq(zoneShippingCharges.shopId, ADMIN_SHOP_ID)),
    )
    .where(id === undefined ? undefined : eq(zones.id, id))
    .orderBy(asc(zones.name), asc(zones.id));
}

export async function zoneAreas(
  db: Executor,
  zoneIds: readonly number[],
): Promise<{ id: number; name: string; city: string; zoneId: number | null }[]> {
  if (zoneIds.length === 0) return [];
  return db
    .select({ id: areas.id, name: areas.name, city: cities.name, zoneId: areas.zoneId })
    .from(areas)
    .innerJoin(cities, eq(cities.id, areas.cityId))
    .where(inArray(areas.zoneId, [...zoneIds]))
    .orderBy(asc(cities.name), asc(areas.name));
}

export async function platformDefaultCharge(db: Executor): Promise<number> {
  const [row] = await db
    .select({ charge: shops.defaultShippingCharge })
    .from(shops)
    .where(eq(shops.id, ADMIN_SHOP_ID));
  return row?.charge ?? 0;
}

export async function existingAreaIds(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: areas.id })
    .from(areas)
    .where(inArray(areas.id, [...ids]));
  return rows.map((r) => r.id);
}

export async function insertZone(db: Executor, values: { name: string; isActive: boolean }): Promise<number> {
  const [row] = await db.insert(zones).values(values).returning({ id: zones.id });
  return row!.id;
}

export async function updateZone(
  db: Executor,
  id: number,
  values: Partial<{ name: string; isActive: boolean }>,
): Promise<void> {
  if (Object.keys(values).length > 0) await db.update(zones).set(values).where(eq(zones.id, id));
}

export async function lockZone(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, id)).for('update');
  return rows.length > 0;
}

/** Makes `areaIds` exactly the areas of the zone: the listed ones join it, the others leave it. */
export async function setZoneAreas(db: Executor, zoneId: number, areaIds: readonly number[]): Promise<void> {
  await db
    .update(areas)
    .set({ zoneId: null })
    .where(
      areaIds.length > 0
        ? and(eq(areas.zoneId, zoneId), notInArray(areas.id, [...areaIds]))
        : eq(areas.zoneId, zoneId),
    );
  if (areaIds.length > 0)
    await db
      .update(areas)
      .set({ zoneId })
      .where(inArray(areas.id, [...areaIds]));
}

/** Sets (or with null removes) the platform shop's charge in the zone, when the platform shop exists. */
export async function setPlatformZoneCharge(
  db: Executor,
  zoneId: number,
  charge: number | null,
): Promise<void> {
  if (charge === null) {
    await db
      .delete(zoneShippingCharges)
      .where(and(eq(zoneShippingCharges.zoneId, zoneId), eq(zoneShippingCharges.shopId, ADMIN_SHOP_ID)));
    return;
  }
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, ADMIN_SHOP_ID));
  if (!shop) return;
  await db
    .insert(zoneShippingCharges)
    .values({ shopId: ADMIN_SHOP_ID, zoneId, charge })
    .onConflictDoUpdate({
      target: [zoneShippingCharges.shopId, zoneShippingCharges.zoneId],
      set: { charge },
    });
}

export async function zoneServedByShops(db: Executor, zoneId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${warehouseZones.shopId})::int` })
    .from(warehouseZones)
    .where(eq(warehouseZones.zoneId, zoneId));
  return row?.n ?? 0;
}

export async function deleteZone(db: Executor, id: number): Promise<void> {
  await db.delete(zones).where(eq(zones.id, id));
}
