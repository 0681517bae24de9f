import { TRANSLATION_LANGUAGES, type Translations } from '@shop/contracts/admin/catalogue';
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, execute, query, queryOne, type RowOf } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import {
  badges,
  badgeTranslations,
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  tags,
  units,
  unitTranslations,
  variations,
  variationTranslations,
  variationValues,
  variationValueTranslations,
} from '../../db/schema/index.ts';

/**
 * The operator console's reads and writes of the catalogue vocabulary (issue 18 §3): categories,
 * brands, attributes and values, units, badges, tags, and their translations.
 */

// Translations ----------------------------------------------------------------------------------------

/** What each translated vocabulary keeps its names in. */
const TRANSLATIONS = {
  category: {
    table: categoryTranslations,
    owner: categoryTranslations.categoryId,
    lang: categoryTranslations.langCode,
    name: categoryTranslations.name,
  },
  brand: {
    table: brandTranslations,
    owner: brandTranslations.brandId,
    lang: brandTranslations.langCode,
    name: brandTranslations.name,
  },
  unit: {
    table: unitTranslations,
    owner: unitTranslations.unitId,
    lang: unitTranslations.langCode,
    name: unitTranslations.name,
  },
  badge: {
    table: badgeTranslations,
    owner: badgeTranslations.badgeId,
    lang: badgeTranslations.langCode,
    name: badgeTranslations.name,
  },
  attribute: {
    table: variationTranslations,
    owner: variationTranslations.variationId,
    lang: variationTranslations.langCode,
    name: variationTranslations.name,
  },
  value: {
    table: variationValueTranslations,
    owner: variationValueTranslations.variationValueId,
    lang: variationValueTranslations.langCode,
    name: variationValueTranslations.name,
  },
} as const;
export type TranslatedKind = keyof typeof TRANSLATIONS;

/** The es-ES and ar-SA names of rows of `kind` by row id ("" where none). */
export async function translationsOf(
  db: Executor,
  kind: TranslatedKind,
  ids: readonly number[],
): Promise<Map<number, Translations>> {
  const out = new Map<number, Translations>(ids.map((id) => [id, { 'es-ES': '', 'ar-SA': '' }]));
  if (ids.length === 0) return out;
  const { table, owner, lang, name } = TRANSLATIONS[kind];
  const rows = await db
    .select({ owner, lang, name })
    .from(table)
    .where(and(inArray(owner, [...ids]), inArray(lang, [...TRANSLATION_LANGUAGES])));
  for (const row of rows) {
    const entry = out.get(row.owner);
    if (entry && (row.lang === 'es-ES' || row.lang === 'ar-SA')) entry[row.lang] = row.name;
  }
  return out;
}

/** Writes a row's translations: a non-empty name is kept (inserted or replaced), an empty one removed. */
export async function saveTranslations(
  db: Executor,
  kind: TranslatedKind,
  id: number,
  translations: Translations,
): Promise<void> {
  const { table, owner, lang } = TRANSLATIONS[kind];
  const empty = TRANSLATION_LANGUAGES.filter((l) => translations[l] === '');
  if (empty.length > 0) {
    await db.delete(table).where(and(eq(owner, id), inArray(lang, empty)));
  }
  for (const language of TRANSLATION_LANGUAGES) {
    const name = translations[language];
    if (name === '') continue;
    // a language the shop no longer has (its row deleted) is skipped, not an error
    await execute(
      db,
      sql`
      insert into ${table} (${sql.identifier(owner.name)}, lang_code, name)
      select ${id}, ${language}, ${name} where exists (select 1 from languages where code = ${language})
      on conflict (${sql.identifier(owner.name)}, lang_code) do update set name = excluded.name`,
    );
  }
}

// Categories -------------------------------------------------------------------------------------------

const categoryRowColumns = {
  id: col.int,
  parent_id: col.nullable(col.int),
  level: col.int,
  name: col.text,
  slug: col.text,
  thumbnail_image: col.nullable(col.text),
  is_active: col.bool,
  sorting_order: col.int,
  product_count: col.int,
};
export type CategoryAdminRow = RowOf<typeof categoryRowColumns>;

const categoryColumns = sql`c.id, c.parent_id, c.level, c.name, c.slug, c.thumbnail_image, c.is_active,
  c.sorting_order,
  (select count(*)::int from product_categories pc join products p on p.id = pc.product_id
    where pc.category_id = c.id and p.deleted_at is null) as product_count`;

export async function allCategoryRows(db: Executor): Promise<CategoryAdminRow[]> {
  return query(
    db,
    categoryRowColumns,
    sql`select ${categoryColumns} from categories c order by c.sorting_order, c.id`,
  );
}

export async function categoryRow(db: Executor, id: number): Promise<CategoryAdminRow | null> {
  return queryOne(
    db,
    categoryRowColumns,
    sql`select ${categoryColumns} from categories c where c.id = ${id}`,
  );
}

/** The category and every category under it, each id once (a cycle in bad data ends the walk). */
export async function subtreeIds(db: Executor, id: number): Promise<number[]> {
  const rows = await query(
    db,
    { id: col.int },
    sql`with recursive sub(id) as (
      select ${id}::int
      union
      select c.id from categories c join sub on c.parent_id = sub.id
    ) select id from sub`,
  );
  return rows.map((r) => r.id);
}

export async function categorySlugTaken(
  db: Executor,
  slug: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      exceptId === null
        ? eq(categories.slug, slug)
        : and(eq(categories.slug, slug), ne(categories.id, exceptId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** The categories under `parentId` (null: the roots) in their order. */
export async function siblingIds(db: Executor, parentId: number | null): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.sortingOrder), asc(categories.id));
  return rows.map((r) => r.id);
}

/** Numbers the categories 0, 1, 2… in the order given. */
export async function setSortingOrders(db: Executor, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .update(categories)
      .set({ sortingOrder: index, updatedAt: new Date() })
      .where(and(eq(categories.id, id), ne(categories.sortingOrder, index)));
  }
}

export async function insertCategory(
  db: Executor,
  values: {
    name: string;
    slug: string;
    parentId: number | null;
    level: number;
    isActive: boolean;
    sortingOrder: number;
  },
): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  return row!.id;
}

export async function updateCategory(
  db: Executor,
  id: number,
  set: Partial<{ name: string; slug: string; parentId: number | null; level: number; sortingOrder: number }>,
): Promise<void> {
  await db
    .update(categories)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

/** Shows or hides the categories. */
export async function setCategoriesActive(
  db: Executor,
  ids: readonly number[],
  isActive: boolean,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(categories)
    .set({ isActive, updatedAt: new Date() })
    .where(inArray(categories.id, [...ids]));
}

/** Moves the levels of the categories by `delta` (a subtree that moved up or down the tree). */
export async function shiftLevels(db: Executor, ids: readonly number[], delta: number): Promise<void> {
  if (ids.length === 0 || delta === 0) return;
  await db
    .update(categories)
    .set({ level: sql`${categories.level} + ${delta}` })
    .where(inArray(categories.id, [...ids]));
}

export async function childCount(db: Executor, id: number): Promise<number> {
  const row = await queryOne(
    db,
    { n: col.int },
    sql`select count(*)::int as n from categories where parent_id = ${id}`,
  );
  return row?.n ?? 0;
}

export async function deleteCategoryRow(db: Executor, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Sets the category's picture under a row lock; the URL it replaced, or null when it is gone. */
export async function setCategoryImage(
  db: Executor,
  id: number,
  url: string | null,
): Promise<{ old: string | null } | null> {
  const current = await queryOne(
    db,
    { thumbnail_image: col.nullable(col.text) },
    sql`select thumbnail_image from categories where id = ${id} for update`,
  );
  if (!current) return null;
  await db
    .update(categories)
    .set({ thumbnailImage: url, updatedAt: new Date() })
    .where(eq(categories.id, id));
  return { old: current.thumbnail_image };
}

// Brands -----------------------------------------------------------------------------------------------

const brandRowColumns = {
  id: col.int,
  name: col.text,
  slug: col.text,
  thumbnail_image: col.nullable(col.text),
  is_active: col.bool,
  product_count: col.int,
};
export type BrandAdminRow = RowOf<typeof brandRowColumns>;

const brandColumns = sql`b.id, b.name, b.slug, b.thumbnail_image, b.is_active,
  (select count(*)::int from products p where p.brand_id = b.id and p.deleted_at is null) as product_count`;

export async function brandPage(db: Executor, search: string | null, page: number, limit: number) {
  const where: SQL = search
    ? sql`b.name ilike ${containsPattern(search)} or b.slug ilike ${containsPattern(search)}`
    : sql`true`;
  return queryPage(
    db,
    brandRowColumns,
    sql`select ${brandColumns}, lower(b.name) as sort_name from brands b where ${where}`,
    sql`sort_name, id`,
    page,
    limit,
  );
}

export async function brandRow(db: Executor, id: number): Promise<BrandAdminRow | null> {
  return queryOne(db, brandRowColumns, sql`select ${brandColumns} from brands b where b.id = ${id}`);
}

export async function brandSlugTaken(db: Executor, slug: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(exceptId === null ? eq(brands.slug, slug) : and(eq(brands.slug, slug), ne(brands.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertBrand(
  db: Executor,
  values: { name: string; slug: string; isActive: boolean },
): Promise<number> {
  const [row] = await db.insert(brands).values(values).returning({ id: brands.id });
  return row!.id;
}

export async function updateBrand(
  db: Executor,
  id: number,
  set: { name: string; slug: string; isActive: boolean },
): Promise<void> {
  await db
    .update(brands)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(brands.id, id));
}

export async function deleteBrandRow(db: Executor, id: number): Promise<void> {
  await db.delete(brands).where(eq(brands.id, id));
}

export async function setBrandImage(
  db: Executor,
  id: number,
  url: string | null,
): Promise<{ old: string | null } | null> {
  const current = await queryOne(
    db,
    { thumbnail_image: col.nullable(col.text) },
    sql`select thumbnail_image from brands where id = ${id} for update`,
  );
  if (!current) return null;
  await db.update(brands).set({ thumbnailImage: url, updatedAt: new Date() }).where(eq(brands.id, id));
  return { old: current.thumbnail_image };
}

// Attributes and values ------------------------------------------------------------------------------

const attributeRowColumns = {
  id: col.int,
  name: col.text,
  is_active: col.bool,
  sort: col.int,
  variation_count: col.int,
};
export type AttributeAdminRow = RowOf<typeof attributeRowColumns>;

const valueRowColumns = {
  ...attributeRowColumns,
  variation_id: col.int,
  color_code: col.nullable(col.text),
};
export type ValueAdminRow = RowOf<typeof valueRowColumns>;

const attributeColumns = sql`v.id, v.name, v.is_active, v.sort,
  (select count(*)::int from product_variation_combinations pvc where pvc.variation_id = v.id) as variation_count`;
const valueColumns = sql`vv.id, vv.variation_id, vv.name, vv.color_code, vv.is_active, vv.sort,
  (select count(*)::int from product_variation_combinations pvc where pvc.variation_value_id = vv.id)
    as variation_count`;

export async function allAttributeRows(db: Executor) {
  const [attributes, values] = await Promise.all([
    query(db, attributeRowColumns, sql`select ${attributeColumns} from variations v order by v.sort, v.id`),
    query(db, valueRowColumns, sql`select ${valueColumns} from variation_values vv order by vv.sort, vv.id`),
  ]);
  return { attributes, values };
}

export async function attributeRow(db: Executor, id: number): Promise<AttributeAdminRow | null> {
  return queryOne(
    db,
    attributeRowColumns,
    sql`select ${attributeColumns} from variations v where v.id = ${id}`,
  );
}

export async function valueRow(db: Executor, id: number): Promise<ValueAdminRow | null> {
  return queryOne(
    db,
    valueRowColumns,
    sql`select ${valueColumns} from variation_values vv where vv.id = ${id}`,
  );
}

export async function insertAttribute(
  db: Executor,
  values: { name: string; isActive: boolean },
): Promise<number> {
  const next = await queryOne(
    db,
    { n: col.int },
    sql`select coalesce(max(sort), 0)::int + 1 as n from variations`,
  );
  const [row] = await db
    .insert(variations)
    .values({ ...values, sort: next?.n ?? 0 })
    .returning({ id: variations.id });
  return row!.id;
}

export async function updateAttribute(db: Executor, id: number, set: { name: string; isActive: boolean }) {
  await db.update(variations).set(set).where(eq(variations.id, id));
}

export async function deleteAttributeRow(db: Executor, id: number): Promise<void> {
  await db.delete(variations).where(eq(variations.id, id));
}

export async function insertValue(
  db: Executor,
  values: { variationId: number; name: string; colorCode: string | null; isActive: boolean },
): Promise<number> {
  const next = await queryOne(
    db,
    { n: col.int },
    sql`select coalesce(max(sort), 0)::int + 1 as n from variation_values where variation_id = ${values.variationId}`,
  );
  const [row] = await db
    .insert(variationValues)
    .values({ ...values, sort: next?.n ?? 0 })
    .returning({ id: variationValues.id });
  return row!.id;
}

export async function updateValue(
  db: Executor,
  id: number,
  set: { name: string; colorCode: string | null; isActive: boolean },
) {
  await db.update(variationValues).set(set).where(eq(variationValues.id, id));
}

export async function deleteValueRow(db: Executor, id: number): Promise<void> {
  await db.delete(variationValues).where(eq(variationValues.id, id));
}

// Units, badges, tags --------------------------------------------------------------------------------

const unitRowColumns = { id: col.int, name: col.text, is_active: col.bool, product_count: col.int };
export type UnitAdminRow = RowOf<typeof unitRowColumns>;

const unitColumns = sql`u.id, u.name, u.is_active,
  (select count(*)::int from products p where p.unit_id = u.id and p.deleted_at is null) as product_count`;

export async function allUnitRows(db: Executor): Promise<UnitAdminRow[]> {
  return query(db, unitRowColumns, sql`select ${unitColumns} from units u order by u.id`);
}

export async function unitRow(db: Executor, id: number): Promise<UnitAdminRow | null> {
  return queryOne(db, unitRowColumns, sql`select ${unitColumns} from units u where u.id = ${id}`);
}

export async function insertUnit(db: Executor, values: { name: string; isActive: boolean }): Promise<number> {
  const [row] = await db.insert(units).values(values).returning({ id: units.id });
  return row!.id;
}

export async function updateUnit(db: Executor, id: number, set: { name: string; isActive: boolean }) {
  await db.update(units).set(set).where(eq(units.id, id));
}

export async function deleteUnitRow(db: Executor, id: number): Promise<void> {
  await db.delete(units).where(eq(units.id, id));
}

const badgeRowColumns = { ...unitRowColumns, color: col.text, bg_color: col.text };
export type BadgeAdminRow = RowOf<typeof badgeRowColumns>;

const badgeColumns = sql`b.id, b.name, b.color, b.bg_color, b.is_active,
  (select count(*)::int from product_badges pb join products p on p.id = pb.product_id
    where pb.badge_id = b.id and p.deleted_at is null) as product_count`;

export async function allBadgeRows(db: Executor): Promise<BadgeAdminRow[]> {
  return query(db, badgeRowColumns, sql`select ${badgeColumns} from badges b order by b.id`);
}

export async function badgeRow(db: Executor, id: number): Promise<BadgeAdminRow | null> {
  return queryOne(db, badgeRowColumns, sql`select ${badgeColumns} from badges b where b.id = ${id}`);
}

export async function insertBadge(
  db: Executor,
  values: { name: string; color: string; bgColor: string; isActive: boolean },
): Promise<number> {
  const [row] = await db.insert(badges).values(values).returning({ id: badges.id });
  return row!.id;
}

export async function updateBadge(
  db: Executor,
  id: number,
  set: { name: string; color: string; bgColor: string; isActive: boolean },
) {
  await db.update(badges).set(set).where(eq(badges.id, id));
}

export async function deleteBadgeRow(db: Executor, id: number): Promise<void> {
  await db.delete(badges).where(eq(badges.id, id));
}

const tagRowColumns = { id: col.int, name: col.text, product_count: col.int };
export type TagAdminRow = RowOf<typeof tagRowColumns>;

const tagColumns = sql`t.id, t.name,
  (select count(*)::int from product_tags pt join products p on p.id = pt.product_id
    where pt.tag_id = t.id and p.deleted_at is null) as product_count`;

export async function tagPage(db: Executor, search: string | null, page: number, limit: number) {
  const where = search ? sql`t.name ilike ${containsPattern(search)}` : sql`true`;
  return queryPage(
    db,
    tagRowColumns,
    sql`select ${tagColumns}, lower(t.name) as sort_name from tags t where ${where}`,
    sql`sort_name, id`,
    page,
    limit,
  );
}

export async function tagRow(db: Executor, id: number): Promise<TagAdminRow | null> {
  return queryOne(db, tagRowColumns, sql`select ${tagColumns} from tags t where t.id = ${id}`);
}

export async function tagNameTaken(db: Executor, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(exceptId === null ? eq(tags.name, name) : and(eq(tags.name, name), ne(tags.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertTag(db: Executor, name: string): Promise<number> {
  const [row] = await db.insert(tags).values({ name }).returning({ id: tags.id });
  return row!.id;
}

export async function updateTag(db: Executor, id: number, name: string) {
  await db.update(tags).set({ name }).where(eq(tags.id, id));
}

export async function deleteTagRow(db: Executor, id: number): Promise<void> {
  await db.delete(tags).where(eq(tags.id, id));
}
