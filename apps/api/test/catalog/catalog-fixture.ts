import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  brands,
  brandTranslations,
  campaignProducts,
  campaigns,
  categories,
  categoryTranslations,
  categoryVariations,
  couponCategories,
  couponConditions,
  couponProducts,
  coupons,
  productCategories,
  productImages,
  products,
  productVariationStocks,
  productVariations,
  settings,
  shops,
  warehouses,
  warehouseZones,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';
import { insertCatalogue } from '../cart/catalogue-fixture.ts';

const DAY = 86_400_000;

/**
 * The cart fixture (products 100 T-shirt, 200 Mug, 300 unpublished Draft, 400 Big mug of shop 2)
 * plus what the catalogue needs, with fixed ids:
 * - categories: 1 fashion (es "Moda") > 2 tops > 3 t-shirts; 4 kitchen; 5 audio. Fashion and
 *   t-shirts filter by Color and Size.
 * - brands 1 Acme (T-shirt), 2 Globex (Big mug), 3 Hidden (inactive)
 * - product 500 "Wireless Headphones" (shop 1, audio, 50.00, stock 4 in zone 2 only)
 * - shop 3 unpublished with its published product 600
 * - campaign 3: seller campaign of shop 2, running, 10 % off the Big mug; campaign 4: mega, upcoming
 * - coupons TSHIRT10 (shop 1, category tops), MUGS (shop 2, whole shop), OLD (expired), PAUSED (inactive)
 * - created: 100 oldest … 500 newest
 * Visible card prices: 200 → 9.99, 400 → 13.50, 100 → 16.00, 500 → 50.00.
 */
export async function insertCatalogFixture(db: Database, now = new Date()) {
  await insertCatalogue(db, now);
  await db.insert(categories).values([
    { id: 1, name: 'Fashion', slug: 'fashion', level: 0, sortingOrder: 1 },
    { id: 2, name: 'Tops', slug: 'tops', parentId: 1, level: 1 },
    { id: 3, name: 'T-shirts', slug: 't-shirts', parentId: 2, level: 2 },
    { id: 4, name: 'Kitchen', slug: 'kitchen', level: 0, sortingOrder: 2 },
    { id: 5, name: 'Audio', slug: 'audio', level: 0, sortingOrder: 3 },
  ]);
  await db.insert(categoryTranslations).values({ categoryId: 1, langCode: 'es-ES', name: 'Moda' });
  await db.insert(categoryVariations).values([
    { categoryId: 1, variationId: 1 },
    { categoryId: 1, variationId: 2 },
    { categoryId: 3, variationId: 1 },
    { categoryId: 3, variationId: 2 },
  ]);
  await db.insert(brands).values([
    { id: 1, name: 'Acme', slug: 'acme', thumbnailImage: '/uploads/acme.webp' },
    { id: 2, name: 'Globex', slug: 'globex' },
    { id: 3, name: 'Hidden', slug: 'hidden', isActive: false },
  ]);
  await db.insert(brandTranslations).values({ brandId: 2, langCode: 'es-ES', name: 'Globex ES' });
  await db.insert(shops).values({ id: 3, name: 'Closed Shop', slug: 'closed-shop', isApproved: true });
  await db.insert(warehouses).values({ id: 31, shopId: 3, name: 'Closed' });
  await db.insert(products).values([
    {
      id: 500,
      shopId: 1,
      name: 'Wireless Headphones',
      slug: 'wireless-headphones',
      description: '<p>Noise cancelling <b>bluetooth</b> headphones</p>',
      minPrice: 5_000,
      maxPrice: 5_000,
      isPublished: true,
      estDeliveryTime: '2-3 days',
    },
    {
      id: 600,
      shopId: 3,
      name: 'Closed Kettle',
      slug: 'closed-kettle',
      minPrice: 100,
      maxPrice: 100,
      isPublished: true,
    },
  ]);
  await db.insert(productVariations).values([
    { id: 5001, productId: 500, sku: 'HP', price: 5_000 },
    { id: 6001, productId: 600, sku: 'KETTLE', price: 100 },
  ]);
  await db.insert(productVariationStocks).values([
    { productVariationId: 5001, warehouseId: 12, stockQty: 4 },
    { productVariationId: 6001, warehouseId: 31, stockQty: 4 },
  ]);
  await db.insert(warehouseZones).values({ warehouseId: 31, zoneId: 1, shopId: 3 });
  await db.insert(productImages).values([
    { productId: 100, image: '/uploads/t-shirt-2.webp', sort: 2 },
    { productId: 100, image: '/uploads/t-shirt-1.webp', sort: 1 },
  ]);
  await db.insert(productCategories).values([
    { productId: 100, categoryId: 3 },
    { productId: 300, categoryId: 3 },
    { productId: 200, categoryId: 4 },
    { productId: 400, categoryId: 4 },
    { productId: 500, categoryId: 5 },
    { productId: 600, categoryId: 4 },
  ]);
  await db.update(products).set({ brandId: 1 }).where(sql`${products.id} = 100`);
  await db.update(products).set({ brandId: 2 }).where(sql`${products.id} = 400`);
  // 100 oldest … 500 newest
  for (const [id, daysAgo] of [
    [100, 50],
    [200, 40],
    [300, 35],
    [400, 30],
    [500, 1],
    [600, 1],
  ] as const) {
    await db
      .update(products)
      .set({ createdAt: new Date(now.getTime() - daysAgo * DAY) })
      .where(sql`${products.id} = ${id}`);
  }
  await db.insert(campaigns).values([
    {
      id: 3,
      kind: 'seller',
      shopId: 2,
      name: 'Mug days',
      slug: 'mug-days',
      shortDescription: 'Mugs for less',
      thumbnailImage: '/uploads/mug-days.webp',
      startAt: new Date(now.getTime() - 2 * DAY),
      endAt: new Date(now.getTime() + 3 * DAY),
      isPublished: true,
    },
    {
      id: 4,
      kind: 'mega',
      shopId: 1,
      name: 'Winter',
      slug: 'winter',
      startAt: new Date(now.getTime() + 10 * DAY),
      endAt: new Date(now.getTime() + 20 * DAY),
      isPublished: true,
    },
    {
      id: 5,
      kind: 'mega',
      shopId: 1,
      name: 'Spring',
      slug: 'spring',
      startAt: new Date(now.getTime() - 20 * DAY),
      endAt: new Date(now.getTime() - 10 * DAY),
      isPublished: true,
    },
  ]);
  await db.insert(campaignProducts).values({
    campaignId: 3,
    productId: 400,
    productVariationId: 4001,
    discountType: 'percentage',
    discountValue: 1_000,
  });
  await db.insert(coupons).values([
    {
      id: 1,
      shopId: 1,
      code: 'TSHIRT10',
      discountType: 'percentage',
      discountValue: 1_250,
      startAt: new Date(now.getTime() - 5 * DAY),
      endAt: new Date(now.getTime() + 5 * DAY),
      minSpend: 1_000,
      maxDiscountAmount: 0,
      info: 'Tops for less',
    },
    {
      id: 2,
      shopId: 2,
      code: 'MUGS',
      discountType: 'amount',
      discountValue: 250,
      isFreeShipping: true,
      startAt: new Date(now.getTime() - 5 * DAY),
      endAt: new Date(now.getTime() + 6 * DAY),
      maxDiscountAmount: 500,
    },
    {
      id: 3,
      shopId: 1,
      code: 'OLD',
      discountType: 'amount',
      discountValue: 100,
      startAt: new Date(now.getTime() - 9 * DAY),
      endAt: new Date(now.getTime() - 3 * DAY),
    },
    {
      id: 4,
      shopId: 1,
      code: 'PAUSED',
      discountType: 'amount',
      discountValue: 100,
      startAt: new Date(now.getTime() - 9 * DAY),
      endAt: new Date(now.getTime() + 3 * DAY),
      isActive: false,
    },
  ]);
  await db.insert(couponCategories).values({ couponId: 1, categoryId: 2 });
  await db.insert(couponProducts).values({ couponId: 3, productId: 100 });
  await db.insert(couponConditions).values([
    { couponId: 1, text: 'Tops only', sort: 1 },
    { couponId: 1, text: 'Once per customer', sort: 2 },
  ]);
  await db.insert(settings).values({ key: 'codAvailable', value: '1' });
  await syncIdentitySequences(db);
}
