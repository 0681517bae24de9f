import {
  type AdminAttribute,
  type AdminBadge,
  type AdminBrand,
  type AdminBrandList,
  type AdminBrandsQuery,
  type AdminCategory,
  type AdminTag,
  type AdminTagList,
  type AdminTagsQuery,
  type AdminUnit,
  type AttributeBody,
  type AttributeValueBody,
  type BadgeBody,
  type BrandBody,
  type CategoryCreateBody,
  type CategoryUpdateBody,
  CATALOGUE_MESSAGES as M,
  slugFromName,
  type TagBody,
  type Translations,
  type UnitBody,
} from '@shop/contracts/admin/catalogue';
import { buildMeta } from '@shop/contracts/envelope';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UploadedFile } from '../../platform/body.ts';
import { AppError, NotFound, ValidationFailed } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import {
  deleteStoredImage,
  removeUploadedImage,
  replaceUploadedImage,
} from '../../platform/uploaded-images.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import * as q from './admin-catalogue-queries.ts';

/**
 * The operator console's catalogue vocabulary (issue 18 §3): each write checks its input beyond
 * the schema (slugs unique, a move not under the category itself, nothing in use deleted), makes
 * its change and records it in the audit log in one transaction. The routes declare
 * `changesCatalog`, which empties the response cache, the catalogue memo and the rendered pages
 * (all follow the response cache's generation): the storefront shows the change at once.
 */

export interface CatalogueDeps {
  db: Database;
  storage: Storage;
}

const CATEGORY_FOLDER = 'categories';
const BRAND_FOLDER = 'brands';

// Helpers ----------------------------------------------------------------------------------------------

/** A free slug: the one asked for (422 when taken), else the name's with -2, -3… as needed. */
async function chooseSlug(
  taken: (slug: string) => Promise<boolean>,
  asked: string,
  name: string,
  fallback: string,
): Promise<string> {
  if (asked !== '') {
    if (await taken(asked)) throw new ValidationFailed({ slug: [M.slugTaken] });
    return asked;
  }
  const base = slugFromName(name) || fallback;
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

/** A unique violation of `constraint` (two writes at once) as the field's 422. */
function uniqueAs(constraint: string, field: string, message: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, constraint)) throw new ValidationFailed({ [field]: [message] });
    throw error;
  };
}

function inUse(message: string, count: number): AppError {
  return new AppError(409, message, undefined, { count });
}

// Categories -------------------------------------------------------------------------------------------

function toCategory(row: q.CategoryAdminRow, translations: Translations | undefined): AdminCategory {
  return {
    id: row.id,
    parentId: row.parent_id,
    level: row.level,
    name: row.name,
    slug: row.slug,
    thumbnailImage: row.thumbnail_image,
    isActive: row.is_active,
    sortingOrder: row.sorting_order,
    productCount: row.product_count,
    translations: translations ?? { 'es-ES': '', 'ar-SA': '' },
  };
}

/** Every category, depth first: each parent before its children, siblings in the storefront's order. */
export async function listCategories(db: Executor): Promise<AdminCategory[]> {
  const rows = await q.allCategoryRows(db);
  const translations = await q.translationsOf(
    db,
    'category',
    rows.map((r) => r.id),
  );
  const all = rows.map((r) => toCategory(r, translations.get(r.id)));
  const ids = new Set(all.map((c) => c.id));
  const childrenOf = new Map<number | null, AdminCategory[]>();
  for (const c of all) {
    const parent = c.parentId !== null && ids.has(c.parentId) ? c.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), c]);
  }
  const out: AdminCategory[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null) => {
    for (const c of childrenOf.get(parent) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push(c);
      walk(c.id);
    }
  };
  walk(null);
  // rows in a cycle of bad data are still listed, after the tree
  for (const c of all) if (!seen.has(c.id)) out.push(c);
  return out;
}

async function loadCategory(db: Executor, id: number): Promise<AdminCategory> {
  const row = await q.categoryRow(db, id);
  if (!row) throw new NotFound(M.categoryNotFound);
  const translations = await q.translationsOf(db, 'category', [id]);
  return toCategory(row, translations.get(id));
}

/** What the audit log keeps of a category. */
function categoryFields(c: AdminCategory) {
  const { productCount: _count, ...fields } = c;
  return fields;
}

export async function createCategory(
  { db }: CatalogueDeps,
  actor: AuditActor,
  body: CategoryCreateBody,
): Promise<AdminCategory> {
  return db
    .transaction(async (tx) => {
      let level = 0;
      if (body.parentId !== null) {
        const parent = await q.categoryRow(tx, body.parentId);
        if (!parent) throw new ValidationFailed({ parentId: [M.parentNotFound] });
        level = parent.level + 1;
      }
      const slug = await chooseSlug(
        (s) => q.categorySlugTaken(tx, s, null),
        body.slug,
        body.name,
        'category',
      );
      const siblings = await q.siblingIds(tx, body.parentId);
      const id = await q.insertCategory(tx, {
        name: body.name,
        slug,
        parentId: body.parentId,
        level,
        isActive: body.isActive,
        sortingOrder: siblings.length,
      });
      await q.saveTranslations(tx, 'category', id, body.translations);
      const created = await loadCategory(tx, id);
      await recordAudit(tx, actor, {
        action: 'category.create',
        subject: { type: 'category', id, label: created.name },
        before: null,
        after: categoryFields(created),
      });
      return created;
    })
    .catch(uniqueAs('categories_slug_unique', 'slug', M.slugTaken));
}

/** Renames, re-slugs, translates, shows or hides; hiding or showing applies to the whole subtree. */
export async function updateCategory(
  { db }: CatalogueDeps,
  actor: AuditActor,
  id: number,
  body: CategoryUpdateBody,
): Promise<AdminCategory> {
  return db
    .transaction(async (tx) => {
      const before = await loadCategory(tx, id);
      const set: { name?: string; slug?: string } = {};
      if (body.name !== undefined) set.name = body.name;
      if (body.slug !== undefined && body.slug !== before.slug) {
        const name = body.name ?? before.name;
        set.slug = await chooseSlug((s) => q.categorySlugTaken(tx, s, id), body.slug, name, 'category');
      }
      if (Object.keys(set).length > 0) await q.updateCategory(tx, id, set);
      let subtree: number[] = [];
      if (body.isActive !== undefined && body.isActive !== before.isActive) {
        subtree = await q.subtreeIds(tx, id);
        await q.setCategoriesActive(tx, subtree, body.isActive);
      }
      if (body.translations) await q.saveTranslations(tx, 'category', id, body.translations);
      const after = await loadCategory(tx, id);
      const action =
        body.isActive !== undefined && body.isActive !== before.isActive
          ? body.isActive
            ? 'category.show'
            : 'category.hide'
          : 'category.update';
      await recordAudit(tx, actor, {
        action,
        subject: { type: 'category', id, label: after.name },
        before: categoryFields(before),
        after:
          subtree.length > 1
            ? { ...categoryFields(after), subcategories: subtree.slice(1) }
            : categoryFields(after),
      });
      return after;
    })
    .catch(uniqueAs('categories_slug_unique', 'slug', M.slugTaken));
}

/** Gives the category a new parent (null: a root), last among its new siblings; its subtree follows. */
export async function moveCategory(
  { db }: CatalogueDeps,
  actor: AuditActor,
  id: number,
  parentId: number | null,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const before = await loadCategory(tx, id);
    if (parentId === before.parentId) return before;
    const subtree = await q.subtreeIds(tx, id);
    let level = 0;
    if (parentId !== null) {
      if (subtree.includes(parentId)) throw new ValidationFailed({ parentId: [M.parentIsDescendant] });
      const parent = await q.categoryRow(tx, parentId);
      if (!parent) throw new ValidationFailed({ parentId: [M.parentNotFound] });
      level = parent.level + 1;
    }
    const newSiblings = await q.siblingIds(tx, parentId);
    await q.updateCategory(tx, id, { parentId, sortingOrder: newSiblings.length });
    await q.shiftLevels(tx, subtree, level - before.level);
    // the old level closes the gap
    await q.setSortingOrders(tx, await q.siblingIds(tx, before.parentId));
    const after = await loadCategory(tx, id);
    await recordAudit(tx, actor, {
      action: 'category.move',
      subject: { type: 'category', id, label: after.name },
      before: { parentId: before.parentId, level: before.level, sortingOrder: before.sortingOrder },
      after: { parentId: after.parentId, level: after.level, sortingOrder: after.sortingOrder },
    });
    return after;
  });
}

/** Swaps the category with its sibling before (`up`) or after (`down`). */
export async function reorderCategory(
  { db }: CatalogueDeps,
  actor: AuditActor,
  id: number,
  direction: 'up' | 'down',
): Promise<AdminCategory[]> {
  return db.transaction(async (tx) => {
    const before = await loadCategory(tx, id);
    const siblings = await q.siblingIds(tx, before.parentId);
    const index = siblings.indexOf(id);
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0) throw new AppError(409, M.alreadyFirst);
    if (target >= siblings.length) throw new AppError(409, M.alreadyLast);
    const order = [...siblings];
    [order[index], order[target]] = [order[target]!, order[index]!];
    await q.setSortingOrders(tx, order);
    await recordAudit(tx, actor, {
      action: 'category.reorder',
      subject: { type: 'category', id, label: before.name },
      before: { siblings },
      after: { siblings: order },
    });
    return listCategories(tx);
  });
}

/** Deletes a category no product uses and without subcategories (409 with the reason otherwise). */
export async function deleteCategory(
  { db, storage }: CatalogueDeps,
  actor: AuditActor,
  id: number,
): Promise<AdminCategory> {
  const deleted = await db.transaction(async (tx) => {
    const before = await loadCategory(tx, id);
    if (before.productCount > 0) throw inUse(M.categoryInUse, before.productCount);
    if ((await q.childCount(tx, id)) > 0) throw new AppError(409, M.categoryHasChildren);
    await q.deleteCategoryRow(tx, id);
    await q.setSortingOrders(tx, await q.siblingIds(tx, before.parentId));
    await recordAudit(tx, actor, {
      action: 'category.delete',
      subject: { type: 'category', id, label: before.name },
      before: categoryFields(before),
      after: null,
    });
    return before;
  });
  await deleteStoredImage(storage, deleted.thumbnailImage, CATEGORY_FOLDER);
  return deleted;
}

const imageMessages = (notFound: string) => ({
  required: M.imageRequired,
  bad: M.badImage,
  notFound,
});

/** Stores the uploaded `image` (checked by content, resized) as the category's picture. */
export async function replaceCategoryImage(
  { db, storage }: CatalogueDeps,
  actor: AuditActor,
  id: number,
  uploads: readonly UploadedFile[],
): Promise<AdminCategory> {
  await replaceUploadedImage(
    storage,
    uploads,
    { field: 'image', folder: CATEGORY_FOLDER, messages: imageMessages(M.categoryNotFound) },
    (url) =>
      db.transaction(async (tx) => {
        const replaced = await q.setCategoryImage(tx, id, url);
        if (replaced) {
          await recordAudit(tx, actor, {
            action: 'category.image',
            subject: { type: 'category', id, label: (await q.categoryRow(tx, id))?.name ?? null },
            before: { thumbnailImage: replaced.old },
            after: { thumbnailImage: url },
          });
        }
        return replaced;
      }),
  );
  return loadCategory(db, id);
}

export async function removeCategoryImage(
  { db, storage }: CatalogueDeps,
  actor: AuditActor,
  id: number,
): Promise<AdminCategory> {
  await removeUploadedImage(storage, CATEGORY_FOLDER, M.categoryNotFound, () =>
    db.transaction(async (tx) => {
      const replaced = await q.setCategoryImage(tx, id, null);
      if (replaced) {
        await recordAudit(tx, actor, {
          action: 'category.image',
          subject: { type: 'category', id, label: (await q.categoryRow(tx, id))?.name ?? null },
          before: { thumbnailImage: replaced.old },
          after: { thumbnailImage: null },
        });
      }
      return replaced;
    }),
  );
  return loadCategory(db, id);
}

// Brands -----------------------------------------------------------------------------------------------

function toBrand(row: q.BrandAdminRow, translations: Translations | undefined): AdminBrand {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    thumbnailImage: row.thumbnail_image,
    isActive: row.is_active,
    productCount: row.product_count,
    translations: translations ?? { 'es-ES': '', 'ar-SA': '' },
  };
}

export async function listBrands(db: Executor, query: AdminBrandsQuery): Promise<AdminBrandList> {
  const { rows, total } = await q.brandPage(db, query.search ?? null, query.page, query.limit);
  const translations = await q.translationsOf(
    db,
    'brand',
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => toBrand(r, translations.get(r.id))),
    meta: buildMeta(query.page, query.limit, total),
  };
}

async function loadBrand(db: Executor, id: number): Promise<AdminBrand> {
  const row = await q.brandRow(db, id);
  if (!row) throw new NotFound(M.brandNotFound);
  return toBrand(row, (await q.translationsOf(db, 'brand', [id])).get(id));
}

function brandFields(b: AdminBrand) {
  const { productCount: _count, ...fields } = b;
  return fields;
}

export async function saveBrand(
  { db }: CatalogueDeps,
  actor: AuditActor,
  id: number | null,
  body: BrandBody,
): Promise<AdminBrand> {
  return db
    .transaction(async (tx) => {
      const before = id === null ? null : await loadBrand(tx, id);
      const slug =
        before && (body.slug === before.slug || body.slug === '')
          ? before.slug
          : await chooseSlug((s) => q.brandSlugTaken(tx, s, id), body.slug, body.name, 'brand');
      const values = { name: body.name, slug, isActive: body.isActive };
      const brandId = id === null ? await q.insertBrand(tx, values) : id;
      if (id !== null) await q.updateBrand(tx, id, values);
      await q.saveTranslations(tx, 'brand', brandId, body.translations);
      const after = await loadBrand(tx, brandId);
      await recordAudit(tx, actor, {
        action: before ? 'brand.update' : 'brand.create',
        subject: { type: 'brand', id: brandId, label: after.name },
        before: before ? brandFields(before) : null,
        after: brandFields(after),
      });
      return after;
    })
    .catch(uniqueAs('brands_slug_unique', 'slug', M.slugTaken));
}

export async function deleteBrand({ db, storage }: CatalogueDeps, actor: AuditActor, id: number) {
  const deleted = await db.transaction(async (tx) => {
    const before = await loadBrand(tx, id);
    if (before.productCount > 0) throw inUse(M.brandInUse, before.productCount);
    await q.deleteBrandRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'brand.delete',
      subject: { type: 'brand', id, label: before.name },
      before: brandFields(before),
      after: null,
    });
    return before;
  });
  await deleteStoredImage(storage, deleted.thumbnailImage, BRAND_FOLDER);
  return deleted;
}

export async function replaceBrandLogo(
  { db, storage }: CatalogueDeps,
  actor: AuditActor,
  id: number,
  uploads: readonly UploadedFile[],
): Promise<AdminBrand> {
  await replaceUploadedImage(
    storage,
    uploads,
    { field: 'image', folder: BRAND_FOLDER, messages: imageMessages(M.brandNotFound) },
    (url) => brandImageChange(db, actor, id, url),
  );
  return loadBrand(db, id);
}

export async function removeBrandLogo({ db, storage }: CatalogueDeps, actor: AuditActor, id: number) {
  await removeUploadedImage(storage, BRAND_FOLDER, M.brandNotFound, () =>
    brandImageChange(db, actor, id, null),
  );
  return loadBrand(db, id);
}

function brandImageChange(db: Database, actor: AuditActor, id: number, url: string | null) {
  return db.transaction(async (tx) => {
    const replaced = await q.setBrandImage(tx, id, url);
    if (replaced) {
      await recordAudit(tx, actor, {
        action: 'brand.logo',
        subject: { type: 'brand', id, label: (await q.brandRow(tx, id))?.name ?? null },
        before: { thumbnailImage: replaced.old },
        after: { thumbnailImage: url },
      });
    }
    return replaced;
  });
}

// Attributes and values ----------------------------------------------------------------------------------

export async function listAttributes(db: Executor): Promise<AdminAttribute[]> {
  const { attributes, values } = await q.allAttributeRows(db);
  const [attributeNames, valueNames] = await Promise.all([
    q.translationsOf(
      db,
      'attribute',
      attributes.map((a) => a.id),
    ),
    q.translationsOf(
      db,
      'value',
      values.map((v) => v.id),
    ),
  ]);
  return attributes.map((a) => ({
    ...toAttributeFields(a, attributeNames.get(a.id)),
    values: values.filter((v) => v.variation_id === a.id).map((v) => toValue(v, valueNames.get(v.id))),
  }));
}

function toAttributeFields(row: q.AttributeAdminRow, translations: Translations | undefined) {
  return {
    id: row.id,
    name: row.name,
    isActive: row.is_active,
    sort: row.sort,
    variationCount: row.variation_count,
    translations: translations ?? { 'es-ES': '', 'ar-SA': '' },
  };
}

function toValue(row: q.ValueAdminRow, translations: Translations | undefined) {
  return { ...toAttributeFields(row, translations), colorCode: row.color_code };
}

async function loadAttribute(db: Executor, id: number): Promise<AdminAttribute> {
  const found = (await listAttributes(db)).find((a) => a.id === id);
  if (!found) throw new NotFound(M.attributeNotFound);
  return found;
}

async function loadValue(db: Executor, id: number) {
  const row = await q.valueRow(db, id);
  if (!row) throw new NotFound(M.valueNotFound);
  return {
    ...toValue(row, (await q.translationsOf(db, 'value', [id])).get(id)),
    attributeId: row.variation_id,
  };
}

export async function saveAttribute(
  { db }: CatalogueDeps,
  actor: AuditActor,
  id: number | null,
  body: AttributeBody,
): Promise<AdminAttribute> {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await loadAttribute(tx, id);
    const values = { name: body.name, isActive: body.isActive };
    const attributeId = id === null ? await q.insertAttribute(tx, values) : id;
    if (id !== null) await q.updateAttribute(tx, id, values);
    await q.saveTranslations(tx, 'attribute', attributeId, body.translations);
    const after = await loadAttribute(tx, attributeId);
    const fields = ({ values: _values, variationCount: _count, ...rest }: AdminAttribute) => rest;
    await recordAudit(tx, actor, {
      action: before ? 'attribute.update' : 'attribute.create',
      subject: { type: 'attribute', id: attributeId, label: after.name },
      before: before ? fields(before) : null,
      after: fields(after),
    });
    return after;
  });
}

export async function deleteAttribute({ db }: CatalogueDeps, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await loadAttribute(tx, id);
    const used = before.variationCount + before.values.reduce((sum, v) => sum + v.variationCount, 0);
    if (used > 0) throw inUse(M.attributeInUse, used);
    await q.deleteAttributeRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'attribute.delete',
      subject: { type: 'attribute', id, label: before.name },
      before: { ...before, values: before.values.map((v) => v.name) },
      after: null,
    });
    return before;
  });
}

export async function saveAttributeValue(
  { db }: CatalogueDeps,
  actor: AuditActor,
  target: { attributeId: number } | { valueId: number },
  body: AttributeValueBody,
) {
  return db.transaction(async (tx) => {
    const before = 'valueId' in target ? await loadValue(tx, target.valueId) : null;
    const values = { name: body.name, colorCode: body.colorCode, isActive: body.isActive };
    let id: number;
    if (before) {
      id = before.id;
      await q.updateValue(tx, id, values);
    } else {
      const attributeId = 'attributeId' in target ? target.attributeId : 0;
      if (!(await q.attributeRow(tx, attributeId))) throw new NotFound(M.attributeNotFound);
      id = await q.insertValue(tx, { ...values, variationId: attributeId });
    }
    await q.saveTranslations(tx, 'value', id, body.translations);
    const after = await loadValue(tx, id);
    const { variationCount: _a, ...afterFields } = after;
    await recordAudit(tx, actor, {
      action: before ? 'attributeValue.update' : 'attributeValue.create',
      subject: { type: 'attributeValue', id, label: after.name },
      before: before ? (({ variationCount: _b, ...rest }) => rest)(before) : null,
      after: afterFields,
    });
    return after;
  });
}

export async function deleteAttributeValue({ db }: CatalogueDeps, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await loadValue(tx, id);
    if (before.variationCount > 0) throw inUse(M.valueInUse, before.variationCount);
    await q.deleteValueRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'attributeValue.delete',
      subject: { type: 'attributeValue', id, label: before.name },
      before,
      after: null,
    });
    return before;
  });
}

// Units ------------------------------------------------------------------------------------------------

function toUnit(row: q.UnitAdminRow, translations: Translations | undefined): AdminUnit {
  return {
    id: row.id,
    name: row.name,
    isActive: row.is_active,
    productCount: row.product_count,
    translations: translations ?? { 'es-ES': '', 'ar-SA': '' },
  };
}

export async function listUnits(db: Executor): Promise<AdminUnit[]> {
  const rows = await q.allUnitRows(db);
  const names = await q.translationsOf(
    db,
    'unit',
    rows.map((r) => r.id),
  );
  return rows.map((r) => toUnit(r, names.get(r.id)));
}

async function loadUnit(db: Executor, id: number): Promise<AdminUnit> {
  const row = await q.unitRow(db, id);
  if (!row) throw new NotFound(M.unitNotFound);
  return toUnit(row, (await q.translationsOf(db, 'unit', [id])).get(id));
}

export async function saveUnit({ db }: CatalogueDeps, actor: AuditActor, id: number | null, body: UnitBody) {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await loadUnit(tx, id);
    const values = { name: body.name, isActive: body.isActive };
    const unitId = id === null ? await q.insertUnit(tx, values) : id;
    if (id !== null) await q.updateUnit(tx, id, values);
    await q.saveTranslations(tx, 'unit', unitId, body.translations);
    const after = await loadUnit(tx, unitId);
    await recordAudit(tx, actor, {
      action: before ? 'unit.update' : 'unit.create',
      subject: { type: 'unit', id: unitId, label: after.name },
      before: before ? withoutCount(before) : null,
      after: withoutCount(after),
    });
    return after;
  });
}

export async function deleteUnit({ db }: CatalogueDeps, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await loadUnit(tx, id);
    if (before.productCount > 0) throw inUse(M.unitInUse, before.productCount);
    await q.deleteUnitRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'unit.delete',
      subject: { type: 'unit', id, label: before.name },
      before: withoutCount(before),
      after: null,
    });
    return before;
  });
}

function withoutCount<T extends { productCount: number }>(row: T): Omit<T, 'productCount'> {
  const { productCount: _count, ...rest } = row;
  return rest;
}

// Badges -----------------------------------------------------------------------------------------------

function toBadge(row: q.BadgeAdminRow, translations: Translations | undefined): AdminBadge {
  return { ...toUnit(row, translations), color: row.color, bgColor: row.bg_color };
}

export async function listBadges(db: Executor): Promise<AdminBadge[]> {
  const rows = await q.allBadgeRows(db);
  const names = await q.translationsOf(
    db,
    'badge',
    rows.map((r) => r.id),
  );
  return rows.map((r) => toBadge(r, names.get(r.id)));
}

async function loadBadge(db: Executor, id: number): Promise<AdminBadge> {
  const row = await q.badgeRow(db, id);
  if (!row) throw new NotFound(M.badgeNotFound);
  return toBadge(row, (await q.translationsOf(db, 'badge', [id])).get(id));
}

export async function saveBadge(
  { db }: CatalogueDeps,
  actor: AuditActor,
  id: number | null,
  body: BadgeBody,
) {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await loadBadge(tx, id);
    const values = { name: body.name, color: body.color, bgColor: body.bgColor, isActive: body.isActive };
    const badgeId = id === null ? await q.insertBadge(tx, values) : id;
    if (id !== null) await q.updateBadge(tx, id, values);
    await q.saveTranslations(tx, 'badge', badgeId, body.translations);
    const after = await loadBadge(tx, badgeId);
    await recordAudit(tx, actor, {
      action: before ? 'badge.update' : 'badge.create',
      subject: { type: 'badge', id: badgeId, label: after.name },
      before: before ? withoutCount(before) : null,
      after: withoutCount(after),
    });
    return after;
  });
}

export async function deleteBadge({ db }: CatalogueDeps, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await loadBadge(tx, id);
    if (before.productCount > 0) throw inUse(M.badgeInUse, before.productCount);
    await q.deleteBadgeRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'badge.delete',
      subject: { type: 'badge', id, label: before.name },
      before: withoutCount(before),
      after: null,
    });
    return before;
  });
}

// Tags -------------------------------------------------------------------------------------------------

function toTag(row: q.TagAdminRow): AdminTag {
  return { id: row.id, name: row.name, productCount: row.product_count };
}

export async function listTags(db: Executor, query: AdminTagsQuery): Promise<AdminTagList> {
  const { rows, total } = await q.tagPage(db, query.search ?? null, query.page, query.limit);
  return { data: rows.map(toTag), meta: buildMeta(query.page, query.limit, total) };
}

async function loadTag(db: Executor, id: number): Promise<AdminTag> {
  const row = await q.tagRow(db, id);
  if (!row) throw new NotFound(M.tagNotFound);
  return toTag(row);
}

export async function saveTag({ db }: CatalogueDeps, actor: AuditActor, id: number | null, body: TagBody) {
  return db
    .transaction(async (tx) => {
      const before = id === null ? null : await loadTag(tx, id);
      if (await q.tagNameTaken(tx, body.name, id)) throw new ValidationFailed({ name: [M.nameTaken] });
      const tagId = id === null ? await q.insertTag(tx, body.name) : id;
      if (id !== null) await q.updateTag(tx, id, body.name);
      const after = await loadTag(tx, tagId);
      await recordAudit(tx, actor, {
        action: before ? 'tag.update' : 'tag.create',
        subject: { type: 'tag', id: tagId, label: after.name },
        before: before ? { name: before.name } : null,
        after: { name: after.name },
      });
      return after;
    })
    .catch(uniqueAs('tags_name_unique', 'name', M.nameTaken));
}

export async function deleteTag({ db }: CatalogueDeps, actor: AuditActor, id: number) {
  return db.transaction(async (tx) => {
    const before = await loadTag(tx, id);
    if (before.productCount > 0) throw inUse(M.tagInUse, before.productCount);
    await q.deleteTagRow(tx, id);
    await recordAudit(tx, actor, {
      action: 'tag.delete',
      subject: { type: 'tag', id, label: before.name },
      before: { name: before.name },
      after: null,
    });
    return before;
  });
}
