import type { Database } from '../../src/db/client.ts';
import {
  badges,
  badgeTranslations,
  campaignProducts,
  campaigns,
  languages,
  productBadges,
  productReviews,
  products,
  productTags,
  productTaxes,
  productTranslations,
  productVariationCombinations,
  productVariationStocks,
  productVariations,
  shops,
  tags,
  taxes,
  units,
  users,
  variations,
  variationValues,
  warehouses,
  warehouseZones,
  zones,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';

const DAY = 86_400_000;

/**
 * A small catalogue for cart and product-card tests, with fixed ids:
 * - shop 1 "Cotton Co" with warehouse 11 (zone 1) and warehouse 12 (zone 2); shop 2 with warehouse 21 (zone 1)
 * - product 100 "T-shirt" (has variations, Red-M 1001 / Blue-M 1002), 10 % VAT + 0.35 flat eco tax,
 *   20 % own discount always on; variation 1002 in a running 30 % campaign ending in 5 days
 * - product 200 "Mug" (single variation 2001), no tax, no discount, stock 0 in zone 1
 * - product 300 unpublished (variation 3001); product 400 of shop 2 (variation 4001)
 */
export async function insertCatalogue(db: Database, now = new Date()) {
  await db.insert(languages).values([
    { code: 'en-US', name: 'English', flag: 'us' },
    { code: 'es-ES', name: 'Español', flag: 'es' },
  ]);
  await db.insert(zones).values([
    { id: 1, name: 'North' },
    { id: 2, name: 'South' },
    { id: 3, name: 'Nowhere' },
  ]);
  await db.insert(shops).values([
    {
      id: 1,
      name: 'Cotton Co',
      slug: 'cotton-co',
      logo: '/uploads/cotton.webp',
      isApproved: true,
      isPublished: true,
    },
    { id: 2, name: 'Mug Makers', slug: 'mug-makers', isApproved: true, isPublished: true },
  ]);
  await db.insert(warehouses).values([
    { id: 11, shopId: 1, name: 'North hall', isDefault: true },
    { id: 12, shopId: 1, name: 'South hall' },
    { id: 21, shopId: 2, name: 'Kiln', isDefault: true },
  ]);
  await db.insert(warehouseZones).values([
    { warehouseId: 11, zoneId: 1, shopId: 1 },
    { warehouseId: 12, zoneId: 2, shopId: 1 },
    { warehouseId: 21, zoneId: 1, shopId: 2 },
  ]);
  await db.insert(units).values({ id: 1, name: 'pc' });
  await db.insert(products).values([
    {
      id: 100,
      shopId: 1,
      unitId: 1,
      name: 'T-shirt',
      slug: 't-shirt',
      thumbnailImage: '/uploads/t-shirt.webp',
      minPrice: 2_000,
      maxPrice: 2_500,
      hasVariation: true,
      isPublished: true,
      discountType: 'percentage',
      discountValue: 2_000,
    },
    { id: 200, shopId: 1, name: 'Mug', slug: 'mug', minPrice: 999, maxPrice: 999, isPublished: true },
    { id: 300, shopId: 1, name: 'Draft', slug: 'draft', minPrice: 500, maxPrice: 500, isPublished: false },
    {
      id: 400,
      shopId: 2,
      name: 'Big mug',
      slug: 'big-mug',
      minPrice: 1_500,
      maxPrice: 1_500,
      isPublished: true,
      maxPurchaseQty: 3,
    },
  ]);
  await db.insert(productTranslations).values({ productId: 100, langCode: 'es-ES', name: 'Camiseta' });
  await db.insert(productVariations).values([
    {
      id: 1001,
      productId: 100,
      code: '1:1/2:3/',
      sku: 'TS-RED-M',
      price: 2_000,
      discountType: 'percentage',
      discountValue: 2_000,
      image: '/uploads/red.webp',
    },
    {
      id: 1002,
      productId: 100,
      code: '1:2/2:3/',
      sku: 'TS-BLUE-M',
      price: 2_500,
      discountType: 'percentage',
      discountValue: 2_000,
    },
    { id: 2001, productId: 200, sku: 'MUG', price: 999 },
    { id: 3001, productId: 300, sku: 'DRAFT', price: 500 },
    { id: 4001, productId: 400, sku: 'BIG-MUG', price: 1_500 },
  ]);
  await db.insert(variations).values([
    { id: 1, name: 'Color', sort: 1 },
    { id: 2, name: 'Size', sort: 2 },
  ]);
  await db.insert(variationValues).values([
    { id: 1, variationId: 1, name: 'Red' },
    { id: 2, variationId: 1, name: 'Blue' },
    { id: 3, variationId: 2, name: 'M' },
  ]);
  await db.insert(productVariationCombinations).values([
    { productVariationId: 1001, variationId: 2, variationValueId: 3 },
    { productVariationId: 1001, variationId: 1, variationValueId: 1 },
    { productVariationId: 1002, variationId: 1, variationValueId: 2 },
    { productVariationId: 1002, variationId: 2, variationValueId: 3 },
  ]);
  await db.insert(productVariationStocks).values([
    { productVariationId: 1001, warehouseId: 11, stockQty: 5 },
    { productVariationId: 1001, warehouseId: 12, stockQty: 40 },
    { productVariationId: 1002, warehouseId: 11, stockQty: 3 },
    { productVariationId: 2001, warehouseId: 11, stockQty: 0 },
    { productVariationId: 2001, warehouseId: 12, stockQty: 7 },
    { productVariationId: 3001, warehouseId: 11, stockQty: 9 },
    { productVariationId: 4001, warehouseId: 21, stockQty: 10 },
  ]);
  await db.insert(taxes).values([
    { id: 1, name: 'VAT' },
    { id: 2, name: 'Eco' },
    { id: 3, name: 'Retired', isActive: false },
  ]);
  await db.insert(productTaxes).values([
    { productId: 100, taxId: 1, taxType: 'percent', value: 1_000 },
    { productId: 100, taxId: 2, taxType: 'amount', value: 35 },
    { productId: 100, taxId: 3, taxType: 'percent', value: 5_000 },
  ]);
  await db.insert(campaigns).values([
    {
      id: 1,
      kind: 'mega',
      shopId: 1,
      name: 'Summer',
      slug: 'summer',
      startAt: new Date(now.getTime() - DAY),
      endAt: new Date(now.getTime() + 5 * DAY),
      isPublished: true,
    },
    {
      id: 2,
      kind: 'seller',
      shopId: 1,
      name: 'Hidden',
      slug: 'hidden',
      startAt: new Date(now.getTime() - DAY),
      endAt: new Date(now.getTime() + 5 * DAY),
      isPublished: false,
    },
  ]);
  await db.insert(campaignProducts).values([
    {
      campaignId: 1,
      productId: 100,
      productVariationId: 1002,
      discountType: 'percentage',
      discountValue: 3_000,
    },
    { campaignId: 2, productId: 200, productVariationId: 2001, discountType: 'amount', discountValue: 500 },
  ]);
  await db.insert(badges).values([
    { id: 1, name: 'New', color: '#ffffff', bgColor: '#005bff' },
    { id: 2, name: 'Old', isActive: false },
  ]);
  await db.insert(badgeTranslations).values({ badgeId: 1, langCode: 'es-ES', name: 'Nuevo' });
  await db.insert(productBadges).values([
    { productId: 100, badgeId: 1 },
    { productId: 100, badgeId: 2 },
  ]);
  await db.insert(tags).values([
    { id: 1, name: 'summer' },
    { id: 2, name: 'cotton' },
  ]);
  await db.insert(productTags).values([
    { productId: 100, tagId: 1 },
    { productId: 100, tagId: 2 },
  ]);
  await db.insert(users).values([
    { id: 501, name: 'Rita', phone: '5550001', passwordHash: 'x' },
    { id: 502, name: 'Sam', phone: '5550002', passwordHash: 'x' },
  ]);
  await db.insert(productReviews).values([
    { userId: 501, productId: 100, shopId: 1, rating: 5, description: 'Great' },
    { userId: 502, productId: 100, shopId: 1, rating: 4, description: 'Good' },
  ]);
  await syncIdentitySequences(db);
}

/** A product with many variations, to show that the card query count does not grow with them. */
export async function insertManyProducts(db: Database, count: number, firstId = 10_000) {
  const ids = Array.from({ length: count }, (_, i) => firstId + i);
  await db.insert(products).values(
    ids.map((id) => ({
      id,
      shopId: 1,
      name: `Bulk ${id}`,
      slug: `bulk-${id}`,
      minPrice: 100,
      maxPrice: 300,
      isPublished: true,
    })),
  );
  await db.insert(productVariations).values(
    ids.flatMap((id) => [
      { id: id * 10 + 1, productId: id, code: `1:1/`, sku: `BULK-${id}-1`, price: 300 },
      { id: id * 10 + 2, productId: id, code: `1:2/`, sku: `BULK-${id}-2`, price: 100 },
    ]),
  );
  await syncIdentitySequences(db);
  return ids;
}

/**
 * A 50 % mega campaign "Flash" (id 3) on the Big mug (product 400, variation 4001) that starts
 * `inMs` from now: the price clock reprices the mug when it starts.
 */
export async function startFlashSaleOnBigMug(db: Database, inMs: number): Promise<void> {
  const startAt = new Date(Date.now() + inMs);
  await db.insert(campaigns).values({
    id: 3,
    kind: 'mega',
    shopId: 2,
    name: 'Flash',
    slug: 'flash',
    startAt,
    endAt: new Date(startAt.getTime() + 86_400_000),
    isPublished: true,
  });
  await db.insert(campaignProducts).values({
    campaignId: 3,
    productId: 400,
    productVariationId: 4001,
    discountType: 'percentage',
    discountValue: 5_000,
  });
}
