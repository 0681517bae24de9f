import type { ProductVariation } from '@shop/contracts/product';
import { describe, expect, it } from 'vitest';
import type { VariationCombination } from './api.ts';
import {
  availability,
  clampQuantity,
  findVariation,
  initialSelection,
  selectionFromSearch,
  selectionImage,
  selectionParam,
  selectionSearch,
  toggleValue,
  unchosenNames,
} from './variation-selection.ts';

const combinations: VariationCombination[] = [
  {
    id: 1,
    name: 'Color',
    values: [
      {
        id: 3,
        name: 'Red',
        image: '/c/red.webp',
        colorCode: '#d00',
        variationImage: '/v/red-800.webp',
        matchVariationCode: '1:3',
      },
      {
        id: 4,
        name: 'Blue',
        image: '/c/blue.webp',
        colorCode: '#00d',
        variationImage: '',
        matchVariationCode: '1:4',
      },
    ],
  },
  {
    id: 2,
    name: 'Size',
    values: [
      { id: 7, name: 'M', image: '', colorCode: '', variationImage: '', matchVariationCode: '2:7' },
      { id: 8, name: 'L', image: '', colorCode: '', variationImage: '', matchVariationCode: '2:8' },
    ],
  },
];

function variation(id: number, code: string, stockQty: number | null, image = ''): ProductVariation {
  return {
    id,
    name: code,
    productId: 9,
    code,
    sku: `SKU-${id}`,
    image,
    stocks: stockQty === null ? [] : [{ id: id * 10, warehouseId: 5, stockQty }],
    basePrice: 10,
    discountedBasePrice: 9,
    basePriceWithTax: 11,
    discountedBasePriceWithTax: 9.9,
    tax: 0.9,
    dealEnds: null,
  };
}

const variations = [
  variation(11, '1:3/2:7/', 4, '/v/red-m-800.webp'),
  variation(12, '1:3/2:8/', 0),
  variation(13, '1:4/2:7/', 2),
  variation(14, '2:8/1:4/', null),
];

describe('variation selection', () => {
  it('starts every attribute at its first value and finds the variation by its code', () => {
    const selection = initialSelection(combinations);
    expect(selection).toEqual({ 1: 3, 2: 7 });
    expect(findVariation(variations, combinations, selection)?.id).toBe(11);
  });

  it('starts at the first variation in stock when the first values are out of stock', () => {
    const soldOut = [variation(11, '1:3/2:7/', 0), variation(12, '1:3/2:8/', null), ...variations.slice(2)];
    // Red/M and Red/L have none; Blue/M (13) has 2, Blue/L (14) none
    expect(initialSelection(combinations, soldOut)).toEqual({ 1: 4, 2: 7 });
    // the first values win while they are in stock
    expect(initialSelection(combinations, variations)).toEqual({ 1: 3, 2: 7 });
    // nothing in stock: the first values, which show "Out of stock"
    const none = variations.map((v) => ({ ...v, stocks: [] }));
    expect(initialSelection(combinations, none)).toEqual({ 1: 3, 2: 7 });
  });

  it('prefers, among variations in stock, the one first in the picker', () => {
    const later = [
      variation(11, '1:3/2:7/', 0),
      variation(14, '2:8/1:4/', 3),
      variation(12, '1:3/2:8/', 1),
      variation(13, '1:4/2:7/', 0),
    ];
    expect(initialSelection(combinations, later)).toEqual({ 1: 3, 2: 8 });
  });

  it('matches codes whatever the order of their parts', () => {
    expect(findVariation(variations, combinations, { 1: 4, 2: 8 })?.id).toBe(14);
  });

  it('unselects a value clicked again and names the attributes still to choose', () => {
    const selection = toggleValue(initialSelection(combinations), 2, 7);
    expect(selection).toEqual({ 1: 3 });
    expect(findVariation(variations, combinations, selection)).toBeNull();
    expect(unchosenNames(combinations, selection)).toEqual(['Size']);
    expect(unchosenNames(combinations, toggleValue(selection, 1, 3))).toEqual(['Color', 'Size']);
    expect(toggleValue(selection, 2, 8)).toEqual({ 1: 3, 2: 8 });
  });

  it('gives the one variation of a product without attributes', () => {
    const only = variation(20, '', 3);
    expect(findVariation([only], [], {})).toBe(only);
  });

  it('shows the variation image, else the chosen swatch image', () => {
    expect(selectionImage(variations[0] ?? null, combinations, { 1: 3, 2: 7 })).toBe('/v/red-m-800.webp');
    expect(selectionImage(null, combinations, { 1: 3 })).toBe('/v/red-800.webp');
    expect(selectionImage(null, combinations, { 1: 4 })).toBeNull();
  });

  it('limits the quantity to the first stock row minus what the cart holds', () => {
    expect(availability(null, 0)).toEqual({ state: 'unresolved' });
    expect(availability(variations[0] ?? null, 1)).toEqual({ state: 'available', maxQty: 3, warehouseId: 5 });
    expect(availability(variations[0] ?? null, 4)).toEqual({ state: 'max_in_cart' });
    expect(availability(variations[1] ?? null, 0)).toEqual({ state: 'out_of_stock' });
    expect(availability(variations[3] ?? null, 0)).toEqual({ state: 'out_of_stock' });
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
  });
});

describe('the choice in the address', () => {
  it('reads one value per attribute, in any order, and ignores unknown pairs', () => {
    expect(selectionFromSearch('?options=2-8,1-4', combinations)).toEqual({ 1: 4, 2: 8 });
    expect(selectionFromSearch('?options=1-4,1-3,9-9,2-99,x', combinations)).toEqual({ 1: 4 });
    expect(selectionFromSearch('?options=1%2D4%2C2%2D8', combinations)).toEqual({ 1: 4, 2: 8 });
  });

  it('tells no choice (default) from an empty one (every value unselected)', () => {
    expect(selectionFromSearch('', combinations)).toBeNull();
    expect(selectionFromSearch('?page=2', combinations)).toBeNull();
    expect(selectionFromSearch('?options=garbage', combinations)).toBeNull();
    expect(selectionFromSearch('?options=', combinations)).toEqual({});
  });

  it('writes the choice in the picker order, keeping the other parameters but not the add confirmation', () => {
    expect(selectionParam({ 2: 8, 1: 3 }, combinations)).toBe('1-3,2-8');
    expect(selectionSearch('?page=2&added=1&options=1-3', { 2: 8 }, combinations)).toBe(
      '?page=2&options=2-8',
    );
    expect(selectionSearch('', {}, combinations)).toBe('?options=');
  });

  it('round-trips every selection a shopper can make, unselecting included', () => {
    let selection = initialSelection(combinations);
    for (const [combinationId, valueId] of [
      [2, 8],
      [1, 3],
      [1, 4],
      [2, 8],
    ] as const) {
      selection = toggleValue(selection, combinationId, valueId);
      expect(selectionFromSearch(selectionSearch('', selection, combinations), combinations)).toEqual(
        selection,
      );
    }
  });
});
