import type { SellerProductDetail } from '@shop/contracts/seller/products';
import { sellerProductBody } from '@shop/contracts/seller/products';
import { describe, expect, it } from 'vitest';
import {
  detailToForm,
  emptyProductForm,
  fromLocalInput,
  moveImage,
  regenerateVariations,
  suggestSku,
  toLocalInput,
} from './form-values.ts';
import { optionsFixture } from './options-fixture.ts';

describe('variation rows', () => {
  it('are the combinations of the chosen values, new rows with a suggested SKU and no stock', () => {
    const rows = regenerateVariations(
      [
        { attributeId: 2, valueIds: [7, 8] },
        { attributeId: 1, valueIds: [3] },
      ],
      [],
      'Zebra Tee',
      optionsFixture.attributes,
      optionsFixture.warehouses,
    );
    expect(rows.map((r) => r.code)).toEqual(['1:3/2:7/', '1:3/2:8/']);
    expect(rows[0]).toMatchObject({
      sku: 'ZEBRA-TEE-RED-M',
      price: 0,
      stock: [
        { warehouseId: 10, qty: 0 },
        { warehouseId: 11, qty: 0 },
      ],
    });
  });

  it('keep what the seller typed in the rows that stay, and copy the first price into new rows', () => {
    const first = regenerateVariations(
      [{ attributeId: 1, valueIds: [3] }],
      [],
      'Tee',
      optionsFixture.attributes,
      optionsFixture.warehouses,
    );
    first[0] = { ...first[0]!, sku: 'MINE', price: 12 };
    const next = regenerateVariations(
      [{ attributeId: 1, valueIds: [3, 4] }],
      first,
      'Tee',
      optionsFixture.attributes,
      optionsFixture.warehouses,
    );
    expect(next.map((r) => [r.code, r.sku, r.price])).toEqual([
      ['1:3/', 'MINE', 12],
      ['1:4/', 'TEE-BLUE', 12],
    ]);
    // no attribute left: the product's one variation
    expect(
      regenerateVariations([], next, 'Tee', optionsFixture.attributes, optionsFixture.warehouses).map(
        (r) => r.code,
      ),
    ).toEqual(['']);
  });
});

describe('form values', () => {
  it('of a loaded product carry what the form shows as the stock baseline, for every warehouse', () => {
    const detail = {
      id: 5,
      slug: 'tee',
      name: 'Tee',
      categoryIds: [2],
      brandId: null,
      unitId: 1,
      shortDescription: '',
      description: '<p>x</p>',
      translations: {
        'es-ES': { name: 'Camiseta', description: '' },
        'ar-SA': { name: '', description: '' },
      },
      tags: [],
      images: [],
      thumbnail: null,
      attributes: [],
      variations: [
        {
          id: 9,
          code: '',
          sku: 'TEE',
          price: 10,
          discountType: 'amount',
          discountValue: 0,
          image: null,
          stock: [{ warehouseId: 10, qty: 4 }],
          hasOrders: false,
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
      cashOnDelivery: false,
      isPublished: true,
      heldReason: null,
      totalSaleCount: 0,
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-01T00:00:00.000Z',
    } satisfies SellerProductDetail;
    const values = detailToForm(detail, optionsFixture);
    expect(values.variations[0]!.stock).toEqual([
      { warehouseId: 10, qty: 4, shownQty: 4 },
      { warehouseId: 11, qty: 0, shownQty: 0 },
    ]);
    expect(values.cashOnDelivery).toBe(false);
    expect(values.translations?.['es-ES'].name).toBe('Camiseta');
    expect(sellerProductBody.safeParse(values).success).toBe(true);
  });

  it('of a new product need a name, a category and a SKU before they pass the schema', () => {
    const values = emptyProductForm(optionsFixture);
    const issues = sellerProductBody.safeParse(values).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(['name', 'categoryIds', 'variations.0.sku']);
  });
});

describe('helpers', () => {
  it('suggest SKUs from the name and the values', () => {
    expect(suggestSku('Café Crème', ['XL'])).toBe('CAFE-CREME-XL');
    expect(suggestSku('', [])).toBe('SKU');
  });

  it('move pictures and convert dates for datetime inputs', () => {
    expect(moveImage(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveImage(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(fromLocalInput('')).toBeNull();
    const iso = fromLocalInput('2030-05-06T07:08');
    expect(iso).toMatch(/^2030-05-0\dT\d\d:08:00\.000Z$/);
    expect(toLocalInput(iso)).toBe('2030-05-06T07:08');
  });
});
