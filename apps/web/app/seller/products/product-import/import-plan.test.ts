import type { ImportResult } from '@shop/contracts/seller/product-csv';
import { describe, expect, it } from 'vitest';
import { inBatches, planCsv, runBatches, summarize, withPreviewStock } from './import-plan.ts';

const warehouses = [
  { id: 10, name: 'Main' },
  { id: 11, name: 'Back store' },
];

describe('reading a CSV', () => {
  it('turns records into checked rows; a bad row keeps its problems and is not sent', () => {
    const csv =
      '\ufeffsku,name,price,categories,published,stock:Main,stock:Elsewhere\r\n' +
      'A-1,Mug,9.50,kitchen,yes,4,2\r\n' +
      'A-2,Bowl,ten,kitchen,maybe,,\r\n' +
      '\r\n';
    const plan = planCsv(csv, warehouses);
    expect(plan.fileError).toBeNull();
    expect(plan.unknownColumns).toEqual(['stock:Elsewhere']);
    expect(plan.rows).toHaveLength(2);
    expect(plan.rows[0]).toMatchObject({
      line: 2,
      sku: 'A-1',
      errors: [],
      input: { sku: 'A-1', price: 9.5, published: true, stock: [{ warehouseId: 10, qty: 4 }] },
    });
    expect(plan.rows[1]!.errors.map((e) => e.field)).toEqual(['price', 'published']);
  });

  it('names a file without a SKU column or without rows', () => {
    expect(planCsv('name,price\r\nMug,1\r\n', warehouses).fileError).toBe('noSku');
    expect(planCsv('sku,name\r\n', warehouses).fileError).toBe('empty');
  });
});

describe('importing', () => {
  it('sends the preview’s quantities as the stock baseline of the rows it updates', () => {
    const [row] = planCsv('sku,stock:Main\r\nA-1,25\r\n', warehouses).rows;
    const previewed = {
      ...row!,
      preview: {
        line: 2,
        sku: 'A-1',
        outcome: 'updated' as const,
        productId: 1,
        errors: [],
        stock: [{ warehouseId: 10, current: 7 }],
      },
    };
    expect(withPreviewStock(previewed).stock).toEqual([{ warehouseId: 10, qty: 25, shownQty: 7 }]);
    // a created row's quantities are its initial stock
    expect(
      withPreviewStock({ ...previewed, preview: { ...previewed.preview, outcome: 'created' } }).stock,
    ).toEqual([{ warehouseId: 10, qty: 25 }]);
  });

  it('runs the rows in batches of 50 and reports the progress of each', async () => {
    const csv = `sku,name\r\n${Array.from({ length: 120 }, (_, i) => `S-${i},N${i}`).join('\r\n')}`;
    const { rows } = planCsv(csv, warehouses);
    const sizes: number[] = [];
    const progress: number[] = [];
    const results = await runBatches(
      rows,
      true,
      async (body): Promise<ImportResult> => {
        sizes.push(body.rows.length);
        return {
          dryRun: true,
          created: 0,
          updated: body.rows.length,
          failed: 0,
          rows: (body.rows as { line: number; sku: string }[]).map((r) => ({
            line: r.line,
            sku: r.sku,
            outcome: 'updated',
            productId: 1,
            errors: [],
            stock: [],
          })),
        };
      },
      (done) => progress.push(done),
    );
    expect(sizes).toEqual([50, 50, 20]);
    expect(progress).toEqual([0, 50, 100, 120]);
    expect(results.size).toBe(120);
    expect(inBatches([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
    const counted = summarize(rows.map((row) => ({ ...row, preview: results.get(row.line) })));
    expect(counted).toEqual({ created: 0, updated: 120, failed: 0 });
  });
});
