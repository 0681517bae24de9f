import type { SellerProductStatus, SellerProductsQuery } from '@shop/contracts/seller/products';
import { DEFAULT_SORT_DIRECTION } from '@shop/contracts/seller/products';
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, decode, execute, query, queryOne } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import {
  type DiscountType,
  orderItems,
  productCategories,
  productImages,
  products,
  productTags,
  productTaxes,
  productTranslations,
  productVariationCombinations,
  productVariationStocks,
  productVariations,
  type TaxType,
  tags,
  warehouses,
} from '../../db/schema/index.ts';
import { saveTranslations, type TranslationTable } from '../../db/translations.ts';

/**
 * The database side of the seller center's products (issue 17 §2): every query here filters by the
 * caller's shop, and a product the seller deleted (`deleted_at`) is "not found" for every call.
 */

// ---------------------------------------------------------------------------------------------
// The product table

/** Products of the shop matching the table's search and filters (`p` is the product). */
function listFilter(
  shopId: number,
  f: { search?: string; categoryId?: number; status?: SellerProductStatus },
): SQL {
  const parts: SQL[] = [sql`p.shop_id = ${shopId}`, sql`p.deleted_at is null`];
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(sql`(p.name ilike ${pattern} or exists (
      select 1 from product_variations sv where sv.product_id = p.id and sv.sku ilike ${pattern}))`);
  }
  if (f.categoryId !== undefined) {
    parts.push(sql`exists (
      with recursive tree as (
        select id from categories where id = ${f.categoryId}
        union select c.id from categories c join tree on c.parent_id = tree.id)
      select 1 from product_categories pc join tree on tree.id = pc.category_id where pc.product_id = p.id)`);
  }
  if (f.status === 'published') parts.push(sql`p.is_published`);
  if (f.status === 'draft') parts.push(sql`not p.is_published`);
  if (f.status === 'lowStock') parts.push(sql`${lowStockSql(shopId)}`);
  return sql.join(parts, sql` and `);
}

/** Whether a variation of `p` has the shop's low-stock threshold or fewer units in all warehouses. */
function lowStockSql(shopId: number): SQL {
  return sql`exists (
    select 1 from product_variations lv
    where lv.product_id = p.id
      and coalesce((select sum(ls.stock_qty) from product_variation_stocks ls where ls.product_variation_id = lv.id), 0)
        <= (select low_stock_threshold from shops where id = ${shopId}))`;
}

export interface ProductRowData {
  id: number;
  name: string;
  slug: string;
  thumbnail: string | null;
  isPublished: boolean;
  minPrice: number;
  maxPrice: number;
  totalStock: number;
  variationCount: number;
  sales: number;
  lowStock: boolean;
  createdAt: Date;
}

const SORT_COLUMNS = {
  newest: 'created_at',
  name: 'lower_name',
  price: 'min_price',
  stock: 'total_stock',
  sales: 'total_sale_count',
} as const;

/** One page of the shop's product table and the number of matching products. */
export async function listSellerProducts(
  db: Executor,
  shopId: number,
  q: SellerProductsQuery,
): Promise<{ rows: ProductRowData[]; total: number }> {
  const dir = q.dir ?? DEFAULT_SORT_DIRECTION[q.sort];
  const column = sql.raw(SORT_COLUMNS[q.sort]);
  const direction = sql.raw(dir === 'asc' ? 'asc' : 'desc');
  const select = sql`
    select p.id, p.name, lower(p.name) as lower_name, p.slug, p.thumbnail_image, p.is_published,
      p.min_price, p.max_price, p.total_sale_count, p.created_at,
      (select count(*) from product_variations cv where cv.product_id = p.id)::int as variation_count,
      coalesce((select sum(s.stock_qty) from product_variation_stocks s
        join product_variations sv on sv.id = s.product_variation_id where sv.product_id = p.id), 0)::int as total_stock,
      ${lowStockSql(shopId)} as low_stock
    from products p
    where ${listFilter(shopId, q)}`;
  const { rows, total } = await queryPage(
    db,
    productRowColumns,
    select,
    sql`${column} ${direction}, id desc`,
    q.page,
    q.limit,
  );
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      thumbnail: r.thumbnail_image,
      isPublished: r.is_published,
      minPrice: r.min_price,
      maxPrice: r.max_price,
      totalStock: r.total_stock,
      variationCount: r.variation_count,
      sales: r.total_sale_count,
      lowStock: r.low_stock,
      createdAt: r.created_at,
    })),
    total,
  };
}

/** The columns of the product table's statement; prices in minor units. */
const productRowColumns = {
  id: col.int,
  name: col.text,
  slug: col.text,
  thumbnail_image: col.nullable(col.text),
  is_published: col.bool,
  min_price: col.int,
  max_price: col.int,
  total_sale_count: col.int,
  created_at: col.timestamp,
  variation_count: col.int,
  total_stock: col.int,
  low_stock: col.bool,
};

// ---------------------------------------------------------------------------------------------
// One product as the form edits it

export interface ProductRecord {
  id: number;
  slug: string;
  name: string;
  brandId: number | null;
  unitId: number | null;
  shortDescription: string | null;
  description: string;
  thumbnailImage: string | null;
  discountStartAt: Date | null;
  discountEndAt: Date | null;
  minPurchaseQty: number;
  maxPurchaseQty: number | null;
  estDeliveryTime: string | null;
  hasWarranty: boolean;
  warrantyInfo: string | null;
  hasEmi: boolean;
  emiInfo: string | null;
  cashOnDelivery: boolean;
  isPublished: boolean;
  /** why the marketplace unpublished it (the seller may not publish it), or null */
  heldReason: string | null;
  totalSaleCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface VariationRecord {
  id: number;
  code: string;
  sku: string;
  price: number;
  discountType: DiscountType;
  discountValue: number;
  image: string | null;
}

export interface ProductGraph {
  product: ProductRecord;
  categoryIds: number[];
  tags: string[];
  gallery: string[];
  taxes: { taxId: number; taxType: TaxType; value: number }[];
  variations: VariationRecord[];
  combinations: { productVariationId: number; variationId: number; variationValueId: number }[];
  stocks: { productVariationId: number; warehouseId: number; stockQty: number }[];
  orderedVariationIds: Set<number>;
  warehouseIds: number[];
  /** the name and description per translated language (null: none) */
  translations: { langCode: string; name: string | null; description: string | null }[];
}

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  brandId: products.brandId,
  unitId: products.unitId,
  shortDescription: products.shortDescription,
  description: products.description,
  thumbnailImage: products.thumbnailImage,
  discountStartAt: products.discountStartAt,
  discountEndAt: products.discountEndAt,
  minPurchaseQty: products.minPurchaseQty,
  maxPurchaseQty: products.maxPurchaseQty,
  estDeliveryTime: products.estDeliveryTime,
  hasWarranty: products.hasWarranty,
  warrantyInfo: products.warrantyInfo,
  hasEmi: products.hasEmi,
  emiInfo: products.emiInfo,
  cashOnDelivery: products.cashOnDelivery,
  isPublished: products.isPublished,
  heldReason: products.heldReason,
  totalSaleCount: products.totalSaleCount,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

const ownProduct = (shopId: number, id: number) =>
  and(eq(products.id, id), eq(products.shopId, shopId), isNull(products.deletedAt));

/** The shop's (not deleted) product, locked for the rest of the transaction when `lock`. */
export async function findOwnProduct(
  db: Executor,
  shopId: number,
  id: number,
  lock = false,
): Promise<ProductRecord | null> {
  const query = db.select(productColumns).from(products).where(ownProduct(shopId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Everything the form shows of the shop's product, or null. */
export async function loadProductGraph(
  db: Executor,
  shopId: number,
  id: number,
): Promise<ProductGraph | null> {
  const product = await findOwnProduct(db, shopId, id);
  if (!product) return null;
  const [
    categoryRows,
    tagRows,
    gallery,
    taxes,
    variations,
    combinations,
    stocks,
    ordered,
    shopWarehouses,
    translations,
  ] = await Promise.all([
    db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, id))
      .orderBy(asc(productCategories.categoryId)),
    db
      .select({ name: tags.name })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(eq(productTags.productId, id))
      .orderBy(asc(tags.name)),
    db
      .select({ image: productImages.image })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sort), asc(productImages.id)),
    db
      .select({ taxId: productTaxes.taxId, taxType: productTaxes.taxType, value: productTaxes.value })
      .from(productTaxes)
      .where(eq(productTaxes.productId, id))
      .orderBy(asc(productTaxes.taxId)),
    db
      .select({
        id: productVariations.id,
        code: productVariations.code,
        sku: productVariations.sku,
        price: productVariations.price,
        discountType: productVariations.discountType,
        discountValue: productVariations.discountValue,
        image: productVariations.image,
      })
      .from(productVariations)
      .where(eq(productVariations.productId, id))
      .orderBy(asc(productVariations.id)),
    db
      .select({
        productVariationId: productVariationCombinations.productVariationId,
        variationId: productVariationCombinations.variationId,
        variationValueId: productVariationCombinations.variationValueId,
      })
      .from(productVariationCombinations)
      .innerJoin(productVariations, eq(productVariations.id, productVariationCombinations.productVariationId))
      .where(eq(productVariations.productId, id))
      .orderBy(asc(productVariations.id), asc(productVariationCombinations.variationId)),
    db
      .select({
        productVariationId: productVariationStocks.productVariationId,
        warehouseId: productVariationStocks.warehouseId,
        stockQty: productVariationStocks.stockQty,
      })
      .from(productVariationStocks)
      .innerJoin(productVariations, eq(productVariations.id, productVariationStocks.productVariationId))
      .where(eq(productVariations.productId, id)),
    db
      .selectDistinct({ id: orderItems.productVariationId })
      .from(orderItems)
      .where(eq(orderItems.productId, id)),
    shopWarehouseIds(db, shopId),
    db
      .select({
        langCode: productTranslations.langCode,
        name: productTranslations.name,
        description: productTranslations.description,
      })
      .from(productTranslations)
      .where(eq(productTranslations.productId, id)),
  ]);
  return {
    product,
    categoryIds: categoryRows.map((r) => r.id),
    tags: tagRows.map((r) => r.name),
    gallery: gallery.map((r) => r.image),
    taxes,
    variations,
    combinations,
    stocks,
    orderedVariationIds: new Set(ordered.map((r) => r.id)),
    warehouseIds: shopWarehouses,
    translations,
  };
}

/** The shop's warehouses (id and name), the default first. */
export async function shopWarehouses(db: Executor, shopId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.shopId, shopId))
    .orderBy(sql`${warehouses.isDefault} desc`, asc(warehouses.id));
}

/** The shop's warehouses, the default first. */
export async function shopWarehouseIds(db: Executor, shopId: number): Promise<number[]> {
  const rows = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shopId, shopId))
    .orderBy(sql`${warehouses.isDefault} desc`, asc(warehouses.id));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// References the form names: they must exist (and be usable)

export interface ReferenceCheck {
  categoryIds?: readonly number[];
  brandId?: number | null;
  unitId?: number | null;
  taxIds?: readonly number[];
  /** attribute id → value ids */
  attributeValues?: readonly { attributeId: number; valueIds: readonly number[] }[];
  warehouseIds?: readonly number[];
}

export interface ReferenceProblems {
  categories: boolean;
  brand: boolean;
  unit: boolean;
  taxes: boolean;
  attributes: boolean;
  warehouses: boolean;
}

function uniq(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Which of the named rows do not exist (inactive counts as missing; warehouses: not the shop's). */
export async function checkReferences(
  db: Executor,
  shopId: number,
  r: ReferenceCheck,
): Promise<ReferenceProblems> {
  const count = async (query: SQL): Promise<number> => {
    const row = await queryOne(db, { n: col.int }, query);
    return row?.n ?? 0;
  };
  const list = (ids: readonly number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const categories = uniq(r.categoryIds ?? []);
  const taxIds = uniq(r.taxIds ?? []);
  const warehouseIds = uniq(r.warehouseIds ?? []);
  const pairs = (r.attributeValues ?? []).flatMap((a) =>
    uniq(a.valueIds).map((v) => [a.attributeId, v] as const),
  );
  const attributeIds = uniq((r.attributeValues ?? []).map((a) => a.attributeId));
  const [c, b, u, t, av, a, w] = await Promise.all([
    categories.length
      ? count(sql`select count(*)::int as n from categories where is_active and id in (${list(categories)})`)
      : 0,
    r.brandId ? count(sql`select count(*)::int as n from brands where is_active and id = ${r.brandId}`) : 0,
    r.unitId ? count(sql`select count(*)::int as n from units where is_active and id = ${r.unitId}`) : 0,
    taxIds.length
      ? count(sql`select count(*)::int as n from taxes where is_active and id in (${list(taxIds)})`)
      : 0,
    pairs.length
      ? count(sql`select count(*)::int as n from variation_values vv join variations v on v.id = vv.variation_id
          where vv.is_active and v.is_active and (vv.variation_id, vv.id) in (${sql.join(
            pairs.map(([attr, value]) => sql`(${attr}::int, ${value}::int)`),
            sql`, `,
          )})`)
      : 0,
    attributeIds.length
      ? count(
          sql`select count(*)::int as n from variations where is_active and id in (${list(attributeIds)})`,
        )
      : 0,
    warehouseIds.length
      ? count(
          sql`select count(*)::int as n from warehouses where shop_id = ${shopId} and id in (${list(warehouseIds)})`,
        )
      : 0,
  ]);
  return {
    categories: c !== categories.length,
    brand: r.brandId ? b !== 1 : false,
    unit: r.unitId ? u !== 1 : false,
    taxes: t !== taxIds.length,
    attributes: av !== pairs.length || a !== attributeIds.length,
    warehouses: w !== warehouseIds.length,
  };
}

export interface TakenSku {
  sku: string;
  productId: number;
  /** the product is the caller's shop's and was deleted */
  deletedOwn: boolean;
}

/** The SKUs of `skus` that variations of other products have (any shop). */
export async function takenSkus(
  db: Executor,
  shopId: number,
  skus: readonly string[],
  exceptProductId: number | null,
): Promise<TakenSku[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({
      sku: productVariations.sku,
      productId: productVariations.productId,
      shopId: products.shopId,
      deletedAt: products.deletedAt,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(
      and(
        inArray(productVariations.sku, [...new Set(skus)]),
        exceptProductId === null ? undefined : ne(productVariations.productId, exceptProductId),
      ),
    );
  return rows.map((r) => ({
    sku: r.sku,
    productId: r.productId,
    deletedOwn: r.shopId === shopId && r.deletedAt !== null,
  }));
}

/** Whether the slug is used by any product. */
export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Writes (inside the service's transaction)

export type NewProductRow = typeof products.$inferInsert;

export async function insertProduct(db: Executor, row: NewProductRow): Promise<number> {
  const [inserted] = await db.insert(products).values(row).returning({ id: products.id });
  return inserted!.id;
}

export async function updateProductRow(
  db: Executor,
  shopId: number,
  id: number,
  set: Partial<NewProductRow>,
): Promise<void> {
  await db
    .update(products)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.shopId, shopId)));
}

/**
 * Brings the product's list price range and `has_variation` in line with its variations. Setting
 * `min_price` fires the card-price trigger of migration 0004, which reprices the product's card
 * with the variations' discounts and the product's discount window.
 */
export async function refreshPriceRange(db: Executor, productId: number): Promise<void> {
  await execute(
    db,
    sql`
    update products p set
      min_price = coalesce(r.min_price, 0), max_price = coalesce(r.max_price, 0), has_variation = r.has_variation,
      discount_type = coalesce(r.discount_type, p.discount_type), discount_value = coalesce(r.discount_value, 0),
      updated_at = now()
    from (
      select min(v.price) as min_price, max(v.price) as max_price,
        bool_or(v.code <> '') or count(*) > 1 as has_variation,
        (array_agg(v.discount_type order by v.id))[1] as discount_type,
        (array_agg(v.discount_value order by v.id))[1] as discount_value
      from product_variations v where v.product_id = ${productId}
    ) r
    where p.id = ${productId}`,
  );
}

export async function replaceCategories(db: Executor, productId: number, categoryIds: readonly number[]) {
  await db.delete(productCategories).where(eq(productCategories.productId, productId));
  const ids = uniq(categoryIds);
  if (ids.length)
    await db.insert(productCategories).values(ids.map((categoryId) => ({ productId, categoryId })));
}

/** Sets the product's tags by name, creating the tags that do not exist yet. */
export async function replaceTags(db: Executor, productId: number, names: readonly string[]) {
  await db.delete(productTags).where(eq(productTags.productId, productId));
  const wanted = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (wanted.length === 0) return;
  await db
    .insert(tags)
    .values(wanted.map((name) => ({ name })))
    .onConflictDoNothing({ target: tags.name });
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.name, wanted));
  await db.insert(productTags).values(rows.map((r) => ({ productId, tagId: r.id })));
}

const PRODUCT_TRANSLATIONS: TranslationTable<typeof productTranslations, 'name' | 'description'> = {
  table: productTranslations,
  owner: productTranslations.productId,
  ownerKey: 'productId',
  langCode: productTranslations.langCode,
  fields: ['name', 'description'],
};

/** Stores the product's name and description per language (an empty field shows the base text). */
export function replaceTranslations(
  db: Executor,
  productId: number,
  translations: readonly { langCode: string; name: string; description: string }[],
): Promise<void> {
  return saveTranslations(db, PRODUCT_TRANSLATIONS, productId, translations);
}

export async function replaceTaxes(
  db: Executor,
  productId: number,
  taxes: readonly { taxId: number; taxType: TaxType; value: number }[],
) {
  await db.delete(productTaxes).where(eq(productTaxes.productId, productId));
  const byTax = new Map(taxes.map((t) => [t.taxId, t]));
  if (byTax.size) await db.insert(productTaxes).values([...byTax.values()].map((t) => ({ productId, ...t })));
}

/** The gallery after the thumbnail, in order. */
export async function replaceGallery(db: Executor, productId: number, images: readonly string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length)
    await db.insert(productImages).values(images.map((image, sort) => ({ productId, image, sort })));
}

export interface VariationWrite {
  code: string;
  sku: string;
  price: number;
  discountType: DiscountType;
  discountValue: number;
  image: string | null;
  /** attribute → value of the code */
  combination: readonly { variationId: number; variationValueId: number }[];
}

/** Inserts variations with their combinations; returns their ids in the same order. */
export async function insertVariations(
  db: Executor,
  productId: number,
  rows: readonly VariationWrite[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(productVariations)
    .values(
      rows.map((v) => ({
        productId,
        code: v.code,
        sku: v.sku,
        price: v.price,
        discountType: v.discountType,
        discountValue: v.discountValue,
        image: v.image,
      })),
    )
    .returning({ id: productVariations.id, code: productVariations.code });
  const idByCode = new Map(inserted.map((r) => [r.code, r.id]));
  const combinations = rows.flatMap((v) =>
    v.combination.map((c) => ({ productVariationId: idByCode.get(v.code)!, ...c })),
  );
  if (combinations.length) await db.insert(productVariationCombinations).values(combinations);
  return rows.map((v) => idByCode.get(v.code)!);
}

export async function updateVariation(
  db: Executor,
  productId: number,
  id: number,
  set: Partial<Omit<VariationWrite, 'code' | 'combination'>>,
): Promise<void> {
  await db
    .update(productVariations)
    .set(set)
    .where(and(eq(productVariations.id, id), eq(productVariations.productId, productId)));
}

/** Gives variations a placeholder SKU (so SKUs can be swapped between them in one save). */
export async function parkSkus(db: Executor, productId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(productVariations)
    .set({ sku: sql`'~moving~' || ${productVariations.id}` })
    .where(and(eq(productVariations.productId, productId), inArray(productVariations.id, [...ids])));
}

export async function deleteVariations(
  db: Executor,
  productId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(productVariations)
    .where(and(eq(productVariations.productId, productId), inArray(productVariations.id, [...ids])));
}

/** The quantities of the variations in the warehouses, locked until the transaction ends. */
export async function lockStocks(
  db: Executor,
  variationIds: readonly number[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (variationIds.length === 0) return out;
  const rows = await db
    .select({
      variationId: productVariationStocks.productVariationId,
      warehouseId: productVariationStocks.warehouseId,
      qty: productVariationStocks.stockQty,
    })
    .from(productVariationStocks)
    .where(inArray(productVariationStocks.productVariationId, [...variationIds]))
    .for('update');
  for (const r of rows) out.set(stockKey(r.variationId, r.warehouseId), r.qty);
  return out;
}

export const stockKey = (variationId: number, warehouseId: number) => `${variationId}:${warehouseId}`;

/** Soft delete: hidden from the seller and the storefront, kept for orders and reviews. */
export async function softDeleteProduct(db: Executor, shopId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ deletedAt: new Date(), isPublished: false, updatedAt: new Date() })
    .where(ownProduct(shopId, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function setProductPublished(
  db: Executor,
  shopId: number,
  id: number,
  isPublished: boolean,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ isPublished, updatedAt: new Date() })
    .where(ownProduct(shopId, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** The full rows needed to copy a product (duplicate). */
export async function productRowForCopy(db: Executor, shopId: number, id: number) {
  const [row] = await db.select().from(products).where(ownProduct(shopId, id));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Import: variations by SKU

export interface SkuOwner {
  variationId: number;
  productId: number;
  shopId: number;
  deleted: boolean;
  price: number;
  discountType: DiscountType;
}

export async function findVariationBySku(db: Executor, sku: string): Promise<SkuOwner | null> {
  const [row] = await db
    .select({
      variationId: productVariations.id,
      productId: productVariations.productId,
      shopId: products.shopId,
      deletedAt: products.deletedAt,
      price: productVariations.price,
      discountType: productVariations.discountType,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(eq(productVariations.sku, sku))
    .limit(1);
  if (!row) return null;
  return {
    variationId: row.variationId,
    productId: row.productId,
    shopId: row.shopId,
    deleted: row.deletedAt !== null,
    price: row.price,
    discountType: row.discountType,
  };
}

/** Ids of active categories by slug, and of an active brand by slug, a unit by name. */
export async function categoryIdsBySlug(
  db: Executor,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await query(
    db,
    { id: col.int, slug: col.text },
    sql`select id, slug from categories where is_active and slug in (${sql.join(
      slugs.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function brandIdBySlug(db: Executor, slug: string): Promise<number | null> {
  const row = await queryOne(
    db,
    { id: col.int },
    sql`select id from brands where is_active and slug = ${slug} limit 1`,
  );
  return row ? row.id : null;
}

export async function unitIdByName(db: Executor, name: string): Promise<number | null> {
  const row = await queryOne(
    db,
    { id: col.int },
    sql`select id from units where is_active and lower(name) = lower(${name}) order by id limit 1`,
  );
  return row ? row.id : null;
}

// ---------------------------------------------------------------------------------------------
// Export: one row per variation

export interface ExportRow {
  productId: number;
  name: string;
  sku: string;
  variation: string;
  price: number;
  discountType: DiscountType;
  discountValue: number;
  discountStartAt: Date | null;
  discountEndAt: Date | null;
  categories: string;
  brand: string;
  unit: string;
  isPublished: boolean;
  cashOnDelivery: boolean;
  stocks: Map<number, number>;
}

/** The shop's products matching the table's filters, one row per variation, newest product first. */
export async function exportRows(
  db: Executor,
  shopId: number,
  f: { search?: string; categoryId?: number; status?: SellerProductStatus },
): Promise<ExportRow[]> {
  const rows = await query(
    db,
    exportColumns,
    sql`
    select p.id as product_id, p.name, v.sku, v.price, v.discount_type, v.discount_value,
      p.discount_start_at, p.discount_end_at, p.is_published, p.cash_on_delivery,
      (select string_agg(va.name || ': ' || vv.name, ' / ' order by va.id)
        from product_variation_combinations c
        join variations va on va.id = c.variation_id
        join variation_values vv on vv.id = c.variation_value_id
        where c.product_variation_id = v.id) as variation,
      (select string_agg(ca.slug, '|' order by ca.id) from product_categories pc
        join categories ca on ca.id = pc.category_id where pc.product_id = p.id) as categories,
      b.slug as brand, u.name as unit,
      (select json_agg(json_build_object('warehouse_id', s.warehouse_id, 'qty', s.stock_qty))
        from product_variation_stocks s where s.product_variation_id = v.id) as stocks
    from products p
    join product_variations v on v.product_id = p.id
    left join brands b on b.id = p.brand_id
    left join units u on u.id = p.unit_id
    where ${listFilter(shopId, f)}
    order by p.created_at desc, p.id desc, v.id`,
  );
  return rows.map((r) => ({
    productId: r.product_id,
    name: r.name,
    sku: r.sku,
    variation: r.variation ?? '',
    price: r.price,
    discountType: r.discount_type === 'percentage' ? 'percentage' : 'amount',
    discountValue: r.discount_value,
    discountStartAt: r.discount_start_at,
    discountEndAt: r.discount_end_at,
    categories: r.categories ?? '',
    brand: r.brand ?? '',
    unit: r.unit ?? '',
    isPublished: r.is_published,
    cashOnDelivery: r.cash_on_delivery,
    stocks: new Map(
      decode(stockColumns, Array.isArray(r.stocks) ? r.stocks : []).map((s) => [s.warehouse_id, s.qty]),
    ),
  }));
}

/** The columns of `exportRows`' statement; prices in minor units. */
const exportColumns = {
  product_id: col.int,
  name: col.text,
  sku: col.text,
  variation: col.nullable(col.text),
  price: col.int,
  discount_type: col.text,
  discount_value: col.int,
  discount_start_at: col.nullable(col.timestamp),
  discount_end_at: col.nullable(col.timestamp),
  categories: col.nullable(col.text),
  brand: col.nullable(col.text),
  unit: col.nullable(col.text),
  is_published: col.bool,
  cash_on_delivery: col.bool,
  /** json: [{warehouse_id, qty}], null without stock rows */
  stocks: col.json,
};

/** An element of `stocks` above. */
const stockColumns = { warehouse_id: col.int, qty: col.int };
