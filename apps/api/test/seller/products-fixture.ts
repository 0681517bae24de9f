import sharp from 'sharp';
import type { Database } from '../../src/db/client.ts';
import {
  brands,
  categories,
  shops,
  taxes,
  units,
  variations,
  variationValues,
} from '../../src/db/schema/index.ts';
import { syncIdentitySequences } from '../../src/db/sequences.ts';

/**
 * The shared vocabulary the product form chooses from, with fixed ids:
 * - categories 1 Fashion > 2 T-shirts; 3 Kitchen (slugs fashion, t-shirts, kitchen); 4 Old (inactive)
 * - brands 1 Acme (acme), 2 Gone (inactive); units 1 pc, 2 kg; taxes 1 VAT, 2 Eco
 * - attributes 1 Color (values 3 Red, 4 Blue, 5 Green), 2 Size (values 7 M, 8 L), 9 Retired (inactive)
 * - shop 1, the platform's own shop (approved)
 */
export async function insertProductVocabulary(db: Database): Promise<void> {
  await db
    .insert(shops)
    .values({ id: 1, name: 'Admin Shop', slug: 'admin-shop', isApproved: true, isPublished: true });
  await db.insert(categories).values([
    { id: 1, name: 'Fashion', slug: 'fashion', level: 0, sortingOrder: 1 },
    { id: 2, name: 'T-shirts', slug: 't-shirts', parentId: 1, level: 1 },
    { id: 3, name: 'Kitchen', slug: 'kitchen', level: 0, sortingOrder: 2 },
    { id: 4, name: 'Old', slug: 'old', level: 0, isActive: false },
  ]);
  await db.insert(brands).values([
    { id: 1, name: 'Acme', slug: 'acme' },
    { id: 2, name: 'Gone', slug: 'gone', isActive: false },
  ]);
  await db.insert(units).values([
    { id: 1, name: 'pc' },
    { id: 2, name: 'kg' },
  ]);
  await db.insert(taxes).values([
    { id: 1, name: 'VAT' },
    { id: 2, name: 'Eco' },
  ]);
  await db.insert(variations).values([
    { id: 1, name: 'Color', sort: 1 },
    { id: 2, name: 'Size', sort: 2 },
    { id: 9, name: 'Retired', isActive: false },
  ]);
  await db.insert(variationValues).values([
    { id: 3, variationId: 1, name: 'Red', colorCode: '#ff0000', sort: 1 },
    { id: 4, variationId: 1, name: 'Blue', colorCode: '#0000ff', sort: 2 },
    { id: 5, variationId: 1, name: 'Green', colorCode: '#00ff00', sort: 3 },
    { id: 7, variationId: 2, name: 'M', sort: 1 },
    { id: 8, variationId: 2, name: 'L', sort: 2 },
    { id: 10, variationId: 9, name: 'Old value' },
  ]);
  await syncIdentitySequences(db);
}

/** A valid product body with no attributes (one variation) for `warehouseId`. */
export function simpleProduct(
  warehouseId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Plain Mug',
    categoryIds: [3],
    brandId: null,
    unitId: 1,
    shortDescription: '',
    description: '<p>A mug</p>',
    tags: [],
    images: [],
    thumbnail: null,
    attributes: [],
    variations: [
      {
        code: '',
        sku: `MUG-${Math.random().toString(36).slice(2, 10)}`,
        price: 9.99,
        discountType: 'amount',
        discountValue: 0,
        image: null,
        stock: [{ warehouseId, qty: 10 }],
      },
    ],
    discountStartAt: null,
    discountEndAt: null,
    taxes: [],
    minPurchaseQty: 1,
    maxPurchaseQty: null,
    estDeliveryTime: '',
    hasWarranty: false,
    warrantyInfo: '',
    hasEmi: false,
    emiInfo: '',
    isPublished: true,
    ...overrides,
  };
}

/** A small real PNG. */
export async function pngImage(color = '#3366ff'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
}
