import type { Address, AddressBody } from '@shop/contracts/account';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { areas, cities, countries, states, userAddresses, users } from '../../db/schema/index.ts';
import { NotFound, ValidationFailed } from '../../platform/errors.ts';

/**
 * Saved addresses (rules §16, rule 7): every read and write is limited to the
 * caller's own, not deleted, addresses; someone else's id answers 404 exactly like a missing one.
 * A user has at most one default address; the first one saved becomes it, and deleting the default
 * passes the role to the newest remaining address.
 */
export const ADDRESS_NOT_FOUND = 'Address not found';

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

type AddressRow = Omit<Address, 'fullAddress'>;

function withFullAddress(row: AddressRow): Address {
  const parts = [row.address, row.area.name, row.city.name, row.state.name, row.country.name];
  return { ...row, fullAddress: parts.filter((p) => p.trim() !== '').join(', ') };
}

const owned = (userId: number) => and(eq(userAddresses.userId, userId), isNull(userAddresses.deletedAt));

/** The user's addresses: the default first, then newest first. */
export async function listAddresses(db: Executor, userId: number): Promise<Address[]> {
  const rows = await readQuery(db)
    .where(owned(userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.createdAt), desc(userAddresses.id));
  return rows.map(withFullAddress);
}

/** One of the user's addresses in its read form; 404 when it is not theirs or deleted. */
export async function readAddress(db: Executor, userId: number, id: number): Promise<Address> {
  const [row] = await readQuery(db)
    .where(and(eq(userAddresses.id, id), owned(userId)))
    .limit(1);
  if (!row) throw new NotFound(ADDRESS_NOT_FOUND);
  return withFullAddress(row);
}

/**
 * Checks that the country is active and the state, city and area are active and nested in one
 * another (one query); 422 on the first field that does not fit.
 */
async function assertPlaceChain(db: Executor, body: AddressBody): Promise<void> {
  const { rows } = await db.execute(sql`
    select
      (select is_active from countries where id = ${body.countryId}) as country_active,
      (select country_id from states where id = ${body.stateId} and is_active) as state_country,
      (select state_id from cities where id = ${body.cityId} and is_active) as city_state,
      (select city_id from areas where id = ${body.areaId} and is_active) as area_city`);
  const row = rows[0] as {
    country_active: boolean | null;
    state_country: number | null;
    city_state: number | null;
    area_city: number | null;
  };
  if (row.country_active !== true) {
    throw new ValidationFailed({ countryId: ['The selected country is not available'] });
  }
  if (Number(row.state_country) !== body.countryId) {
    throw new ValidationFailed({ stateId: ['The selected state is not in this country'] });
  }
  if (Number(row.city_state) !== body.stateId) {
    throw new ValidationFailed({ cityId: ['The selected city is not in this state'] });
  }
  if (Number(row.area_city) !== body.cityId) {
    throw new ValidationFailed({ areaId: ['The selected area is not in this city'] });
  }
}

/** Serialises address writes of one user (the first address and the one default). */
async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
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

async function clearDefault(tx: Executor, userId: number, exceptId?: number): Promise<void> {
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

export async function createAddress(db: Database, userId: number, body: AddressBody): Promise<Address> {
  await assertPlaceChain(db, body);
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userAddresses)
      .where(owned(userId));
    const isDefault = body.isDefault === true || Number(existing?.n ?? 0) === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...columnsOf(body), userId, isDefault })
      .returning({ id: userAddresses.id });
    return row!.id;
  });
  return readAddress(db, userId, id);
}

/** Updates the caller's address; `isDefault: true` makes it the default (false never unsets it). */
export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  body: AddressBody,
): Promise<Address> {
  await assertPlaceChain(db, body);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(and(eq(userAddresses.id, id), owned(userId)));
    if (!current) throw new NotFound(ADDRESS_NOT_FOUND);
    if (body.isDefault === true) await clearDefault(tx, userId, id);
    await tx
      .update(userAddresses)
      .set({
        ...columnsOf(body),
        ...(body.isDefault === true ? { isDefault: true } : {}),
        updatedAt: new Date(),
      })
      .where(eq(userAddresses.id, id));
  });
  return readAddress(db, userId, id);
}

/** Soft-deletes the caller's address (orders keep pointing at it); the default passes on. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select({ id: userAddresses.id, isDefault: userAddresses.isDefault })
      .from(userAddresses)
      .where(and(eq(userAddresses.id, id), owned(userId)));
    if (!current) throw new NotFound(ADDRESS_NOT_FOUND);
    await tx
      .update(userAddresses)
      .set({ deletedAt: new Date(), isDefault: false, updatedAt: new Date() })
      .where(eq(userAddresses.id, id));
    if (current.isDefault) {
      const [next] = await tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(owned(userId))
        .orderBy(desc(userAddresses.createdAt), desc(userAddresses.id))
        .limit(1);
      if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
    }
  });
}
