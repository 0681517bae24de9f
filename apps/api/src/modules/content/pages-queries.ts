import type { Page } from '@shop/contracts/content';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { pages, pageTranslations } from '../../db/schema/index.ts';
import type { LanguageCode } from '../../platform/language.ts';

/** A translated column of `page_translations` when non-empty, else the page's own. */
const translated = (own: AnyPgColumn, translation: AnyPgColumn) =>
  sql<string | null>`coalesce(nullif(${translation}, ''), ${own})`;

function translatedPageTitle() {
  return sql<string>`coalesce(nullif(${pageTranslations.title}, ''), ${pages.title})`.as('title');
}

/** The active default pages (about, terms, …) as links, titled in `lang`: the footer lists them. */
export function defaultPageLinks(db: Database, lang: LanguageCode) {
  return db
    .select({ id: pages.id, title: translatedPageTitle(), slug: pages.slug })
    .from(pages)
    .leftJoin(
      pageTranslations,
      and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.langCode, lang)),
    )
    .where(and(eq(pages.isActive, true), eq(pages.type, 'default')))
    .orderBy(asc(pages.id));
}

/** The active page with this slug in `lang`, or null. */
export async function findActivePage(db: Database, slug: string, lang: LanguageCode): Promise<Page | null> {
  const [row] = await db
    .select({
      id: pages.id,
      slug: pages.slug,
      title: translated(pages.title, pageTranslations.title),
      content: translated(pages.content, pageTranslations.content),
      metaTitle: translated(pages.metaTitle, pageTranslations.metaTitle),
      metaDescription: translated(pages.metaDescription, pageTranslations.metaDescription),
      metaKeywords: pages.metaKeywords,
      metaImage: pages.metaImage,
    })
    .from(pages)
    .leftJoin(
      pageTranslations,
      and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.langCode, lang)),
    )
    .where(and(eq(pages.slug, slug), eq(pages.isActive, true)))
    .limit(1);
  if (!row) return null;
  const title = row.title ?? '';
  return {
    id: row.id,
    title,
    slug: row.slug,
    content: row.content ?? '',
    // The contract's field name is `metaTile` (sic); a page without a meta title uses its title.
    metaTile: row.metaTitle || title,
    metaDescription: row.metaDescription ?? '',
    metaKeywords: row.metaKeywords ?? '',
    metaImage: row.metaImage ?? '',
  };
}
