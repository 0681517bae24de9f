import {
  type ImportBody,
  type ImportResult,
  type ImportRow,
  type ImportRowResult,
  importRow,
} from '@shop/contracts/seller/product-csv';
import { SELLER_PRODUCT_MESSAGES as M, type SellerProductBody } from '@shop/contracts/seller/products';
import type { Executor } from '../../db/client.ts';
import { AppError, NotFound, ValidationFailed } from '../../platform/errors.ts';
import type { LanguageCode } from '../../platform/language.ts';
import { translate, translateText } from '../../platform/messages.ts';
import {
  brandIdBySlug,
  categoryIdsBySlug,
  findOwnProduct,
  findVariationBySku,
  lockStocks,
  type NewProductRow,
  refreshPriceRange,
  replaceCategories,
  stockKey,
  unitIdByName,
  updateProductRow,
  updateVariation,
} from './seller-product-queries.ts';
import {
  applyStock,
  assertNotHeld,
  assertReferences,
  insertProductFromBody,
  minorOf,
  type SellerActor,
  type SellerCatalogServices,
  storedRate,
} from './seller-product-service.ts';

const NOTE = 'CSV import';

/** Thrown to roll a dry run's row back once it has been checked. */
class DryRunDone extends Error {
  constructor(readonly result: ImportRowResult) {
    super('dry run');
  }
}

type RowError = ImportRowResult['errors'][number];

/** The row's problem as the error told it: the field when there is one, the message translated. */
function rowErrors(error: AppError, lang: LanguageCode): RowError[] {
  if (error.errors && Object.keys(error.errors).length > 0) {
    return Object.entries(error.errors).flatMap(([field, messages]) =>
      messages.map((m) => ({ field, message: translateText(lang, m, error.params) })),
    );
  }
  return [{ field: null, message: translateText(lang, error.message, error.params) }];
}

/**
 * POST /seller/products/import (issue 17 §3): each row on its own, in its own transaction, so a
 * row with errors changes nothing and the others are imported. A row's SKU names the variation it
 * updates; a SKU nobody has creates a product with that one variation (products with attributes
 * are made in the form). With `dryRun` every row is checked and written, then rolled back: the
 * preview reports exactly what the import would do, and each warehouse's current quantity.
 */
export async function importSellerProducts(
  s: SellerCatalogServices,
  actor: SellerActor,
  body: ImportBody,
  lang: LanguageCode,
): Promise<ImportResult> {
  const results: ImportRowResult[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of body.rows.entries()) {
    const rawLine = (raw as { line?: unknown } | null)?.line;
    const line =
      typeof rawLine === 'number' && Number.isInteger(rawLine) && rawLine > 0 ? rawLine : index + 1;
    const rawSku = (raw as { sku?: unknown } | null)?.sku;
    const failed = (errors: RowError[], sku = typeof rawSku === 'string' ? rawSku : ''): ImportRowResult => ({
      line,
      sku,
      outcome: 'failed',
      productId: null,
      errors,
      stock: [],
    });
    const parsed = importRow.safeParse(raw);
    if (!parsed.success) {
      results.push(
        failed(
          parsed.error.issues.map((issue) => ({
            field: issue.path.length > 0 ? issue.path.join('.') : null,
            message: translateText(lang, issue.message),
          })),
        ),
      );
      continue;
    }
    const row = parsed.data;
    const key = row.sku.toLowerCase();
    if (seen.has(key)) {
      results.push(failed([{ field: 'sku', message: translate(lang, M.importRepeatedSku) }], row.sku));
      continue;
    }
    seen.add(key);
    try {
      results.push(
        await s.db.transaction(async (tx) => {
          const result = await importOne(s, tx, actor, row);
          if (body.dryRun) throw new DryRunDone(result);
          return result;
        }),
      );
    } catch (error) {
      if (error instanceof DryRunDone) results.push(error.result);
      else if (error instanceof AppError) results.push(failed(rowErrors(error, lang), row.sku));
      else throw error;
    }
  }
  return {
    dryRun: body.dryRun,
    created: results.filter((r) => r.outcome === 'created').length,
    updated: results.filter((r) => r.outcome === 'updated').length,
    failed: results.filter((r) => r.outcome === 'failed').length,
    rows: results,
  };
}

async function categoryIdsOf(db: Executor, slugs: readonly string[]): Promise<number[]> {
  const found = await categoryIdsBySlug(db, slugs);
  const missing = slugs.find((slug) => !found.has(slug));
  if (missing !== undefined) {
    throw new AppError(
      422,
      M.importUnknownCategory,
      { categories: [M.importUnknownCategory] },
      { slug: missing },
    );
  }
  return slugs.map((slug) => found.get(slug)!);
}

async function brandIdOf(db: Executor, slug: string | undefined): Promise<number | null | undefined> {
  if (slug === undefined) return undefined;
  const id = await brandIdBySlug(db, slug);
  if (id === null) throw new ValidationFailed({ brand: [M.unknownBrand] });
  return id;
}

async function unitIdOf(db: Executor, name: string | undefined): Promise<number | null | undefined> {
  if (name === undefined) return undefined;
  const id = await unitIdByName(db, name);
  if (id === null) throw new ValidationFailed({ unit: [M.unknownUnit] });
  return id;
}

async function importOne(
  s: SellerCatalogServices,
  tx: Executor,
  actor: SellerActor,
  row: ImportRow,
): Promise<ImportRowResult> {
  const owner = await findVariationBySku(tx, row.sku);
  if (owner && owner.shopId !== actor.shopId) {
    throw new AppError(422, M.skuTaken, { sku: [M.skuTaken] }, { sku: row.sku });
  }
  if (owner?.deleted) throw new AppError(422, M.skuOfDeleted, { sku: [M.skuOfDeleted] }, { sku: row.sku });
  const stock = row.stock ?? [];
  if (stock.length > 0) {
    await assertReferences(tx, actor.shopId, { warehouseIds: stock.map((e) => e.warehouseId) });
  }

  if (!owner) {
    if (row.name === undefined) throw new ValidationFailed({ name: [M.importNameRequired] });
    if (row.price === undefined) throw new ValidationFailed({ price: [M.importPriceRequired] });
    if (!row.categories?.length) throw new ValidationFailed({ categories: [M.importCategoryRequired] });
    const body: SellerProductBody = {
      name: row.name,
      categoryIds: await categoryIdsOf(tx, row.categories),
      brandId: (await brandIdOf(tx, row.brand)) ?? null,
      unitId: (await unitIdOf(tx, row.unit)) ?? null,
      shortDescription: '',
      description: '',
      tags: [],
      images: [],
      thumbnail: null,
      attributes: [],
      variations: [
        {
          code: '',
          sku: row.sku,
          price: row.price,
          discountType: row.discountType ?? 'amount',
          discountValue: row.discountValue ?? 0,
          image: null,
          // a new variation's quantities are its initial stock
          stock: stock.map((e) => ({ warehouseId: e.warehouseId, qty: e.qty })),
        },
      ],
      discountStartAt: row.discountStartAt ?? null,
      discountEndAt: row.discountEndAt ?? null,
      taxes: [],
      minPurchaseQty: 1,
      maxPurchaseQty: null,
      estDeliveryTime: '',
      hasWarranty: false,
      warrantyInfo: '',
      hasEmi: false,
      emiInfo: '',
      cashOnDelivery: row.cashOnDelivery ?? true,
      isPublished: row.published ?? false,
    };
    if (body.variations[0]!.discountType === 'amount' && body.variations[0]!.discountValue > row.price) {
      throw new ValidationFailed({ discountValue: [M.discountTooLarge] });
    }
    const productId = await insertProductFromBody(s, tx, actor, body, NOTE);
    return {
      line: row.line,
      sku: row.sku,
      outcome: 'created',
      productId,
      errors: [],
      stock: stock.map((e) => ({ warehouseId: e.warehouseId, current: 0 })),
    };
  }

  const product = await findOwnProduct(tx, actor.shopId, owner.productId, true);
  if (!product) throw new NotFound(M.notFound);
  const set: Partial<NewProductRow> = {};
  if (row.name !== undefined) set.name = row.name;
  assertNotHeld(product, row.published, 'published');
  if (row.published !== undefined) set.isPublished = row.published;
  if (row.cashOnDelivery !== undefined) set.cashOnDelivery = row.cashOnDelivery;
  const brandId = await brandIdOf(tx, row.brand);
  if (brandId !== undefined) set.brandId = brandId;
  const unitId = await unitIdOf(tx, row.unit);
  if (unitId !== undefined) set.unitId = unitId;
  if (row.discountStartAt !== undefined)
    set.discountStartAt = row.discountStartAt ? new Date(row.discountStartAt) : null;
  if (row.discountEndAt !== undefined)
    set.discountEndAt = row.discountEndAt ? new Date(row.discountEndAt) : null;
  const start = set.discountStartAt === undefined ? product.discountStartAt : set.discountStartAt;
  const end = set.discountEndAt === undefined ? product.discountEndAt : set.discountEndAt;
  if (start && end && end < start) throw new ValidationFailed({ discountEndAt: [M.discountDates] });
  if (Object.keys(set).length > 0) await updateProductRow(tx, actor.shopId, owner.productId, set);
  if (row.categories?.length)
    await replaceCategories(tx, owner.productId, await categoryIdsOf(tx, row.categories));

  const price = row.price === undefined ? owner.price : minorOf(row.price, s.decimals, 'price');
  const variationSet: Parameters<typeof updateVariation>[3] = {};
  if (row.price !== undefined) variationSet.price = price;
  if (row.discountType !== undefined || row.discountValue !== undefined) {
    const type = row.discountType ?? owner.discountType;
    const value = storedRate(type, row.discountValue ?? 0, s.decimals, 'discountValue');
    if (type === 'amount' && value > price)
      throw new ValidationFailed({ discountValue: [M.discountTooLarge] });
    variationSet.discountType = type;
    variationSet.discountValue = value;
  }
  if (Object.keys(variationSet).length > 0) {
    await updateVariation(tx, owner.productId, owner.variationId, variationSet);
  }
  const current = await lockStocks(tx, [owner.variationId]);
  await applyStock(tx, actor, owner.variationId, stock, current, NOTE, false);
  await refreshPriceRange(tx, owner.productId);
  return {
    line: row.line,
    sku: row.sku,
    outcome: 'updated',
    productId: owner.productId,
    errors: [],
    stock: stock.map((e) => ({
      warehouseId: e.warehouseId,
      current: current.get(stockKey(owner.variationId, e.warehouseId)) ?? 0,
    })),
  };
}
