import { fromMinor } from '@shop/contracts/money';
import { PRODUCT_CSV_COLUMNS, STOCK_COLUMN_PREFIX } from '@shop/contracts/seller/product-csv';
import type { SellerExportQuery } from '@shop/contracts/seller/products';
import Papa from 'papaparse';
import { exportRows, shopWarehouses } from './seller-product-queries.ts';
import { type SellerCatalogServices, wireRate } from './seller-product-service.ts';

/**
 * GET /seller/products/export.csv (issue 17 §3): the shop's products matching the table's filters,
 * one row per variation, with a stock column per warehouse ("stock:<name>") — the file the import
 * reads back. UTF-8 with a byte order mark (spreadsheets then read Arabic and accents right); a
 * cell that starts like a formula (=, +, -, @) gets a leading ' (papaparse `escapeFormulae`), so
 * opening the file never runs anything.
 */
export async function exportProductsCsv(
  s: SellerCatalogServices,
  shopId: number,
  query: SellerExportQuery,
): Promise<string> {
  const [rows, warehouses] = await Promise.all([
    exportRows(s.db, shopId, query),
    shopWarehouses(s.db, shopId),
  ]);
  const C = PRODUCT_CSV_COLUMNS;
  const fields = [
    C.productId,
    C.name,
    C.sku,
    C.variation,
    C.price,
    C.discountType,
    C.discountValue,
    C.discountStart,
    C.discountEnd,
    C.categories,
    C.brand,
    C.unit,
    C.published,
    C.cashOnDelivery,
    C.totalStock,
    ...warehouses.map((w) => `${STOCK_COLUMN_PREFIX}${w.name}`),
  ];
  const data = rows.map((r) => {
    const perWarehouse = warehouses.map((w) => r.stocks.get(w.id) ?? 0);
    return [
      r.productId,
      r.name,
      r.sku,
      r.variation,
      fromMinor(r.price, s.decimals).toFixed(s.decimals),
      r.discountType,
      wireRate(r.discountType, r.discountValue, s.decimals),
      r.discountStartAt?.toISOString() ?? '',
      r.discountEndAt?.toISOString() ?? '',
      r.categories,
      r.brand,
      r.unit,
      r.isPublished ? 'yes' : 'no',
      r.cashOnDelivery ? 'yes' : 'no',
      [...r.stocks.values()].reduce((sum, qty) => sum + qty, 0),
      ...perWarehouse,
    ];
  });
  return `\ufeff${Papa.unparse({ fields, data }, { escapeFormulae: true, newline: '\r\n' })}`;
}
