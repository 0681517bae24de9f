import {
  type AdminProductDetail,
  type AdminProductList,
  type AdminProductRow,
  type AdminProductState,
  type AdminProductsQuery,
  ADMIN_PRODUCT_MESSAGES as M,
} from '@shop/contracts/admin/products';
import { buildMeta } from '@shop/contracts/envelope';
import { fromMinor } from '@shop/contracts/money';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, NotFound } from '../../platform/errors.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import {
  type AdminProductRowDb,
  adminProductPage,
  adminProductParts,
  adminProductRow,
  notifyShop,
  setProductHold,
  shopOptions,
} from './admin-product-queries.ts';

/**
 * Products of all shops for the operator (issue 18 §3): read them, and unpublish one that breaks
 * the marketplace's rules with a reason the seller reads in the seller center, or publish it again.
 * A held product stays off the storefront: the seller center refuses to publish it (decision
 * "The marketplace's hold on a product").
 */

const seconds = (value: Date) => value.toISOString();

function stateOf(row: AdminProductRowDb): AdminProductState {
  if (row.deleted_at !== null) return 'deleted';
  if (row.held_reason !== null) return 'held';
  return row.is_published ? 'published' : 'draft';
}

function toRow(row: AdminProductRowDb, decimals: number): AdminProductRow {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    thumbnailImage: row.thumbnail_image,
    sku: row.sku,
    shop: { id: row.shop_id, name: row.shop_name, slug: row.shop_slug },
    minPrice: fromMinor(row.min_price, decimals),
    maxPrice: fromMinor(row.max_price, decimals),
    state: stateOf(row),
    createdAt: seconds(row.created_at),
  };
}

export async function listAdminProducts(
  db: Executor,
  decimals: number,
  query: AdminProductsQuery,
): Promise<AdminProductList> {
  const [{ rows, total }, shops] = await Promise.all([adminProductPage(db, query), shopOptions(db)]);
  return {
    data: rows.map((r) => toRow(r, decimals)),
    meta: buildMeta(query.page, query.limit, total),
    shops: shops.map((s) => ({ id: s.id, name: s.name })),
  };
}

export async function adminProductDetail(
  db: Executor,
  decimals: number,
  id: number,
  lang: string,
): Promise<AdminProductDetail> {
  const row = await adminProductRow(db, id);
  if (!row) throw new NotFound(M.notFound);
  const parts = await adminProductParts(db, id, lang);
  return {
    ...toRow(row, decimals),
    shortDescription: row.short_description,
    description: row.description,
    brand: parts.names?.brand ?? null,
    unit: parts.names?.unit ?? null,
    categories: parts.categories.map((c) => ({ id: c.id, name: c.name })),
    tags: parts.tags.map((t) => t.name),
    images: [...new Set(parts.images.map((i) => i.image))],
    variations: parts.variations.map((v) => ({
      id: v.id,
      sku: v.sku,
      label: v.label ?? '',
      price: fromMinor(v.price, decimals),
      stock: v.stock,
    })),
    shopOnline: row.shop_online,
    storefrontPath: `/products/${encodeURIComponent(row.slug)}`,
    hold:
      row.held_reason !== null && row.held_at !== null
        ? { reason: row.held_reason, at: seconds(row.held_at) }
        : null,
  };
}

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);
}

/**
 * Unpublishes the product and holds it with `reason` (only an operator publishes it again); the
 * shop gets a notification with the reason, and the change is audited, in one transaction.
 */
export async function unpublishProduct(
  db: Database,
  actor: AuditActor,
  id: number,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await adminProductRow(tx, id, true);
    if (!row) throw new NotFound(M.notFound);
    if (row.deleted_at !== null) throw new AppError(409, M.deleted);
    if (row.held_reason !== null) throw new AppError(409, M.alreadyUnpublished);
    await setProductHold(tx, id, reason);
    await notifyShop(tx, row.shop_id, fill(M.noticeUnpublished, { name: row.name, reason }), String(id));
    await recordAudit(tx, actor, {
      action: 'product.unpublish',
      subject: { type: 'product', id, label: row.name },
      before: { isPublished: row.is_published, heldReason: null },
      after: { isPublished: false, heldReason: reason },
    });
  });
}

/** Releases the marketplace's hold and publishes the product again; the shop is told. */
export async function republishProduct(db: Database, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await adminProductRow(tx, id, true);
    if (!row) throw new NotFound(M.notFound);
    if (row.deleted_at !== null) throw new AppError(409, M.deleted);
    if (row.held_reason === null) throw new AppError(409, M.notHeld);
    await setProductHold(tx, id, null);
    await notifyShop(tx, row.shop_id, fill(M.noticePublished, { name: row.name }), String(id));
    await recordAudit(tx, actor, {
      action: 'product.publish',
      subject: { type: 'product', id, label: row.name },
      before: { isPublished: false, heldReason: row.held_reason },
      after: { isPublished: true, heldReason: null },
    });
  });
}
