import { z } from 'zod';
import { boundedInt, MAX_INT4, text } from '../input.ts';
import {
  DISCOUNT_TYPE_VALUES,
  isoDateInput,
  SELLER_PRODUCT_MESSAGES as M,
  moneyInput,
  stockInput,
} from './products.ts';

/**
 * The products CSV of the seller center (issue 17 §3): what the export writes, and how the web
 * turns an uploaded CSV's records into the JSON rows of POST /seller/products/import. One row per
 * variation; the SKU says which variation a row updates (a new SKU creates a product).
 */
export const PRODUCT_CSV_COLUMNS = {
  productId: 'product_id',
  name: 'name',
  sku: 'sku',
  variation: 'variation',
  price: 'price',
  discountType: 'discount_type',
  discountValue: 'discount_value',
  discountStart: 'discount_start',
  discountEnd: 'discount_end',
  categories: 'categories',
  brand: 'brand',
  unit: 'unit',
  published: 'published',
  cashOnDelivery: 'cash_on_delivery',
  totalStock: 'total_stock',
} as const;

/** A warehouse's stock column is "stock:" and the warehouse's name ("stock:Main warehouse"). */
export const STOCK_COLUMN_PREFIX = 'stock:';
/** Several categories in one cell: their slugs joined by this. */
export const CATEGORY_SEPARATOR = '|';

/** Rows one import call takes at most; the web sends bigger files in batches of this many. */
export const IMPORT_BATCH_SIZE = 50;
export const MAX_IMPORT_BATCH = 100;

/**
 * One CSV row as JSON. A field left out (a missing column or an empty cell) keeps what the product
 * has; a new SKU needs a name, a price and a category. Categories and the brand by slug, the unit
 * by name. `stock` as on the product form: with `shownQty` (what the preview showed) the API adds
 * the difference, without it the quantity is set (a stock count).
 */
export const importRow = z
  .object({
    /** the row's line in the file, for the messages */
    line: boundedInt(undefined, { min: 1, max: MAX_INT4 }),
    sku: text({ message: M.skuRequired })
      .trim()
      .min(1, { message: M.skuRequired })
      .max(80, { message: M.textTooLong }),
    name: text().trim().min(1, { message: M.nameRequired }).max(200, { message: M.nameTooLong }).optional(),
    price: moneyInput.optional(),
    discountType: z.enum(DISCOUNT_TYPE_VALUES, { message: M.discountTypeInvalid }).optional(),
    discountValue: moneyInput.optional(),
    discountStartAt: isoDateInput.nullable().optional(),
    discountEndAt: isoDateInput.nullable().optional(),
    categories: z
      .array(text().trim().min(1).max(200, { message: M.textTooLong }))
      .max(10)
      .optional(),
    brand: text().trim().max(200, { message: M.textTooLong }).optional(),
    unit: text().trim().max(100, { message: M.textTooLong }).optional(),
    published: z.boolean({ message: M.publishedInvalid }).optional(),
    cashOnDelivery: z.boolean({ message: M.cashOnDeliveryInvalid }).optional(),
    stock: z.array(stockInput).max(50).optional(),
  })
  .superRefine((row, ctx) => {
    if (row.discountType === 'percentage' && row.discountValue !== undefined && row.discountValue > 100) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: M.percentageTooLarge });
    }
    if (
      row.discountType === 'amount' &&
      row.discountValue !== undefined &&
      row.price !== undefined &&
      row.discountValue > row.price
    ) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: M.discountTooLarge });
    }
    if (
      row.discountStartAt &&
      row.discountEndAt &&
      Date.parse(row.discountEndAt) < Date.parse(row.discountStartAt)
    ) {
      ctx.addIssue({ code: 'custom', path: ['discountEndAt'], message: M.discountDates });
    }
  });
export type ImportRow = z.infer<typeof importRow>;

/**
 * POST /seller/products/import. Each row is checked on its own with `importRow` (a bad row gets
 * its messages and changes nothing; the others are imported). `dryRun` checks everything and
 * changes nothing: the preview.
 */
export const importBody = z.object({
  dryRun: z.boolean().default(false),
  rows: z.array(z.unknown()).min(1).max(MAX_IMPORT_BATCH),
});
export type ImportBody = z.infer<typeof importBody>;

export const IMPORT_OUTCOMES = ['created', 'updated', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const importRowResult = z.object({
  line: z.number().int(),
  sku: z.string(),
  outcome: z.enum(IMPORT_OUTCOMES),
  productId: z.number().int().nullable(),
  /** the row's problems; `field` is the import row's field ("price", "stock.0.qty") when known */
  errors: z.array(z.object({ field: z.string().nullable(), message: z.string() })),
  /** the quantity each warehouse of the row had before it (the preview's "was") */
  stock: z.array(z.object({ warehouseId: z.number().int(), current: z.number().int() })),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importResult = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
  rows: z.array(importRowResult),
});
export type ImportResult = z.infer<typeof importResult>;

// ---------------------------------------------------------------------------------------------
// CSV record → import row (the web's preview and the API's tests use it)

export interface CsvWarehouse {
  id: number;
  name: string;
}

/** The stock columns of a file's header matched to the shop's warehouses (by name, any case). */
export function stockColumns(
  headers: readonly string[],
  warehouses: readonly CsvWarehouse[],
): { matched: { header: string; warehouseId: number }[]; unknown: string[] } {
  const byName = new Map(warehouses.map((w) => [w.name.trim().toLowerCase(), w.id]));
  const matched: { header: string; warehouseId: number }[] = [];
  const unknown: string[] = [];
  for (const header of headers) {
    if (!header.toLowerCase().startsWith(STOCK_COLUMN_PREFIX)) continue;
    const id = byName.get(header.slice(STOCK_COLUMN_PREFIX.length).trim().toLowerCase());
    if (id === undefined) unknown.push(header);
    else matched.push({ header, warehouseId: id });
  }
  return { matched, unknown };
}

const YES = new Set(['1', 'yes', 'true', 'y', 'on', 'published']);
const NO = new Set(['0', 'no', 'false', 'n', 'off', 'draft']);

/** "12.50" → 12.5; something else stays as it is, for the schema to name the problem. */
function numberOf(value: string): number | string {
  const n = Number(value.replace(/\s/g, ''));
  return value.trim() !== '' && Number.isFinite(n) ? n : value;
}

function dateOf(value: string): string {
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/**
 * One parsed CSV record (header → cell) as an import row, before validation: empty cells are left
 * out (they keep what the product has), numbers and yes/no are converted, anything unreadable is
 * kept as text so that `importRow` reports it.
 */
export function csvRecordToImportRow(
  record: Readonly<Record<string, string | undefined>>,
  line: number,
  stock: readonly { header: string; warehouseId: number }[],
): Record<string, unknown> {
  const C = PRODUCT_CSV_COLUMNS;
  const cell = (column: string): string | undefined => {
    // the export puts a ' before a cell starting like a spreadsheet formula: taken off again
    const value = record[column]?.trim().replace(/^'(?=[=+\-@])/, '');
    return value === undefined || value === '' ? undefined : value;
  };
  const row: Record<string, unknown> = { line, sku: cell(C.sku) ?? '' };
  const put = (key: string, value: unknown) => {
    if (value !== undefined) row[key] = value;
  };
  put('name', cell(C.name));
  const price = cell(C.price);
  put('price', price === undefined ? undefined : numberOf(price));
  const discountType = cell(C.discountType)?.toLowerCase();
  put('discountType', discountType);
  const discountValue = cell(C.discountValue);
  put('discountValue', discountValue === undefined ? undefined : numberOf(discountValue));
  const start = cell(C.discountStart);
  put('discountStartAt', start === undefined ? undefined : dateOf(start));
  const end = cell(C.discountEnd);
  put('discountEndAt', end === undefined ? undefined : dateOf(end));
  const categories = cell(C.categories);
  put(
    'categories',
    categories
      ?.split(CATEGORY_SEPARATOR)
      .map((s) => s.trim())
      .filter(Boolean),
  );
  put('brand', cell(C.brand));
  put('unit', cell(C.unit));
  const published = cell(C.published)?.toLowerCase();
  put(
    'published',
    published === undefined ? undefined : YES.has(published) ? true : NO.has(published) ? false : published,
  );
  const cod = cell(C.cashOnDelivery)?.toLowerCase();
  put('cashOnDelivery', cod === undefined ? undefined : YES.has(cod) ? true : NO.has(cod) ? false : cod);
  const quantities = stock.flatMap(({ header, warehouseId }) => {
    const value = cell(header);
    return value === undefined ? [] : [{ warehouseId, qty: numberOf(value) }];
  });
  if (quantities.length > 0) row.stock = quantities;
  return row;
}
