import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation } from '../../src/db/errors.ts';
import {
  carts,
  coupons,
  guestUsers,
  orderGroups,
  orders,
  productReviews,
  productVariationStocks,
  shopImpressions,
  userAddresses,
  warehouses,
  warehouseZones,
  wishlists,
} from '../../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { insertArea, insertProduct, insertShop, insertUser } from './fixtures.ts';

let handle: TestDatabase;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

/** Resolves to the error the statement failed with (fails the test if it succeeded). */
async function failure(statement: PromiseLike<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to be rejected');
}

describe('stock', () => {
  it('rejects a negative stock quantity, on insert and when an update would go below zero', async () => {
    const { shop, warehouse } = await insertShop(db);
    const { variation } = await insertProduct(db, shop.id);

    const insertError = await failure(
      db
        .insert(productVariationStocks)
        .values({ productVariationId: variation.id, warehouseId: warehouse.id, stockQty: -1 }),
    );
    expect(isCheckViolation(insertError, 'product_variation_stocks_stock_qty_check')).toBe(true);

    await db
      .insert(productVariationStocks)
      .values({ productVariationId: variation.id, warehouseId: warehouse.id, stockQty: 2 });
    const decrement = (qty: number) =>
      db
        .update(productVariationStocks)
        .set({ stockQty: sql`${productVariationStocks.stockQty} - ${qty}` })
        .where(eq(productVariationStocks.productVariationId, variation.id));
    expect(isCheckViolation(await failure(decrement(3)), 'product_variation_stocks_stock_qty_check')).toBe(
      true,
    );
    await decrement(2);
    const [row] = await db
      .select()
      .from(productVariationStocks)
      .where(eq(productVariationStocks.productVariationId, variation.id));
    expect(row?.stockQty).toBe(0);
  });

  it('keeps one stock row per variation and warehouse', async () => {
    const { shop, warehouse } = await insertShop(db);
    const { variation } = await insertProduct(db, shop.id);
    const row = { productVariationId: variation.id, warehouseId: warehouse.id, stockQty: 1 };
    await db.insert(productVariationStocks).values(row);
    expect(isUniqueViolation(await failure(db.insert(productVariationStocks).values(row)))).toBe(true);
  });
});

describe('carts', () => {
  it('needs exactly one owner: a user or a guest', async () => {
    const { shop, warehouse } = await insertShop(db);
    const { variation } = await insertProduct(db, shop.id);
    const user = await insertUser(db);
    const [guest] = await db.insert(guestUsers).values({ id: 1_732_000_000_123 }).returning();
    const line = { productVariationId: variation.id, warehouseId: warehouse.id, qty: 1 };

    const both = await failure(db.insert(carts).values({ ...line, userId: user.id, guestUserId: guest!.id }));
    expect(isCheckViolation(both, 'carts_one_owner_check')).toBe(true);
    const neither = await failure(db.insert(carts).values(line));
    expect(isCheckViolation(neither, 'carts_one_owner_check')).toBe(true);

    await db.insert(carts).values({ ...line, userId: user.id });
    await db.insert(carts).values({ ...line, guestUserId: guest!.id });
  });

  it('rejects a zero quantity and a second line for the same owner, variation and warehouse', async () => {
    const { shop, warehouse } = await insertShop(db);
    const { variation } = await insertProduct(db, shop.id);
    const user = await insertUser(db);
    const [guest] = await db.insert(guestUsers).values({ id: 1_732_000_000_456 }).returning();
    const line = { productVariationId: variation.id, warehouseId: warehouse.id };

    expect(
      isCheckViolation(
        await failure(db.insert(carts).values({ ...line, userId: user.id, qty: 0 })),
        'carts_qty_check',
      ),
    ).toBe(true);

    await db.insert(carts).values({ ...line, userId: user.id, qty: 1 });
    const userDuplicate = await failure(db.insert(carts).values({ ...line, userId: user.id, qty: 2 }));
    expect(isUniqueViolation(userDuplicate, 'carts_user_line_idx')).toBe(true);

    await db.insert(carts).values({ ...line, guestUserId: guest!.id, qty: 1 });
    const guestDuplicate = await failure(
      db.insert(carts).values({ ...line, guestUserId: guest!.id, qty: 1 }),
    );
    expect(isUniqueViolation(guestDuplicate, 'carts_guest_line_idx')).toBe(true);

    // the same variation from another warehouse of the shop is another line
    const [second] = await db.insert(warehouses).values({ shopId: shop.id, name: 'Second' }).returning();
    await db.insert(carts).values({ ...line, warehouseId: second!.id, userId: user.id, qty: 1 });
    const userLines = await db.select().from(carts).where(eq(carts.userId, user.id));
    expect(userLines).toHaveLength(2);
  });

  it('disappears with the guest it belongs to', async () => {
    const { shop, warehouse } = await insertShop(db);
    const { variation } = await insertProduct(db, shop.id);
    const [guest] = await db.insert(guestUsers).values({ id: 1_732_000_000_789 }).returning();
    await db.insert(carts).values({
      productVariationId: variation.id,
      warehouseId: warehouse.id,
      qty: 3,
      guestUserId: guest!.id,
    });
    await db.delete(guestUsers).where(eq(guestUsers.id, guest!.id));
    expect(await db.select().from(carts).where(eq(carts.guestUserId, guest!.id))).toHaveLength(0);
  });
});

describe('wishlists, reviews and impressions', () => {
  it('rejects a duplicate wishlist entry', async () => {
    const { shop } = await insertShop(db);
    const { product } = await insertProduct(db, shop.id);
    const user = await insertUser(db);
    await db.insert(wishlists).values({ userId: user.id, productId: product.id });
    const error = await failure(db.insert(wishlists).values({ userId: user.id, productId: product.id }));
    expect(isUniqueViolation(error, 'wishlists_user_product_unique')).toBe(true);
  });

  it('accepts ratings 1 to 5 only, one review per user and product', async () => {
    const { shop } = await insertShop(db);
    const { product } = await insertProduct(db, shop.id);
    const user = await insertUser(db);
    const review = { userId: user.id, productId: product.id, shopId: shop.id, description: 'Fits well' };

    for (const rating of [6, 0, -1]) {
      const error = await failure(db.insert(productReviews).values({ ...review, rating }));
      expect(isCheckViolation(error, 'product_reviews_rating_check')).toBe(true);
    }
    await db.insert(productReviews).values({ ...review, rating: 5 });
    const duplicate = await failure(db.insert(productReviews).values({ ...review, rating: 4 }));
    expect(isUniqueViolation(duplicate, 'product_reviews_user_product_unique')).toBe(true);
  });

  it('accepts only positive, negative or neutral as a shop impression', async () => {
    const { shop } = await insertShop(db);
    const user = await insertUser(db);
    const error = await failure(
      db
        .insert(shopImpressions)
        .values({ userId: user.id, shopId: shop.id, impression: 'great' as 'positive' }),
    );
    expect(isCheckViolation(error, 'shop_impressions_impression_check')).toBe(true);
    await db.insert(shopImpressions).values({ userId: user.id, shopId: shop.id, impression: 'neutral' });
  });
});

describe('zones and warehouses', () => {
  it('lets a zone link only a warehouse of the same shop, and one warehouse per shop and zone', async () => {
    const a = await insertShop(db);
    const b = await insertShop(db);
    const { zone } = await insertArea(db);

    const foreign = await failure(
      db.insert(warehouseZones).values({ warehouseId: b.warehouse.id, shopId: a.shop.id, zoneId: zone.id }),
    );
    expect(isForeignKeyViolation(foreign, 'warehouse_zones_warehouse_shop_fk')).toBe(true);

    await db
      .insert(warehouseZones)
      .values({ warehouseId: a.warehouse.id, shopId: a.shop.id, zoneId: zone.id });
    const [other] = await db.insert(warehouses).values({ shopId: a.shop.id, name: 'Other' }).returning();
    const second = await failure(
      db.insert(warehouseZones).values({ warehouseId: other!.id, shopId: a.shop.id, zoneId: zone.id }),
    );
    expect(isUniqueViolation(second, 'warehouse_zones_shop_zone_unique')).toBe(true);
    // another shop may serve the same zone
    await db
      .insert(warehouseZones)
      .values({ warehouseId: b.warehouse.id, shopId: b.shop.id, zoneId: zone.id });
  });

  it('allows one default warehouse per shop', async () => {
    const { shop } = await insertShop(db);
    const error = await failure(
      db.insert(warehouses).values({ shopId: shop.id, name: 'Also default', isDefault: true }),
    );
    expect(isUniqueViolation(error, 'warehouses_one_default_idx')).toBe(true);
  });
});

describe('addresses', () => {
  it('allows one default address per user, not counting deleted ones', async () => {
    const user = await insertUser(db);
    const { country, state, city, area } = await insertArea(db);
    const address = {
      userId: user.id,
      countryId: country.id,
      stateId: state.id,
      cityId: city.id,
      areaId: area.id,
      address: '12 Main Street',
      isDefault: true,
    };
    const [first] = await db.insert(userAddresses).values(address).returning();
    expect(
      isUniqueViolation(
        await failure(db.insert(userAddresses).values(address)),
        'user_addresses_one_default_idx',
      ),
    ).toBe(true);

    await db.update(userAddresses).set({ deletedAt: new Date() }).where(eq(userAddresses.id, first!.id));
    await db.insert(userAddresses).values(address);
    const live = await db
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, user.id), sql`${userAddresses.deletedAt} is null`));
    expect(live).toHaveLength(1);

    const badType = await failure(
      db.insert(userAddresses).values({ ...address, isDefault: false, type: 'castle' as 'home' }),
    );
    expect(isCheckViolation(badType, 'user_addresses_type_check')).toBe(true);
  });
});

describe('coupons and orders', () => {
  it('keeps coupon codes unique per shop only, and percentages within 100 %', async () => {
    const a = await insertShop(db);
    const b = await insertShop(db);
    const coupon = {
      code: 'WELCOME10',
      discountType: 'percentage' as const,
      discountValue: 1000,
      startAt: new Date('2026-01-01T00:00:00Z'),
      endAt: new Date('2026-12-31T00:00:00Z'),
    };
    await db.insert(coupons).values({ ...coupon, shopId: a.shop.id });
    await db.insert(coupons).values({ ...coupon, shopId: b.shop.id });
    const duplicate = await failure(db.insert(coupons).values({ ...coupon, shopId: a.shop.id }));
    expect(isUniqueViolation(duplicate, 'coupons_shop_code_unique')).toBe(true);

    const tooMuch = await failure(
      db.insert(coupons).values({ ...coupon, code: 'HALFOFF', discountValue: 10_001, shopId: a.shop.id }),
    );
    expect(isCheckViolation(tooMuch, 'coupons_discount_percentage_check')).toBe(true);
    const backwards = await failure(
      db
        .insert(coupons)
        .values({ ...coupon, code: 'BACK', startAt: coupon.endAt, endAt: coupon.startAt, shopId: a.shop.id }),
    );
    expect(isCheckViolation(backwards, 'coupons_dates_check')).toBe(true);
  });

  it('accepts only the known delivery statuses and unique order codes', async () => {
    const { shop } = await insertShop(db);
    const user = await insertUser(db);
    const [group] = await db
      .insert(orderGroups)
      .values({
        code: 10001,
        userId: user.id,
        name: 'Ann',
        phone: '5550100',
        shippingAddress: '12 Main Street',
        paymentMethod: 'cash_on_delivery',
      })
      .returning();
    const order = {
      orderGroupId: group!.id,
      userId: user.id,
      shopId: shop.id,
      amount: 1500,
      totalAmount: 1500,
    };

    await db.insert(orders).values({ ...order, orderCode: 10001 });
    expect(
      isUniqueViolation(
        await failure(db.insert(orders).values({ ...order, orderCode: 10001 })),
        'orders_order_code_unique',
      ),
    ).toBe(true);
    const badStatus = await failure(
      db.insert(orders).values({ ...order, orderCode: 10002, deliveryStatus: 'lost' as 'shipped' }),
    );
    expect(isCheckViolation(badStatus, 'orders_delivery_status_check')).toBe(true);
  });
});
