import { CHECKOUT_MESSAGES as M } from '@shop/contracts/checkout';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  areas,
  cities,
  countries,
  shops,
  states,
  userAddresses,
  zoneShippingCharges,
} from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';

/**
 * Shipping (rules §5): a flat charge per shop, the shop's charge for the delivery zone when
 * it has one, else its default charge (0 for an unknown shop). A valid free-shipping coupon of the
 * shop makes it 0 (the caller decides which coupons are valid).
 */
export async function shippingChargesByShop(
  db: Executor,
  shopIds: readonly number[],
  zoneId: number | null,
): Promise<Map<number, number>> {
  const ids = [...new Set(shopIds)];
  if (ids.length === 0) return new Map();
  const [shopRows, zoneRows] = await Promise.all([
    db
      .select({ id: shops.id, charge: shops.defaultShippingCharge })
      .from(shops)
      .where(inArray(shops.id, ids)),
    zoneId === null
      ? Promise.resolve([] as { shopId: number; charge: number }[])
      : db
          .select({ shopId: zoneShippingCharges.shopId, charge: zoneShippingCharges.charge })
          .from(zoneShippingCharges)
          .where(and(inArray(zoneShippingCharges.shopId, ids), eq(zoneShippingCharges.zoneId, zoneId))),
  ]);
  const byShop = new Map(ids.map((id) => [id, 0]));
  for (const shop of shopRows) byShop.set(shop.id, shop.charge);
  for (const row of zoneRows) byShop.set(row.shopId, row.charge);
  return byShop;
}

export interface DeliveryAddress {
  id: number;
  zoneId: number | null;
  type: string;
  direction: string | null;
  phone: string | null;
  /** "address, area, city, state, postal code, country" */
  fullText: string;
  /** the same without the postal code (the billing copy) */
  billingText: string;
}

/** One of the user's saved (not deleted) addresses with its zone and text; 404 otherwise (rule 7). */
export async function findUserAddress(
  db: Executor,
  userId: number,
  addressId: number,
): Promise<DeliveryAddress> {
  const [row] = await db
    .select({
      id: userAddresses.id,
      address: userAddresses.address,
      direction: userAddresses.direction,
      postalCode: userAddresses.postalCode,
      phone: userAddresses.phone,
      type: userAddresses.type,
      zoneId: areas.zoneId,
      area: areas.name,
      city: cities.name,
      state: states.name,
      country: countries.name,
    })
    .from(userAddresses)
    .innerJoin(areas, eq(areas.id, userAddresses.areaId))
    .innerJoin(cities, eq(cities.id, userAddresses.cityId))
    .innerJoin(states, eq(states.id, userAddresses.stateId))
    .innerJoin(countries, eq(countries.id, userAddresses.countryId))
    .where(
      and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId), isNull(userAddresses.deletedAt)),
    );
  if (!row) throw new NotFound(M.addressNotFound);
  const join = (parts: (string | null)[]) => parts.filter((p) => p && p.trim() !== '').join(', ');
  return {
    id: row.id,
    zoneId: row.zoneId,
    type: row.type,
    direction: row.direction,
    phone: row.phone,
    fullText: join([row.address, row.area, row.city, row.state, row.postalCode, row.country]),
    billingText: join([row.address, row.area, row.city, row.state, row.country]),
  };
}

/** The zone of a city for the JSON variant: the one zone all its zoned areas share, else none. */
export async function zoneOfCity(db: Executor, cityId: number): Promise<number | null> {
  const rows = await db
    .selectDistinct({ zoneId: areas.zoneId })
    .from(areas)
    .where(and(eq(areas.cityId, cityId), eq(areas.isActive, true)));
  const zoned = rows.map((r) => r.zoneId).filter((z): z is number => z !== null);
  return zoned.length === 1 ? zoned[0]! : null;
}
