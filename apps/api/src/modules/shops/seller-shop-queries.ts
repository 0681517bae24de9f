import { and, asc, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/query-fragments.ts';
import {
  languages,
  products,
  type ShopSectionType,
  shopSections,
  shopSectionTranslations,
  shops,
  zoneShippingCharges,
} from '../../db/schema/index.ts';

/**
 * Reads and writes of a seller's own shop: its profile and its page sections (issue 17 §8). Every
 * statement is filtered by the shop id of the signed-in seller.
 */

const profileColumns = {
  id: shops.id,
  name: shops.name,
  slug: shops.slug,
  tagline: shops.tagline,
  description: shops.description,
  logo: shops.logo,
  banner: shops.banner,
  contactPhone: shops.contactPhone,
  contactEmail: shops.contactEmail,
  address: shops.address,
  minOrderAmount: shops.minOrderAmount,
  defaultShippingCharge: shops.defaultShippingCharge,
  isApproved: shops.isApproved,
  isPublished: shops.isPublished,
};

export type ProfileRow = {
  id: number;
  name: string;
  slug: string;
  tagline: string | null;
  description: string | null;
  logo: string | null;
  banner: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  address: string | null;
  minOrderAmount: number;
  defaultShippingCharge: number;
  isApproved: boolean;
  isPublished: boolean;
};

export async function profileRow(db: Executor, shopId: number): Promise<ProfileRow | null> {
  const [row] = await db.select(profileColumns).from(shops).where(eq(shops.id, shopId));
  return row ?? null;
}

export type ProfileValues = Partial<
  Pick<
    ProfileRow,
    | 'name'
    | 'tagline'
    | 'description'
    | 'contactPhone'
    | 'contactEmail'
    | 'address'
    | 'minOrderAmount'
    | 'defaultShippingCharge'
    | 'logo'
    | 'banner'
  >
>;

export async function updateProfile(db: Executor, shopId: number, values: ProfileValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(shops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shops.id, shopId));
}

/** The shop's logo and banner, its row locked until the transaction ends (an image is replaced). */
export async function lockShopImages(
  db: Executor,
  shopId: number,
): Promise<{ logo: string | null; banner: string | null } | null> {
  const [row] = await db
    .select({ logo: shops.logo, banner: shops.banner })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('no key update');
  return row ?? null;
}

/** Sets the shop's own shipping charge of every zone it has one for. */
export async function setAllZoneCharges(db: Executor, shopId: number, charge: number): Promise<void> {
  await db.update(zoneShippingCharges).set({ charge }).where(eq(zoneShippingCharges.shopId, shopId));
}

export interface SectionRow {
  id: number;
  type: ShopSectionType;
  title: string;
  values: unknown;
  sort: number;
}

/** The shop's sections in order; with `lock`, their rows stay locked until the transaction ends. */
export async function sectionRows(db: Executor, shopId: number, lock = false): Promise<SectionRow[]> {
  const query = db
    .select({
      id: shopSections.id,
      type: shopSections.type,
      title: shopSections.title,
      values: shopSections.values,
      sort: shopSections.sort,
    })
    .from(shopSections)
    .where(eq(shopSections.shopId, shopId))
    .orderBy(asc(shopSections.sort), asc(shopSections.id));
  return lock ? query.for('update') : query;
}

/** The titles of sections in other languages. */
export async function sectionTitles(
  db: Executor,
  sectionIds: readonly number[],
): Promise<Map<number, { langCode: string; title: string }[]>> {
  const out = new Map<number, { langCode: string; title: string }[]>();
  if (sectionIds.length === 0) return out;
  const rows = await db
    .select({
      sectionId: shopSectionTranslations.shopSectionId,
      langCode: shopSectionTranslations.langCode,
      title: shopSectionTranslations.title,
    })
    .from(shopSectionTranslations)
    .where(inArray(shopSectionTranslations.shopSectionId, [...sectionIds]))
    .orderBy(asc(shopSectionTranslations.langCode));
  for (const r of rows) {
    const list = out.get(r.sectionId) ?? [];
    list.push({ langCode: r.langCode, title: r.title });
    out.set(r.sectionId, list);
  }
  return out;
}

export interface SectionWrite {
  id?: number | undefined;
  type: ShopSectionType;
  title: string;
  values: Record<string, unknown>;
  titles: { langCode: string; title: string }[];
}

/**
 * Makes `sections` the shop's sections, in that order: the ones with an id (already checked to be
 * the shop's) are updated, the others inserted, and the shop's sections not listed deleted. Their
 * titles in other languages are replaced.
 */
export async function replaceSections(
  db: Executor,
  shopId: number,
  sections: readonly SectionWrite[],
): Promise<void> {
  const keep = sections.flatMap((s) => (s.id === undefined ? [] : [s.id]));
  await db
    .delete(shopSections)
    .where(
      and(eq(shopSections.shopId, shopId), keep.length > 0 ? notInArray(shopSections.id, keep) : undefined),
    );
  const ids: number[] = [];
  for (const [sort, section] of sections.entries()) {
    const values = { type: section.type, title: section.title, values: section.values, sort: sort + 1 };
    if (section.id !== undefined) {
      await db
        .update(shopSections)
        .set(values)
        .where(and(eq(shopSections.id, section.id), eq(shopSections.shopId, shopId)));
      ids.push(section.id);
    } else {
      const [row] = await db
        .insert(shopSections)
        .values({ shopId, ...values })
        .returning({ id: shopSections.id });
      ids.push(row!.id);
    }
  }
  if (ids.length > 0) {
    await db.delete(shopSectionTranslations).where(inArray(shopSectionTranslations.shopSectionId, ids));
  }
  const titles = sections.flatMap((section, i) =>
    section.titles.map((t) => ({ shopSectionId: ids[i]!, langCode: t.langCode, title: t.title })),
  );
  if (titles.length > 0) await db.insert(shopSectionTranslations).values(titles);
}

/** The language codes among `codes` that exist. */
export async function knownLanguages(db: Executor, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(inArray(languages.code, [...codes]));
  return new Set(rows.map((r) => r.code));
}

export interface SectionProductRow {
  id: number;
  name: string;
  thumbnail: string | null;
  cardPrice: number;
  isPublished: boolean;
}

const productColumns = {
  id: products.id,
  name: products.name,
  thumbnail: products.thumbnailImage,
  cardPrice: products.cardPrice,
  isPublished: products.isPublished,
};

/** The shop's products (not deleted) among `ids`. */
export async function ownProducts(
  db: Executor,
  shopId: number,
  ids: readonly number[],
): Promise<SectionProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.shopId, shopId), isNull(products.deletedAt), inArray(products.id, [...ids])));
}

/** A page of the shop's products (not deleted) by name, optionally those whose name contains `search`. */
export async function productPage(
  db: Executor,
  shopId: number,
  search: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: SectionProductRow[]; total: number }> {
  const where = and(
    eq(products.shopId, shopId),
    isNull(products.deletedAt),
    search ? sql`${products.name} ilike ${containsPattern(search)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(asc(products.name), asc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
