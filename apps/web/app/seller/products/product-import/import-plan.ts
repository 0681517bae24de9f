import {
  type CsvWarehouse,
  csvRecordToImportRow,
  IMPORT_BATCH_SIZE,
  type ImportResult,
  type ImportRow,
  type ImportRowResult,
  importRow,
  PRODUCT_CSV_COLUMNS,
  stockColumns,
} from '@shop/contracts/seller/product-csv';
import Papa from 'papaparse';

/**
 * The import screen's plan (issue 17 §3), apart from React: read the file with papaparse, turn
 * each record into an import row and check it with the contracts' `importRow` (the same check the
 * API makes), ask the API for a dry run of the good rows in batches, then import them in batches
 * with the quantities the preview showed, so stock moves relatively.
 */
export const MAX_IMPORT_ROWS = 5000;

export interface RowError {
  field: string | null;
  message: string;
}

export interface PlannedRow {
  /** the row's line in the file (the header is line 1) */
  line: number;
  sku: string;
  name: string;
  /** the JSON row for the API (before the preview's stock baseline) */
  input: Record<string, unknown>;
  /** problems found in the browser; such a row is not sent */
  errors: RowError[];
  /** after the dry run: what the import would do, its problems, each warehouse's current stock */
  preview?: ImportRowResult;
}

export interface CsvPlan {
  rows: PlannedRow[];
  /** stock columns naming no warehouse of the shop (ignored) */
  unknownColumns: string[];
  /** a file problem that stops the import (no SKU column, nothing to import, too many rows) */
  fileError: 'noSku' | 'empty' | 'tooMany' | null;
}

/** Reads a CSV text (a byte order mark is fine) into import rows checked in the browser. */
export function planCsv(text: string, warehouses: readonly CsvWarehouse[]): CsvPlan {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const stock = stockColumns(headers, warehouses);
  if (!headers.includes(PRODUCT_CSV_COLUMNS.sku))
    return { rows: [], unknownColumns: stock.unknown, fileError: 'noSku' };
  if (parsed.data.length === 0) return { rows: [], unknownColumns: stock.unknown, fileError: 'empty' };
  if (parsed.data.length > MAX_IMPORT_ROWS)
    return { rows: [], unknownColumns: stock.unknown, fileError: 'tooMany' };
  const rows = parsed.data.map((record, index): PlannedRow => {
    const line = index + 2;
    const input = csvRecordToImportRow(record, line, stock.matched);
    const checked = importRow.safeParse(input);
    return {
      line,
      sku: String(input.sku ?? ''),
      name: typeof input.name === 'string' ? input.name : '',
      input,
      errors: checked.success
        ? []
        : checked.error.issues.map((issue) => ({
            field: issue.path.length > 0 ? issue.path.join('.') : null,
            message: issue.message,
          })),
    };
  });
  return { rows, unknownColumns: stock.unknown, fileError: null };
}

/** `items` in batches of `size`. */
export function inBatches<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The row to import after its preview: each stock entry carries the quantity the preview showed
 * (`shownQty`), so the API adds the difference and units sold meanwhile stay sold.
 */
export function withPreviewStock(row: PlannedRow): Record<string, unknown> {
  const preview = row.preview;
  const stock = row.input.stock as ImportRow['stock'];
  if (preview?.outcome !== 'updated' || !stock) return row.input;
  return {
    ...row.input,
    stock: stock.map((entry) => {
      const shown = preview.stock.find((s) => s.warehouseId === entry.warehouseId);
      return shown ? { ...entry, shownQty: shown.current } : entry;
    }),
  };
}

/** Runs `rows` through the API in batches, reporting progress; every row's result by line. */
export async function runBatches(
  rows: readonly PlannedRow[],
  dryRun: boolean,
  send: (body: { dryRun: boolean; rows: unknown[] }) => Promise<ImportResult>,
  onProgress: (done: number, total: number) => void,
): Promise<Map<number, ImportRowResult>> {
  const results = new Map<number, ImportRowResult>();
  let done = 0;
  onProgress(0, rows.length);
  for (const batch of inBatches(rows)) {
    const answer = await send({
      dryRun,
      rows: batch.map((row) => (dryRun ? row.input : withPreviewStock(row))),
    });
    for (const result of answer.rows) results.set(result.line, result);
    done += batch.length;
    onProgress(done, rows.length);
  }
  return results;
}

export interface ImportSummary {
  created: number;
  updated: number;
  failed: number;
}

export function summarize(rows: readonly PlannedRow[]): ImportSummary {
  let created = 0;
  let updated = 0;
  let failed = 0;
  for (const row of rows) {
    if (row.errors.length > 0 || !row.preview || row.preview.outcome === 'failed') failed += 1;
    else if (row.preview.outcome === 'created') created += 1;
    else updated += 1;
  }
  return { created, updated, failed };
}
