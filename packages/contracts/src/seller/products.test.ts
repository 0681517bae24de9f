import { describe, expect, it } from 'vitest';
import { auditInput } from '../input-audit.ts';
import { csvRecordToImportRow, importBody, importRow, stockColumns } from './product-csv.ts';
import {
  normalizeVariationCode,
  sellerExportQuery,
  sellerProductBody,
  sellerProductPatch,
  sellerProductsQuery,
  variationCodes,
} from './products.ts';

describe('variation codes', () => {
  it('are the cartesian product of the chosen values, attributes in id order, like the original', () => {
    expect(
      variationCodes([
        { attributeId: 2, valueIds: [7, 8] },
        { attributeId: 1, valueIds: [3, 4] },
      ]),
    ).toEqual(['1:3/2:7/', '1:3/2:8/', '1:4/2:7/', '1:4/2:8/']);
    expect(variationCodes([])).toEqual(['']);
    expect(variationCodes([{ attributeId: 1, valueIds: [3, 3, 5] }])).toEqual(['1:3/', '1:5/']);
  });

  it('compare whatever the order of their parts', () => {
    expect(normalizeVariationCode('2:7/1:3/')).toBe('1:3/2:7/');
    expect(normalizeVariationCode('')).toBe('');
  });
});

describe('request schemas', () => {
  it('build every string with text() and bound every number', () => {
    for (const schema of [
      sellerProductBody,
      sellerProductPatch,
      sellerProductsQuery,
      sellerExportQuery,
      importBody,
      importRow,
    ]) {
      expect(auditInput(schema)).toEqual([]);
    }
  });
});

describe('CSV records to import rows', () => {
  const stock = stockColumns(
    ['sku', 'stock:Main', 'stock:Back store', 'stock:Gone'],
    [
      { id: 1, name: 'main' },
      { id: 2, name: 'Back store' },
    ],
  );

  it('matches stock columns to warehouses by name, any case, and names the unknown ones', () => {
    expect(stock.matched).toEqual([
      { header: 'stock:Main', warehouseId: 1 },
      { header: 'stock:Back store', warehouseId: 2 },
    ]);
    expect(stock.unknown).toEqual(['stock:Gone']);
  });

  it('converts numbers, yes/no, dates and categories; leaves empty cells out; keeps unreadable text for the schema', () => {
    const row = csvRecordToImportRow(
      {
        sku: ' ABC-1 ',
        name: "'=SUM(A1)",
        price: '12.50',
        discount_type: 'Percentage',
        discount_value: '',
        discount_start: '2030-01-02',
        categories: 'kitchen | fashion|',
        published: 'No',
        'stock:Main': '4',
        'stock:Back store': '',
      },
      7,
      stock.matched,
    );
    expect(row).toEqual({
      line: 7,
      sku: 'ABC-1',
      name: '=SUM(A1)',
      price: 12.5,
      discountType: 'percentage',
      discountStartAt: '2030-01-02T00:00:00.000Z',
      categories: ['kitchen', 'fashion'],
      published: false,
      stock: [{ warehouseId: 1, qty: 4 }],
    });
    expect(importRow.safeParse(row).success).toBe(true);

    const bad = csvRecordToImportRow(
      { sku: 'X', price: 'ten', published: 'maybe', 'stock:Main': '-3' },
      3,
      stock.matched,
    );
    const issues = importRow.safeParse(bad).error?.issues.map((i) => i.path.join('.'));
    expect(issues).toEqual(['price', 'published', 'stock.0.qty']);
  });
});
