import { randomBytes } from 'node:crypto';
import { ADMIN_PRODUCT_MESSAGES as HELD } from '@shop/contracts/admin/products';
import { MAX_INT4 } from '@shop/contracts/input';
import { fromMinor, toMinor } from '@shop/contracts/money';
import {
  SELLER_PRODUCT_MESSAGES as M,
  normalizeVariationCode,
  PRODUCT_TRANSLATION_LANGS,
  type ProductTranslations,
  type SellerProductBody,
  type SellerProductDetail,
  type SellerProductPatch,
  type StockInput,
  type VariationInput,
} from '@shop/contracts/seller/products';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { DiscountType, TaxType } from '../../db/schema/index.ts';
import { AppError, NotFound, ValidationFailed } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { Storage } from '../../platform/storage.ts';
import { adjustStock } from '../inventory/index.ts';
import { isOwnUpload } from './seller-product-images.ts';
import {
  checkReferences,
  deleteVariations,
  findOwnProduct,
  insertProduct,
  insertVariations,
  loadProductGraph,
  lockStocks,
  type NewProductRow,
  type ProductGraph,
  parkSkus,
  productRowForCopy,
  type ReferenceCheck,
  refreshPriceRange,
  replaceCategories,
  replaceGallery,
  replaceTags,
  replaceTaxes,
  replaceTranslations,
  setProductPublished,
  slugTaken,
  softDeleteProduct,
  stockKey,
  takenSkus,
  updateProductRow,
  updateVariation,
  type VariationWrite,
} from './seller-product-queries.ts';

/**
 * The seller center's product writes (issue 17 §2). Every call takes the caller's shop: a product
 * of another shop, or one the seller deleted, is "Product not found" (404) and nothing changes.
 * Each write is one transaction; stock moves only through inventory's `adjustStock` (relative,
 * recorded), in that transaction.
 */
export interface SellerCatalogServices {
  db: Database;
  storage: Storage;
  /** the currency's decimals: wire amounts ↔ minor units */
  decimals: number;
}

export interface SellerActor {
  shopId: number;
  userId: number;
}

// ---------------------------------------------------------------------------------------------
// Wire ↔ stored values

/** A wire amount in minor units; 422 on `field` when it does not fit an integer column. */
export function minorOf(amount: number, decimals: number, field: string): number {
  const minor = toMinor(amount, decimals);
  if (minor > MAX_INT4) throw new ValidationFailed({ [field]: [M.priceTooLarge] });
  return minor;
}

/** A discount or tax as stored: minor units for an amount, basis points for a percentage. */
export function storedRate(
  type: 'amount' | 'percentage' | 'percent',
  value: number,
  decimals: number,
  field: string,
) {
  return type === 'amount' ? minorOf(value, decimals, field) : Math.round(value * 100);
}

export function wireRate(
  type: 'amount' | 'percentage' | 'percent',
  stored: number,
  decimals: number,
): number {
  return type === 'amount' ? fromMinor(stored, decimals) : stored / 100;
}

// ---------------------------------------------------------------------------------------------
// Reading

function translationOf(graph: ProductGraph, lang: string) {
  const row = graph.translations.find((t) => t.langCode === lang);
  return { name: row?.name ?? '', description: row?.description ?? '' };
}

/** The rows of the form's translations (descriptions sanitised like the base one). */
function translationWrites(translations: ProductTranslations) {
  return PRODUCT_TRANSLATION_LANGS.map((langCode) => ({
    langCode,
    name: translations[langCode].name,
    description: translations[langCode].description
      ? sanitizeRichText(translations[langCode].description)
      : '',
  }));
}

/** The product as the form edits it, from its stored rows. */
export function toDetail(graph: ProductGraph, decimals: number): SellerProductDetail {
  const p = graph.product;
  const valuesOf = new Map<number, number[]>();
  for (const c of graph.combinations) {
    const list = valuesOf.get(c.variationId) ?? [];
    if (!list.includes(c.variationValueId)) list.push(c.variationValueId);
    valuesOf.set(c.variationId, list);
  }
  const stockOf = new Map(
    graph.stocks.map((s) => [stockKey(s.productVariationId, s.warehouseId), s.stockQty]),
  );
  const warehouseIds = [...graph.warehouseIds];
  for (const s of graph.stocks) if (!warehouseIds.includes(s.warehouseId)) warehouseIds.push(s.warehouseId);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    categoryIds: graph.categoryIds,
    brandId: p.brandId,
    unitId: p.unitId,
    shortDescription: p.shortDescription ?? '',
    description: p.description,
    translations: {
      'es-ES': translationOf(graph, 'es-ES'),
      'ar-SA': translationOf(graph, 'ar-SA'),
    },
    tags: graph.tags,
    images: [...(p.thumbnailImage ? [p.thumbnailImage] : []), ...graph.gallery],
    thumbnail: p.thumbnailImage,
    attributes: [...valuesOf.entries()]
      .sort(([a], [b]) => a - b)
      .map(([attributeId, valueIds]) => ({ attributeId, valueIds })),
    variations: graph.variations.map((v) => ({
      id: v.id,
      code: v.code,
      sku: v.sku,
      price: fromMinor(v.price, decimals),
      discountType: v.discountType,
      discountValue: wireRate(v.discountType, v.discountValue, decimals),
      image: v.image,
      stock: warehouseIds.map((warehouseId) => ({
        warehouseId,
        qty: stockOf.get(stockKey(v.id, warehouseId)) ?? 0,
      })),
      hasOrders: graph.orderedVariationIds.has(v.id),
    })),
    discountStartAt: p.discountStartAt?.toISOString() ?? null,
    discountEndAt: p.discountEndAt?.toISOString() ?? null,
    taxes: graph.taxes.map((t) => ({
      taxId: t.taxId,
      type: t.taxType,
      value: wireRate(t.taxType, t.value, decimals),
    })),
    minPurchaseQty: p.minPurchaseQty,
    maxPurchaseQty: p.maxPurchaseQty,
    estDeliveryTime: p.estDeliveryTime ?? '',
    hasWarranty: p.hasWarranty,
    warrantyInfo: p.warrantyInfo ?? '',
    hasEmi: p.hasEmi,
    emiInfo: p.emiInfo ?? '',
    cashOnDelivery: p.cashOnDelivery,
    isPublished: p.isPublished,
    heldReason: p.heldReason,
    totalSaleCount: p.totalSaleCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The shop's product as the form edits it; 404 for another shop's or a deleted one. */
export async function sellerProductDetail(
  s: SellerCatalogServices,
  shopId: number,
  id: number,
): Promise<SellerProductDetail> {
  const graph = await loadProductGraph(s.db, shopId, id);
  if (!graph) throw new NotFound(M.notFound);
  return toDetail(graph, s.decimals);
}

// ---------------------------------------------------------------------------------------------
// Checks shared by create, update and import

/** 422 naming the first field whose row does not exist (or is not the shop's warehouse). */
export async function assertReferences(db: Executor, shopId: number, refs: ReferenceCheck): Promise<void> {
  const problems = await checkReferences(db, shopId, refs);
  if (problems.categories) throw new ValidationFailed({ categoryIds: [M.unknownCategory] });
  if (problems.brand) throw new ValidationFailed({ brandId: [M.unknownBrand] });
  if (problems.unit) throw new ValidationFailed({ unitId: [M.unknownUnit] });
  if (problems.taxes) throw new ValidationFailed({ taxes: [M.unknownTax] });
  if (problems.attributes) throw new ValidationFailed({ attributes: [M.unknownAttribute] });
  if (problems.warehouses) throw new ValidationFailed({ variations: [M.unknownWarehouse] });
}

/**
 * 422 when a SKU of `variations` is used by a variation of another product (of any shop: SKUs are
 * unique in the marketplace). A deleted product of the shop keeps its SKUs, and says so.
 */
export async function assertSkusFree(
  db: Executor,
  shopId: number,
  skus: readonly string[],
  productId: number | null,
): Promise<void> {
  const taken = await takenSkus(db, shopId, skus, productId);
  const first = taken[0];
  if (!first) return;
  const index = skus.indexOf(first.sku);
  throw new AppError(
    422,
    first.deletedOwn ? M.skuOfDeleted : M.skuTaken,
    { [`variations.${index}.sku`]: [first.deletedOwn ? M.skuOfDeleted : M.skuTaken] },
    { sku: first.sku },
  );
}

/** A unique SKU violation that slipped past the check (two saves at once) as the same 422. */
function skuRace(error: unknown): never {
  if (isUniqueViolation(error, 'product_variations_sku_unique')) {
    throw new AppError(422, M.skuTaken, { variations: [M.skuTaken] }, { sku: '' });
  }
  throw error;
}

/** 422 unless every image is one of the shop's uploads or already one of the product's. */
function assertImages(
  s: SellerCatalogServices,
  shopId: number,
  urls: readonly (string | null | undefined)[],
  already: ReadonlySet<string>,
): void {
  for (const url of urls) {
    if (!url || already.has(url) || isOwnUpload(s.storage, shopId, url)) continue;
    throw new ValidationFailed({ images: [M.imageNotYours] });
  }
}

function referencesOf(body: Partial<SellerProductBody>): ReferenceCheck {
  return {
    categoryIds: body.categoryIds,
    brandId: body.brandId,
    unitId: body.unitId,
    taxIds: body.taxes?.map((t) => t.taxId),
    attributeValues: body.attributes,
    warehouseIds: body.variations?.flatMap((v) => v.stock.map((e) => e.warehouseId)),
  };
}

/** The variation rows of the form's variations (codes normalised, money in minor units). */
function variationWrites(variations: readonly VariationInput[], decimals: number): VariationWrite[] {
  return variations.map((v, index) => {
    const code = normalizeVariationCode(v.code);
    const price = minorOf(v.price, decimals, `variations.${index}.price`);
    return {
      code,
      sku: v.sku.trim(),
      price,
      discountType: v.discountType,
      discountValue: Math.min(
        storedRate(v.discountType, v.discountValue, decimals, `variations.${index}.discountValue`),
        v.discountType === 'amount' ? price : 10_000,
      ),
      image: v.image,
      combination: code
        .split('/')
        .filter(Boolean)
        .map((part) => {
          const [variationId, variationValueId] = part.split(':').map(Number);
          return { variationId: variationId!, variationValueId: variationValueId! };
        }),
    };
  });
}

function taxWrites(taxes: SellerProductBody['taxes'], decimals: number) {
  return taxes.map((t, index) => ({
    taxId: t.taxId,
    taxType: t.type as TaxType,
    value: storedRate(t.type, t.value, decimals, `taxes.${index}.value`),
  }));
}

/** The product columns of the form's scalar fields that were sent. */
function productColumns(body: Partial<SellerProductBody>): Partial<NewProductRow> {
  const set: Partial<NewProductRow> = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.brandId !== undefined) set.brandId = body.brandId;
  if (body.unitId !== undefined) set.unitId = body.unitId;
  if (body.shortDescription !== undefined) set.shortDescription = body.shortDescription || null;
  if (body.description !== undefined) set.description = sanitizeRichText(body.description);
  if (body.discountStartAt !== undefined)
    set.discountStartAt = body.discountStartAt ? new Date(body.discountStartAt) : null;
  if (body.discountEndAt !== undefined)
    set.discountEndAt = body.discountEndAt ? new Date(body.discountEndAt) : null;
  if (body.minPurchaseQty !== undefined) set.minPurchaseQty = body.minPurchaseQty;
  if (body.maxPurchaseQty !== undefined) set.maxPurchaseQty = body.maxPurchaseQty;
  if (body.estDeliveryTime !== undefined) set.estDeliveryTime = body.estDeliveryTime || null;
  if (body.hasWarranty !== undefined) set.hasWarranty = body.hasWarranty;
  if (body.warrantyInfo !== undefined) set.warrantyInfo = body.warrantyInfo || null;
  if (body.hasEmi !== undefined) set.hasEmi = body.hasEmi;
  if (body.emiInfo !== undefined) set.emiInfo = body.emiInfo || null;
  if (body.cashOnDelivery !== undefined) set.cashOnDelivery = body.cashOnDelivery;
  if (body.isPublished !== undefined) set.isPublished = body.isPublished;
  return set;
}

/** A free slug for a new product: its name's, or that with a short random suffix. */
export async function newProductSlug(db: Executor, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 80)
      .replace(/^-+|-+$/g, '') || 'product';
  if (!(await slugTaken(db, base))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = `${base}-${randomBytes(4).toString('hex').slice(0, 6)}`;
    if (!(await slugTaken(db, slug))) return slug;
  }
  return `${base}-${randomBytes(8).toString('hex')}`;
}

/**
 * Applies the form's stock of one variation: with `shownQty` the difference to what the form
 * showed is added (relative: a checkout meanwhile keeps its units); without it the quantity is set
 * (`current` must then be read under a row lock). A change below zero is adjustStock's 409.
 */
export async function applyStock(
  db: Executor,
  actor: SellerActor,
  variationId: number,
  entries: readonly StockInput[],
  current: ReadonlyMap<string, number>,
  note: string,
  isNew: boolean,
): Promise<void> {
  for (const entry of entries) {
    const now = current.get(stockKey(variationId, entry.warehouseId)) ?? 0;
    const delta = isNew
      ? entry.qty
      : entry.shownQty === undefined
        ? entry.qty - now
        : entry.qty - entry.shownQty;
    if (delta === 0) continue;
    await adjustStock(db, {
      shopId: actor.shopId,
      productVariationId: variationId,
      warehouseId: entry.warehouseId,
      delta,
      reason: isNew ? 'received' : 'correction',
      note,
      userId: actor.userId,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Create

/** Writes a new product of the shop from a checked body (inside the caller's transaction). */
export async function insertProductFromBody(
  s: SellerCatalogServices,
  tx: Executor,
  actor: SellerActor,
  body: SellerProductBody,
  note: string,
): Promise<number> {
  await assertReferences(tx, actor.shopId, referencesOf(body));
  assertImages(s, actor.shopId, [...body.images, ...body.variations.map((v) => v.image)], new Set());
  const variations = variationWrites(body.variations, s.decimals);
  await assertSkusFree(
    tx,
    actor.shopId,
    variations.map((v) => v.sku),
    null,
  );
  const thumbnail = body.thumbnail ?? body.images[0] ?? null;
  const prices = variations.map((v) => v.price);
  const id = await insertProduct(tx, {
    ...productColumns(body),
    shopId: actor.shopId,
    name: body.name,
    slug: await newProductSlug(tx, body.name),
    description: sanitizeRichText(body.description),
    thumbnailImage: thumbnail,
    metaImage: thumbnail,
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
  });
  await replaceCategories(tx, id, body.categoryIds);
  await replaceTags(tx, id, body.tags);
  if (body.translations) await replaceTranslations(tx, id, translationWrites(body.translations));
  await replaceTaxes(tx, id, taxWrites(body.taxes, s.decimals));
  await replaceGallery(
    tx,
    id,
    body.images.filter((url) => url !== thumbnail),
  );
  const ids = await insertVariations(tx, id, variations);
  for (const [index, variation] of body.variations.entries()) {
    await applyStock(tx, actor, ids[index]!, variation.stock, new Map(), note, true);
  }
  await refreshPriceRange(tx, id);
  return id;
}

/** POST /seller/products: the new product's id. */
export async function createSellerProduct(
  s: SellerCatalogServices,
  actor: SellerActor,
  body: SellerProductBody,
): Promise<number> {
  try {
    return await s.db.transaction((tx) => insertProductFromBody(s, tx, actor, body, 'Initial stock'));
  } catch (error) {
    skuRace(error);
  }
}

// ---------------------------------------------------------------------------------------------
// Update

/**
 * PATCH /seller/products/{id}: the fields sent replace the product's. Variations are matched by
 * their code: a kept code keeps its variation (id, orders, carts, stock); a new code is a new
 * variation; a code no longer chosen is removed, unless it was ordered (422). Stock per warehouse
 * is applied relatively (see `applyStock`).
 */
export async function updateSellerProduct(
  s: SellerCatalogServices,
  actor: SellerActor,
  id: number,
  patch: SellerProductPatch,
): Promise<void> {
  try {
    await s.db.transaction(async (tx) => {
      const current = await findOwnProduct(tx, actor.shopId, id, true);
      if (!current) throw new NotFound(M.notFound);
      const graph = (await loadProductGraph(tx, actor.shopId, id))!;
      await assertReferences(tx, actor.shopId, referencesOf(patch));

      const already = new Set<string>([
        ...(current.thumbnailImage ? [current.thumbnailImage] : []),
        ...graph.gallery,
        ...graph.variations.flatMap((v) => (v.image ? [v.image] : [])),
      ]);
      assertImages(
        s,
        actor.shopId,
        [...(patch.images ?? []), patch.thumbnail, ...(patch.variations ?? []).map((v) => v.image)],
        already,
      );

      assertNotHeld(current, patch.isPublished);
      const set = productColumns(patch);
      if (patch.images !== undefined || patch.thumbnail !== undefined) {
        const images = patch.images ?? [
          ...(current.thumbnailImage ? [current.thumbnailImage] : []),
          ...graph.gallery,
        ];
        let thumbnail = patch.thumbnail === undefined ? current.thumbnailImage : patch.thumbnail;
        if (thumbnail && !images.includes(thumbnail)) {
          if (patch.thumbnail !== undefined)
            throw new ValidationFailed({ thumbnail: [M.thumbnailNotInImages] });
          thumbnail = null;
        }
        thumbnail ??= images[0] ?? null;
        set.thumbnailImage = thumbnail;
        set.metaImage = thumbnail;
        await replaceGallery(
          tx,
          id,
          images.filter((url) => url !== thumbnail),
        );
      }
      const minQty = patch.minPurchaseQty ?? current.minPurchaseQty;
      const maxQty = patch.maxPurchaseQty === undefined ? current.maxPurchaseQty : patch.maxPurchaseQty;
      if (maxQty !== null && maxQty < minQty) throw new ValidationFailed({ maxPurchaseQty: [M.maxBelowMin] });
      const start = patch.discountStartAt === undefined ? current.discountStartAt : patch.discountStartAt;
      const end = patch.discountEndAt === undefined ? current.discountEndAt : patch.discountEndAt;
      if (start && end && new Date(end) < new Date(start)) {
        throw new ValidationFailed({ discountEndAt: [M.discountDates] });
      }
      if (Object.keys(set).length > 0) await updateProductRow(tx, actor.shopId, id, set);
      if (patch.categoryIds !== undefined) await replaceCategories(tx, id, patch.categoryIds);
      if (patch.tags !== undefined) await replaceTags(tx, id, patch.tags);
      if (patch.translations !== undefined)
        await replaceTranslations(tx, id, translationWrites(patch.translations));
      if (patch.taxes !== undefined) await replaceTaxes(tx, id, taxWrites(patch.taxes, s.decimals));
      if (patch.variations !== undefined && patch.attributes !== undefined) {
        await syncVariations(s, tx, actor, graph, patch.variations);
      }
      await refreshPriceRange(tx, id);
    });
  } catch (error) {
    skuRace(error);
  }
}

async function syncVariations(
  s: SellerCatalogServices,
  tx: Executor,
  actor: SellerActor,
  graph: ProductGraph,
  variations: readonly VariationInput[],
): Promise<void> {
  const productId = graph.product.id;
  const writes = variationWrites(variations, s.decimals);
  await assertSkusFree(
    tx,
    actor.shopId,
    writes.map((w) => w.sku),
    productId,
  );
  const existingByCode = new Map(graph.variations.map((v) => [normalizeVariationCode(v.code), v]));
  const wanted = new Set(writes.map((w) => w.code));
  const removed = graph.variations.filter((v) => !wanted.has(normalizeVariationCode(v.code)));
  const ordered = removed.find((v) => graph.orderedVariationIds.has(v.id));
  if (ordered) {
    throw new AppError(
      422,
      M.variationHasOrders,
      { variations: [M.variationHasOrders] },
      { sku: ordered.sku },
    );
  }
  await deleteVariations(
    tx,
    productId,
    removed.map((v) => v.id),
  );

  const kept = writes.flatMap((w, index) => {
    const existing = existingByCode.get(w.code);
    return existing ? [{ w, index, existing }] : [];
  });
  // SKUs may move between kept variations in one save: park the changing ones first
  await parkSkus(
    tx,
    productId,
    kept.filter(({ w, existing }) => w.sku !== existing.sku).map(({ existing }) => existing.id),
  );
  const keptIds = kept.map(({ existing }) => existing.id);
  // absolute quantities (no shownQty) are read under a row lock
  const current = await lockStocks(tx, keptIds);
  for (const { w, index, existing } of kept) {
    await updateVariation(tx, productId, existing.id, {
      sku: w.sku,
      price: w.price,
      discountType: w.discountType as DiscountType,
      discountValue: w.discountValue,
      image: w.image,
    });
    await applyStock(tx, actor, existing.id, variations[index]!.stock, current, 'Product form', false);
  }
  const added = writes.flatMap((w, index) => (existingByCode.has(w.code) ? [] : [{ w, index }]));
  const ids = await insertVariations(
    tx,
    productId,
    added.map(({ w }) => w),
  );
  for (const [n, { index }] of added.entries()) {
    await applyStock(tx, actor, ids[n]!, variations[index]!.stock, new Map(), 'Product form', true);
  }
}

// ---------------------------------------------------------------------------------------------
// Publish, delete, duplicate

/**
 * A product the marketplace unpublished (the operator console's hold) is published again only by
 * an operator: the seller's publish is a 422 with the reason.
 */
export function assertNotHeld(
  product: { heldReason: string | null },
  publish: boolean | undefined,
  field = 'isPublished',
): void {
  if (publish !== true || product.heldReason === null) return;
  throw new AppError(422, HELD.heldBySeller, { [field]: [HELD.heldField] }, { reason: product.heldReason });
}

export async function publishSellerProduct(
  s: SellerCatalogServices,
  shopId: number,
  id: number,
  isPublished: boolean,
): Promise<void> {
  if (isPublished) {
    const current = await findOwnProduct(s.db, shopId, id);
    if (!current) throw new NotFound(M.notFound);
    assertNotHeld(current, true);
  }
  if (!(await setProductPublished(s.db, shopId, id, isPublished))) throw new NotFound(M.notFound);
}

/** DELETE: unpublished and hidden from the seller; the row stays for its orders and reviews. */
export async function deleteSellerProduct(
  s: SellerCatalogServices,
  shopId: number,
  id: number,
): Promise<void> {
  if (!(await softDeleteProduct(s.db, shopId, id))) throw new NotFound(M.notFound);
}

/** The first of `SKU-COPY`, `SKU-COPY-2`, … that no variation has and `reserved` does not hold. */
async function copySku(db: Executor, shopId: number, sku: string, reserved: Set<string>): Promise<string> {
  const base = `${sku.slice(0, 70)}-COPY`;
  for (let n = 1; n <= 20; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (reserved.has(candidate)) continue;
    if ((await takenSkus(db, shopId, [candidate], null)).length === 0) return candidate;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * POST /seller/products/{id}/duplicate: a draft copy ("… (copy)") with the same details, pictures,
 * categories, tags, taxes and variations (SKUs "…-COPY"), no stock and no sales. Returns its id.
 */
export async function duplicateSellerProduct(
  s: SellerCatalogServices,
  actor: SellerActor,
  id: number,
  copyName: (name: string) => string,
): Promise<number> {
  try {
    return await s.db.transaction(async (tx) => {
      const source = await productRowForCopy(tx, actor.shopId, id);
      const graph = source ? await loadProductGraph(tx, actor.shopId, id) : null;
      if (!source || !graph) throw new NotFound(M.notFound);
      const name = copyName(source.name).slice(0, 200);
      const {
        id: _id,
        slug: _slug,
        searchVector: _vector,
        cardPrice: _card,
        isDiscounted: _discounted,
        createdAt: _created,
        updatedAt: _updated,
        deletedAt: _deleted,
        ...rest
      } = source;
      const newId = await insertProduct(tx, {
        ...rest,
        name,
        slug: await newProductSlug(tx, name),
        isPublished: false,
        totalSaleCount: 0,
      });
      await replaceCategories(tx, newId, graph.categoryIds);
      await replaceTags(tx, newId, graph.tags);
      await replaceTaxes(tx, newId, graph.taxes);
      await replaceGallery(tx, newId, graph.gallery);
      const reserved = new Set<string>();
      const writes: VariationWrite[] = [];
      for (const v of graph.variations) {
        const sku = await copySku(tx, actor.shopId, v.sku, reserved);
        reserved.add(sku);
        writes.push({
          code: v.code,
          sku,
          price: v.price,
          discountType: v.discountType,
          discountValue: v.discountValue,
          image: v.image,
          combination: graph.combinations
            .filter((c) => c.productVariationId === v.id)
            .map((c) => ({ variationId: c.variationId, variationValueId: c.variationValueId })),
        });
      }
      await insertVariations(tx, newId, writes);
      await refreshPriceRange(tx, newId);
      return newId;
    });
  } catch (error) {
    skuRace(error);
  }
}
