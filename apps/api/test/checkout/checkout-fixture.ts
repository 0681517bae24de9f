import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import {
  areas,
  carts,
  cities,
  countries,
  couponProducts,
  coupons,
  settings,
  shops,
  states,
  userAddresses,
  zoneShippingCharges,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { invalidateSettings } from '../../src/platform/settings.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';
import { multipart } from '../helpers/app.ts';

const DAY = 86_400_000;

/**
 * The cart catalogue (see catalogue-fixture.ts) plus what checkout needs:
 * - addresses: 1 (Rita, area in zone 1), 2 (Sam, zone 1), 3 (Rita, area without a zone), 4 (Rita, zone 2)
 * - shipping: shop 1 default 9.00, 3.00 in zone 1; shop 2 default 5.00
 * - coupons of shop 1 (SAVE5, PCT10 capped at 2.00, MIN100, OLD, TODAY, FUTURE, OFF, ONCE, TOTAL1,
 *   SHIP free shipping, ONLYMUG for product 200) and of shop 2 (MUG2, 1.00 off)
 * - payment methods: cash on delivery and the demo card gateway
 */
export async function insertCheckoutData(db: Database, now = new Date()) {
  await insertCatalogue(db, now);
  await db.insert(countries).values({ id: 18, name: 'Bangladesh', code: 'BD' });
  await db.insert(states).values({ id: 1, countryId: 18, name: 'Dhaka' });
  await db.insert(cities).values({ id: 1, stateId: 1, name: 'Dhaka City' });
  await db.insert(areas).values([
    { id: 1, cityId: 1, zoneId: 1, name: 'Gulshan' },
    { id: 2, cityId: 1, zoneId: null, name: 'Char' },
    { id: 3, cityId: 1, zoneId: 2, name: 'Mirpur' },
  ]);
  const base = { countryId: 18, stateId: 1, cityId: 1 };
  await db.insert(userAddresses).values([
    {
      id: 1,
      userId: 501,
      ...base,
      areaId: 1,
      address: 'House 1, Road 2',
      postalCode: '1212',
      phone: '5550001',
    },
    { id: 2, userId: 502, ...base, areaId: 1, address: 'House 9' },
    { id: 3, userId: 501, ...base, areaId: 2, address: 'Island hut' },
    { id: 4, userId: 501, ...base, areaId: 3, address: 'South flat', type: 'office' },
  ]);
  await db.update(shops).set({ defaultShippingCharge: 900 }).where(eq(shops.id, 1));
  await db.update(shops).set({ defaultShippingCharge: 500 }).where(eq(shops.id, 2));
  await db.insert(zoneShippingCharges).values({ shopId: 1, zoneId: 1, charge: 300 });
  const valid = { startAt: new Date(now.getTime() - 10 * DAY), endAt: new Date(now.getTime() + 10 * DAY) };
  await db.insert(coupons).values([
    {
      id: 1,
      shopId: 1,
      code: 'SAVE5',
      discountType: 'amount',
      discountValue: 500,
      ...valid,
      info: 'Five off',
    },
    {
      id: 2,
      shopId: 1,
      code: 'PCT10',
      discountType: 'percentage',
      discountValue: 1000,
      maxDiscountAmount: 200,
      ...valid,
    },
    {
      id: 3,
      shopId: 1,
      code: 'MIN100',
      discountType: 'amount',
      discountValue: 500,
      minSpend: 10_000,
      ...valid,
    },
    {
      id: 4,
      shopId: 1,
      code: 'OLD',
      discountType: 'amount',
      discountValue: 500,
      startAt: new Date(now.getTime() - 30 * DAY),
      endAt: new Date(now.getTime() - 3 * DAY),
    },
    {
      id: 5,
      shopId: 1,
      code: 'TODAY',
      discountType: 'amount',
      discountValue: 100,
      startAt: new Date(now.getTime() - 30 * DAY),
      // midnight at the start of today: the end day is included
      endAt: new Date(Math.floor(now.getTime() / DAY) * DAY),
    },
    {
      id: 6,
      shopId: 1,
      code: 'FUTURE',
      discountType: 'amount',
      discountValue: 100,
      startAt: new Date(Math.floor(now.getTime() / DAY) * DAY + DAY),
      endAt: new Date(now.getTime() + 10 * DAY),
    },
    { id: 7, shopId: 1, code: 'OFF', discountType: 'amount', discountValue: 100, isActive: false, ...valid },
    {
      id: 8,
      shopId: 1,
      code: 'ONCE',
      discountType: 'amount',
      discountValue: 100,
      customerUsageLimit: 1,
      ...valid,
    },
    {
      id: 9,
      shopId: 1,
      code: 'TOTAL1',
      discountType: 'amount',
      discountValue: 100,
      totalUsageLimit: 1,
      ...valid,
    },
    {
      id: 10,
      shopId: 1,
      code: 'SHIP',
      discountType: 'amount',
      discountValue: 0,
      isFreeShipping: true,
      ...valid,
    },
    { id: 11, shopId: 1, code: 'ONLYMUG', discountType: 'amount', discountValue: 100, ...valid },
    { id: 12, shopId: 2, code: 'MUG2', discountType: 'amount', discountValue: 100, ...valid },
  ]);
  await db.insert(couponProducts).values({ couponId: 11, productId: 200 });
  await db.insert(settings).values([
    { key: 'paymentMethods', value: ['cash_on_delivery', 'demo_card'] },
    { key: 'orderCodeStartsFrom', value: 10001 },
  ]);
  invalidateSettings(db);
  await syncIdentitySequences(db);
}

/** Replaces a user's cart with these lines (variation, warehouse, qty); returns the line ids in order. */
export async function setCart(
  db: Database,
  userId: number,
  lines: [number, number, number][],
): Promise<number[]> {
  await db.delete(carts).where(eq(carts.userId, userId));
  const rows = await db
    .insert(carts)
    .values(
      lines.map(([productVariationId, warehouseId, qty]) => ({
        userId,
        productVariationId,
        warehouseId,
        qty,
      })),
    )
    .returning({ id: carts.id });
  return rows.map((r) => r.id);
}

export function api(app: FastifyInstance) {
  return {
    post(
      url: string,
      token: string | undefined,
      fields: Record<string, string | string[]>,
      headers: Record<string, string> = {},
    ) {
      const form = multipart(fields);
      const all: Record<string, string> = { ...form.headers, 'zone-id': '1', ...headers };
      if (token) all.authorization = `Bearer ${token}`;
      return app.inject({ method: 'POST', url: `/api/v1${url}`, headers: all, payload: form.payload });
    },
    form(
      url: string,
      token: string,
      fields: Record<string, string | string[]>,
      headers: Record<string, string> = {},
    ) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) {
        for (const one of Array.isArray(v) ? v : [v]) params.append(k, one);
      }
      return app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Bearer ${token}`,
          'zone-id': '1',
          ...headers,
        },
        payload: params.toString(),
      });
    },
    get(url: string, token?: string) {
      const headers: Record<string, string> = { 'zone-id': '1' };
      if (token) headers.authorization = `Bearer ${token}`;
      return app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    },
  };
}
