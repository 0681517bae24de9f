import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, categoryTranslations } from '../../db/schema/index.ts';
import type { LanguageCode } from '../../platform/language.ts';
import type { CategoryRow } from './category-tree.ts';

/** The category's name in `lang` when a non-empty translation exists, else its base name. */
function translatedName() {
  return sql<string>`coalesce(nullif(${categoryTranslations.name}, ''), ${categories.name})`.as('name');
}

function translationJoin(lang: LanguageCode) {
  return and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.langCode, lang));
}

/** Every active category with its name in `lang`. */
export async function activeCategories(db: Database, lang: LanguageCode): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: translatedName(),
      slug: categories.slug,
      thumbnailImage: categories.thumbnailImage,
      sortingOrder: categories.sortingOrder,
    })
    .from(categories)
    .leftJoin(categoryTranslations, translationJoin(lang))
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortingOrder), asc(categories.id));
  return rows.map((r) => ({ ...r, thumbnailImage: r.thumbnailImage ?? '' }));
}

/** The `limit` active categories with the highest sales amount. */
export async function topSellingCategories(db: Database, lang: LanguageCode, limit: number) {
  const rows = await db
    .select({
      id: categories.id,
      name: translatedName(),
      slug: categories.slug,
      thumbnailImage: categories.thumbnailImage,
    })
    .from(categories)
    .leftJoin(categoryTranslations, translationJoin(lang))
    .where(eq(categories.isActive, true))
    .orderBy(desc(categories.totalSaleAmount), asc(categories.sortingOrder), asc(categories.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, thumbnailImage: r.thumbnailImage ?? '' }));
}
