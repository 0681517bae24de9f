import type { Address, AddressBody } from '@shop/contracts/account';
import type { Database, Executor } from '../../db/client.ts';
import { NotFound, ValidationFailed } from '../../platform/errors.ts';
import {
  type AddressRow,
  addressRow,
  addressRows,
  clearDefault,
  defaultToNewest,
  insertAddress,
  lockUser,
  ownedAddress,
  ownedAddressCount,
  placeChain,
  softDeleteAddress,
  updateAddressRow,
} from './address-queries.ts';

/**
 * Saved addresses (rules §16, rule 7): every read and write is limited to the
 * caller's own, not deleted, addresses; someone else's id answers 404 exactly like a missing one.
 * A user has at most one default address; the first one saved becomes it, and deleting the default
 * passes the role to the newest remaining address.
 */
export const ADDRESS_NOT_FOUND = 'Address not found';

function withFullAddress(row: AddressRow): Address {
  const parts = [row.address, row.area.name, row.city.name, row.state.name, row.country.name];
  return { ...row, fullAddress: parts.filter((p) => p.trim() !== '').join(', ') };
}

/** The user's addresses: the default first, then newest first. */
export async function listAddresses(db: Executor, userId: number): Promise<Address[]> {
  return (await addressRows(db, userId)).map(withFullAddress);
}

/** One of the user's addresses in its read form; 404 when it is not theirs or deleted. */
export async function readAddress(db: Executor, userId: number, id: number): Promise<Address> {
  const row = await addressRow(db, userId, id);
  if (!row) throw new NotFound(ADDRESS_NOT_FOUND);
  return withFullAddress(row);
}

/**
 * Checks that the country is active and the state, city and area are active and nested in one
 * another (one query); 422 on the first field that does not fit.
 */
async function assertPlaceChain(db: Executor, body: AddressBody): Promise<void> {
  const row = await placeChain(db, body);
  if (row.country_active !== true) {
    throw new ValidationFailed({ countryId: ['The selected country is not available'] });
  }
  if (row.state_country !== body.countryId) {
    throw new ValidationFailed({ stateId: ['The selected state is not in this country'] });
  }
  if (row.city_state !== body.stateId) {
    throw new ValidationFailed({ cityId: ['The selected city is not in this state'] });
  }
  if (row.area_city !== body.cityId) {
    throw new ValidationFailed({ areaId: ['The selected area is not in this city'] });
  }
}

export async function createAddress(db: Database, userId: number, body: AddressBody): Promise<Address> {
  await assertPlaceChain(db, body);
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const isDefault = body.isDefault === true || (await ownedAddressCount(tx, userId)) === 0;
    if (isDefault) await clearDefault(tx, userId);
    return insertAddress(tx, userId, body, isDefault);
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
    if (!(await ownedAddress(tx, userId, id))) throw new NotFound(ADDRESS_NOT_FOUND);
    if (body.isDefault === true) await clearDefault(tx, userId, id);
    await updateAddressRow(tx, id, body, body.isDefault === true);
  });
  return readAddress(db, userId, id);
}

/** Soft-deletes the caller's address (orders keep pointing at it); the default passes on. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownedAddress(tx, userId, id);
    if (!current) throw new NotFound(ADDRESS_NOT_FOUND);
    await softDeleteAddress(tx, id);
    if (current.isDefault) await defaultToNewest(tx, userId);
  });
}
