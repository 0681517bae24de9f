import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { col, query, type RowOf } from '../../db/query.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import { queryPage } from '../../db/query-page.ts';
import { type NewPage, pages, pageTranslations } from '../../db/schema/index.ts';

/** The operator console's reads and writes of CMS pages and newsletter subscribers (issue 18 §4). */

const pageListColumns = {
  id: col.int,
  slug: col.text,
  title: col.text,
  type: col.text,
  is_active: col.bool,
  updated_at: col.timestamp,
};

export type PageListRow = RowOf<typeof pageListColumns>;

export function pagesPage(db: Executor, search: string | null, page: number, limit: number) {
  const where: SQL[] = [sql`true`];
  if (search) {
    const pattern = containsPattern(search);
    where.push(sql`(p.title ilike ${pattern} or p.slug ilike ${pattern})`);
  }
  return queryPage(
    db,
    pageListColumns,
    sql`select p.id, p.slug, p.title, p.type, p.is_active, p.updated_at from pages p
      where ${sql.join(where, sql` and `)}`,
    sql`updated_at desc, id desc`,
    page,
    limit,
  );
}

export async function pageById(db: Executor, id: number, lock = false) {
  const query = db.select().from(pages).where(eq(pages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function pageTranslationsOf(db: Executor, pageId: number) {
  return db
    .select()
    .from(pageTranslations)
    .where(eq(pageTranslations.pageId, pageId))
    .orderBy(asc(pageTranslations.langCode));
}

/** Whether another page than `exceptId` has this slug. */
export async function slugTaken(db: Executor, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(exceptId === null ? eq(pages.slug, slug) : and(eq(pages.slug, slug), ne(pages.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export type PageFields = Omit<NewPage, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertPage(db: Executor, fields: PageFields): Promise<number> {
  const [row] = await db.insert(pages).values(fields).returning({ id: pages.id });
  return row!.id;
}

export async function updatePage(db: Executor, id: number, fields: Partial<PageFields>): Promise<void> {
  await db
    .update(pages)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(pages.id, id));
}

export interface PageTranslationFields {
  langCode: string;
  title: string | null;
  content: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
}

/** Replaces the page's translations in `langs` with `rows` (a language without text has no row). */
export async function replacePageTranslations(
  db: Executor,
  pageId: number,
  langs: readonly string[],
  rows: readonly PageTranslationFields[],
): Promise<void> {
  await db
    .delete(pageTranslations)
    .where(and(eq(pageTranslations.pageId, pageId), inArray(pageTranslations.langCode, [...langs])));
  if (rows.length > 0) await db.insert(pageTranslations).values(rows.map((r) => ({ ...r, pageId })));
}

const subscriberListColumns = { id: col.int, email: col.text, created_at: col.timestamp };

export type SubscriberListRow = RowOf<typeof subscriberListColumns>;

function subscriberWhere(search: string | null): SQL {
  return search ? sql`n.email ilike ${containsPattern(search)}` : sql`true`;
}

export function subscribersPage(db: Executor, search: string | null, page: number, limit: number) {
  return queryPage(
    db,
    subscriberListColumns,
    sql`select n.id, n.email, n.created_at from newsletter_subscribers n where ${subscriberWhere(search)}`,
    sql`created_at desc, id desc`,
    page,
    limit,
  );
}

/** Every subscriber matching the search, newest first (the CSV export). */
export function allSubscribers(db: Executor, search: string | null) {
  return query(
    db,
    subscriberListColumns,
    sql`select n.id, n.email, n.created_at from newsletter_subscribers n where ${subscriberWhere(search)}
      order by n.created_at desc, n.id desc`,
  );
}
