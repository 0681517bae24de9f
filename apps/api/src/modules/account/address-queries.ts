import type { Address, AddressBody } from '@shop/contracts/account';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, queryOne } from '../../db/query.ts';
import { areas, cities, countries, states, userAddresses, users } from '../../db/schema/index.ts';

/** An address in its read form, before `fullAddress` is composed (addresses.ts). */
export type AddressRow = Omit<Address, 'fullAddress'>;

const readColumns = {
  id: userAddresses.id,
  countryId: userAddresses.countryId,
  country: { id: countries.id, name: countries.name, code: countries.code },
  stateId: userAddresses.stateId,
  state: { id: states.id, name: states.name },
  cityId: userAddresses.cityId,
  city: { id: cities.id, name: cities.name },
  areaId: userAddresses.areaId,
  area: { id: areas.id, name: areas.name, zone_id: areas.zoneId },
  address: userAddresses.address,
  direction: userAddresses.direction,
  postalCode: userAddresses.postalCode,
  phone: userAddresses.phone,
  type: userAddresses.type,
  isDefault: userAddresses.isDefault,
};

function readQuery(db: Executor) {
  return db
    .select(readColumns)
    .from(userAddresses)
    .innerJoin(countries, eq(countries.id, userAddresses.countryId))
    .innerJoin(states, eq(states.id, userAddresses.stateId))
    .innerJoin(cities, eq(cities.id, userAddresses.cityId))
    .innerJoin(areas, eq(areas.id, userAddresses.areaId));
}

/** The user's own addresses: never someone else's, never a deleted one (rule 7). */
const owned = (userId: number) => and(eq(userAddresses.userId, userId), isNull(userAddresses.deletedAt));

/** The user's addresses: the default first, then newest first. */
export function addressRows(db: Executor, userId: number): Promise<AddressRow[]> {
  return readQuery(db)
    .where(owned(userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id));
}

/** One of the user's addresses, or null when it is not theirs or deleted. */
export async function addressRow(db: Executor, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await readQuery(db)
    .where(and(eq(userAddresses.id, id), owned(userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The place chain of an address body in one query: whether the country is active, and the parent of
 * the state, city and area when each is active (null otherwise).
 */
export async function placeChain(db: Executor, body: AddressBody) {
  const row = await queryOne(
    db,
    {
      country_active: col.nullable(col.bool),
      state_country: col.nullable(col.int),
      city_state: col.nullable(col.int),
      area_city: col.nullable(col.int),
    },
    sql`
    select
      (select is_active from countries where id = ${body.countryId}) as country_active,
      (select country_id from states where id = ${body.stateId} and is_active) as state_country,
      (select state_id from cities where id = ${body.cityId} and is_active) as city_state,
      (select city_id from areas where id = ${body.areaId} and is_active) as area_city`,
  );
  // a select without from always gives its one row
  return row!;
}

/** Serialises address writes of one user (the first address and the one default). */
export async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function ownedAddressCount(tx: Executor, userId: number): Promise<number> {
  const [existing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(owned(userId));
  return existing?.n ?? 0;
}

function columnsOf(body: AddressBody) {
  return {
    countryId: body.countryId,
    stateId: body.stateId,
    cityId: body.cityId,
    areaId: body.areaId,
    address: body.address,
    direction: body.direction ?? null,
    postalCode: body.postalCode ?? null,
    phone: body.phone ?? null,
    type: body.type,
  };
}

/** The user's default address stops being it (all but `exceptId`). */
export async function clearDefault(tx: Executor, userId: number, exceptId?: number): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        owned(userId),
        eq(userAddresses.isDefault, true),
        exceptId === undefined ? undefined : ne(userAddresses.id, exceptId),
      ),
    );
}

export async function insertAddress(
  tx: Executor,
  userId: number,
  body: AddressBody,
  isDefault: boolean,
): Promise<number> {
  const [row] = await tx
    .insert(userAddresses)
    .values({ ...columnsOf(body), userId, isDefault })
    .returning({ id: userAddresses.id });
  return row!.id;
}

/** Whether the user's own address `id` exists and is the default; null when it is not theirs. */
export async function ownedAddress(
  tx: Executor,
  userId: number,
  id: number,
): Promise<{ id: number; isDefault: boolean } | null> {
  const [current] = await tx
    .select({ id: userAddresses.id, isDefault: userAddresses.isDefault })
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), owned(userId)));
  return current ?? null;
}

/** Writes the body over address `id`; `makeDefault` also makes it the default. */
export async function updateAddressRow(
  tx: Executor,
  id: number,
  body: AddressBody,
  makeDefault: boolean,
): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ ...columnsOf(body), ...(makeDefault ? { isDefault: true } : {}), updatedAt: new Date() })
    .where(eq(userAddresses.id, id));
}

/** Soft-deletes address `id` (orders keep pointing at it). */
export async function softDeleteAddress(tx: Executor, id: number): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ deletedAt: new Date(), isDefault: false, updatedAt: new Date() })
    .where(eq(userAddresses.id, id));
}

/** Makes the user's newest remaining address the default, if any. */
export async function defaultToNewest(tx: Executor, userId: number): Promise<void> {
  const [next] = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(owned(userId))
    .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
    .limit(1);
  if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
}
