import { buildMeta } from '@shop/contracts/envelope';
import { MAX_INT4 } from '@shop/contracts/input';
import { fromMinor, toMinor } from '@shop/contracts/money';
import {
  SHOP_PROFILE_MESSAGES as M,
  type SectionInput,
  type SectionProduct,
  type SectionProductsQuery,
  type SectionProductsResult,
  type SellerShopProfile,
  type SellerShopSection,
  type ShopProfilePatch,
  type ShopSectionsBody,
} from '@shop/contracts/seller/shop';
import type { Database } from '../../db/client.ts';
import type { UploadedFile } from '../../platform/body.ts';
import { NotFound, ValidationFailed } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import {
  knownLanguages,
  lockShopImages,
  ownProducts,
  type ProfileRow,
  type ProfileValues,
  productPage,
  profileRow,
  replaceSections,
  type SectionProductRow,
  type SectionRow,
  type SectionWrite,
  sectionRows,
  sectionTitles,
  setAllZoneCharges,
  updateProfile,
} from './seller-shop-queries.ts';
import { deleteShopImages, ownImageKey, saveShopImage, uploadedImage } from './shop-images.ts';

/**
 * The seller's shop profile and page sections (issue 17 §8). The slug and the approval are not the
 * seller's to change. Product sections list only the shop's own products; banners are images the
 * shop uploaded (or already had).
 */

export interface ShopServices {
  db: Database;
  storage: Storage;
  decimals: number;
}

function toWire(row: ProfileRow, decimals: number): SellerShopProfile {
  return {
    ...row,
    minOrderAmount: fromMinor(row.minOrderAmount, decimals),
    defaultShippingCharge: fromMinor(row.defaultShippingCharge, decimals),
  };
}

export async function loadProfile(s: ShopServices, shopId: number): Promise<SellerShopProfile> {
  const row = await profileRow(s.db, shopId);
  if (!row) throw new NotFound(M.shopNotFound);
  return toWire(row, s.decimals);
}

/** Wire money → minor units, refusing what the currency or the column cannot hold exactly. */
function minorOf(amount: number, decimals: number, field: string): number {
  const minor = toMinor(amount, decimals);
  if (minor > MAX_INT4) throw new ValidationFailed({ [field]: [M.amountTooLarge] });
  if (Math.abs(minor - amount * 10 ** decimals) > 1e-6) {
    throw new ValidationFailed({ [field]: [M.amountPrecision] });
  }
  return minor;
}

/** PATCH /seller/shop: the fields sent change; with `applyChargeToAllZones` every zone's charge too. */
export async function saveProfile(
  s: ShopServices,
  shopId: number,
  body: ShopProfilePatch,
): Promise<SellerShopProfile> {
  const values: ProfileValues = {};
  for (const key of ['name', 'tagline', 'description', 'contactPhone', 'contactEmail', 'address'] as const) {
    if (body[key] !== undefined) values[key] = body[key] as never;
  }
  if (body.minOrderAmount !== undefined) {
    values.minOrderAmount = minorOf(body.minOrderAmount, s.decimals, 'minOrderAmount');
  }
  if (body.defaultShippingCharge !== undefined) {
    values.defaultShippingCharge = minorOf(body.defaultShippingCharge, s.decimals, 'defaultShippingCharge');
  }
  await s.db.transaction(async (tx) => {
    await updateProfile(tx, shopId, values);
    if (body.applyChargeToAllZones && values.defaultShippingCharge !== undefined) {
      await setAllZoneCharges(tx, shopId, values.defaultShippingCharge);
    }
  });
  return loadProfile(s, shopId);
}

/**
 * POST /seller/shop/logo and /banner: stores the uploaded image (checked by content, resized) and
 * makes it the shop's; the replaced one's files are deleted when they were the shop's own uploads.
 */
export async function replaceShopImage(
  s: ShopServices,
  shopId: number,
  kind: 'logo' | 'banner',
  uploads: readonly UploadedFile[],
): Promise<SellerShopProfile> {
  const content = await uploadedImage(uploads);
  const url = await saveShopImage(s.storage, shopId, kind, content);
  let previous: string | null = null;
  try {
    await s.db.transaction(async (tx) => {
      const current = await lockShopImages(tx, shopId);
      if (!current) throw new NotFound(M.shopNotFound);
      previous = current[kind];
      await updateProfile(tx, shopId, { [kind]: url });
    });
  } catch (error) {
    await deleteShopImages(s.storage, shopId, [url]);
    throw error;
  }
  if (previous !== null && previous !== url) await deleteShopImages(s.storage, shopId, [previous]);
  return loadProfile(s, shopId);
}

/** POST /seller/shop/sections/banners: stores a banner for a section; the sections PUT uses its URL. */
export async function uploadSectionBanner(
  s: ShopServices,
  shopId: number,
  uploads: readonly UploadedFile[],
): Promise<{ url: string }> {
  const content = await uploadedImage(uploads);
  return { url: await saveShopImage(s.storage, shopId, 'section', content) };
}

// Sections ----------------------------------------------------------------------------------------

function record(value: unknown): Record<string, unknown> {
  const v = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

function ids(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((v): v is number => Number.isInteger(v) && v > 0 && v <= MAX_INT4)
    : [];
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Every banner URL a stored section shows. */
function bannersOf(row: SectionRow): string[] {
  const v = record(row.values);
  return row.type === 'boxed-width-banner'
    ? [...strings(v.box1Banners), ...strings(v.box2Banners)]
    : row.type === 'full-width-banner'
      ? strings(v.banners)
      : [];
}

function productCard(row: SectionProductRow, decimals: number): SectionProduct {
  return {
    id: row.id,
    name: row.name,
    thumbnail: row.thumbnail,
    price: fromMinor(row.cardPrice, decimals),
    isPublished: row.isPublished,
  };
}

/** GET /seller/shop/sections: the shop's sections in order, with the cards of their products. */
export async function loadSections(s: ShopServices, shopId: number): Promise<SellerShopSection[]> {
  const rows = await sectionRows(s.db, shopId);
  const productIds = [
    ...new Set(rows.flatMap((r) => (r.type === 'products' ? ids(record(r.values).products) : []))),
  ];
  const [titles, cards] = await Promise.all([
    sectionTitles(
      s.db,
      rows.map((r) => r.id),
    ),
    ownProducts(s.db, shopId, productIds),
  ]);
  const cardById = new Map(cards.map((c) => [c.id, productCard(c, s.decimals)]));
  return rows.map((r): SellerShopSection => {
    const v = record(r.values);
    const base = { id: r.id, title: r.title, titles: titles.get(r.id) ?? [] };
    switch (r.type) {
      case 'products': {
        const list = ids(v.products).filter((id) => cardById.has(id));
        return { ...base, type: 'products', products: list, items: list.map((id) => cardById.get(id)!) };
      }
      case 'boxed-width-banner':
        return {
          ...base,
          type: 'boxed-width-banner',
          box1Link: textOf(v.box1Link),
          box1Banners: strings(v.box1Banners),
          box2Link: textOf(v.box2Link),
          box2Banners: strings(v.box2Banners),
        };
      default:
        return { ...base, type: 'full-width-banner', link: textOf(v.link), banners: strings(v.banners) };
    }
  });
}

function valuesOf(section: SectionInput): Record<string, unknown> {
  switch (section.type) {
    case 'products':
      return { products: [...new Set(section.products)] };
    case 'boxed-width-banner':
      return {
        box1Link: section.box1Link,
        box1Banners: section.box1Banners,
        box2Link: section.box2Link,
        box2Banners: section.box2Banners,
      };
    case 'full-width-banner':
      return { link: section.link, banners: section.banners };
  }
}

/** The banner fields of an input section with their paths, to check each URL. */
function bannerFields(section: SectionInput, index: number): [string, string][] {
  const at = (field: string, list: string[]) =>
    list.map((url, j): [string, string] => [`sections.${index}.${field}.${j}`, url]);
  switch (section.type) {
    case 'boxed-width-banner':
      return [...at('box1Banners', section.box1Banners), ...at('box2Banners', section.box2Banners)];
    case 'full-width-banner':
      return at('banners', section.banners);
    default:
      return [];
  }
}

/**
 * PUT /seller/shop/sections: the shop page's sections become exactly these, in this order. A
 * section id that is not the shop's, or a product that is not its own, is 404 and changes nothing;
 * a banner must be the shop's own upload or one its sections already show (422 otherwise).
 * Banner files no longer shown are deleted afterwards.
 */
export async function saveSections(
  s: ShopServices,
  shopId: number,
  body: ShopSectionsBody,
): Promise<SellerShopSection[]> {
  const sections = body.sections;
  const languageCodes = [...new Set(sections.flatMap((x) => x.titles.map((t) => t.langCode)))];
  const known = await knownLanguages(s.db, languageCodes);
  for (const [i, section] of sections.entries()) {
    const j = section.titles.findIndex((t) => !known.has(t.langCode));
    if (j >= 0) throw new ValidationFailed({ [`sections.${i}.titles.${j}.langCode`]: [M.languageInvalid] });
  }
  const seen = new Set<number>();
  for (const [i, section] of sections.entries()) {
    if (section.id === undefined) continue;
    if (seen.has(section.id)) throw new ValidationFailed({ [`sections.${i}.id`]: [M.sectionNotFound] });
    seen.add(section.id);
  }

  let removedBanners: string[] = [];
  await s.db.transaction(async (tx) => {
    const existing = await sectionRows(tx, shopId, true);
    const existingIds = new Set(existing.map((r) => r.id));
    if (sections.some((x) => x.id !== undefined && !existingIds.has(x.id))) {
      throw new NotFound(M.sectionNotFound);
    }
    const wanted = [...new Set(sections.flatMap((x) => (x.type === 'products' ? x.products : [])))];
    const own = new Set((await ownProducts(tx, shopId, wanted)).map((p) => p.id));
    if (wanted.some((id) => !own.has(id))) throw new NotFound(M.productNotFound);

    const shown = new Set(existing.flatMap(bannersOf));
    for (const [i, section] of sections.entries()) {
      for (const [path, url] of bannerFields(section, i)) {
        if (shown.has(url)) continue;
        const key = ownImageKey(url, shopId);
        if (!key || !(await s.storage.exists(key)))
          throw new ValidationFailed({ [path]: [M.bannerNotYours] });
      }
    }

    const writes: SectionWrite[] = sections.map((section) => ({
      id: section.id,
      type: section.type,
      title: section.title,
      values: valuesOf(section),
      titles: section.titles.filter((t) => t.title !== ''),
    }));
    await replaceSections(tx, shopId, writes);
    const kept = new Set(sections.flatMap((x, i) => bannerFields(x, i).map(([, url]) => url)));
    removedBanners = [...shown].filter((url) => !kept.has(url));
  });
  if (removedBanners.length > 0) {
    const images = await profileImages(s, shopId);
    await deleteShopImages(
      s.storage,
      shopId,
      removedBanners.filter((url) => !images.has(url)),
    );
  }
  return loadSections(s, shopId);
}

/** The shop's logo and banner (a section banner that is also one of them is kept). */
async function profileImages(s: ShopServices, shopId: number): Promise<Set<string>> {
  const row = await profileRow(s.db, shopId);
  return new Set([row?.logo, row?.banner].filter((x): x is string => typeof x === 'string'));
}

/** GET /seller/shop/products: the shop's products to pick for a product section. */
export async function pickableProducts(
  s: ShopServices,
  shopId: number,
  query: SectionProductsQuery,
): Promise<SectionProductsResult> {
  const { rows, total } = await productPage(s.db, shopId, query.search, query.page, query.limit);
  return {
    data: rows.map((r) => productCard(r, s.decimals)),
    meta: buildMeta(query.page, query.limit, total),
  };
}
